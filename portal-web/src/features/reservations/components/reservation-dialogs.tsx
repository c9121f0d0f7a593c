import { useState } from 'react';
import { Button, Modal } from 'antd';
import { LABELS, MSG } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { sessionHandled } from '../../../core/api/member-failure';
import { useAlerts } from '../../../shared/ui/alerts';
import { Notice } from '../../../shared/ui/notice';
import { refundNotice } from '../../../shared/ui/refund-notice';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import {
  useCancelMyLocalReservationMutation,
  useUpdateMyLocalReservationGuestsMutation,
  type MemberReservationDto,
} from '../api/generated-api';
import { GuestList } from '../../../shared/guests/guest-list';
import {
  guestListState,
  guestRow,
  toGuests,
  type GuestRow,
} from '../../../shared/guests/guest-rules';

/** The confirmation of 'Cancelar reserva'. */
export const CONFIRM_CANCEL = 'Confirma o cancelamento da reserva?';
/** Said once a reservation is cancelled (ours: the spec has no text for it). */
export const CANCELLED = 'Reserva cancelada.';

const rowsOf = (reservation: MemberReservationDto): GuestRow[] =>
  reservation.invitations.map((invitation) =>
    guestRow({ name: invitation.name, doc: invitation.doc }),
  );

interface DialogProps {
  reservation: MemberReservationDto | null;
  onClose: () => void;
  /** The reservation as the API answered the change. */
  onChanged: (reservation: MemberReservationDto) => void;
}

function EditGuestsForm({
  reservation,
  onClose,
  onChanged,
}: DialogProps & { reservation: MemberReservationDto }) {
  const alerts = useAlerts();
  const [rows, setRows] = useState(() => rowsOf(reservation));
  const [serverError, setServerError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateMyLocalReservationGuestsMutation();
  const state = guestListState(rows, reservation.capacity);

  const save = async () => {
    setServerError(null);
    try {
      const saved = await update({
        id: reservation.id,
        updateReservationGuestsDto: { invitations: toGuests(rows) },
      }).unwrap();
      onChanged(saved);
      onClose();
      alerts.success(MSG.recordUpdated);
    } catch (error) {
      const failure = readApiFailure(error);
      if (!sessionHandled(failure)) setServerError(failure.message);
    }
  };

  return (
    <Modal
      open
      title={`Editar convidados: ${reservation.local.description}`}
      onCancel={onClose}
      width={720}
      centered
      destroyOnHidden
      footer={
        <>
          <Button onClick={onClose}>{LABELS.close}</Button>
          <Button
            type="primary"
            loading={isLoading}
            disabled={!state.valid}
            onClick={() => void save()}
          >
            {LABELS.save}
          </Button>
        </>
      }
    >
      <GuestList
        id={`edit-${reservation.id}`}
        rows={rows}
        onChange={(next) => {
          setRows(next);
          setServerError(null);
        }}
        capacity={reservation.capacity}
        disabled={isLoading}
      />
      {serverError ? <Notice title={serverError} /> : null}
    </Modal>
  );
}

/** 'Editar convidados' (PUT local-reservations-associate/{id}): the guest rows and rules. */
export function EditGuestsDialog(props: DialogProps) {
  // A fresh form for each reservation opened.
  return props.reservation ? (
    <EditGuestsForm key={props.reservation.id} {...props} reservation={props.reservation} />
  ) : null;
}

/** 'Cancelar reserva': 'Confirma o cancelamento da reserva?' Sim / Não. */
export function CancelReservationDialog({ reservation, onClose, onChanged }: DialogProps) {
  const alerts = useAlerts();
  const [cancel, { isLoading }] = useCancelMyLocalReservationMutation();
  const confirm = async () => {
    if (!reservation) return;
    try {
      const cancelled = await cancel({ id: reservation.id }).unwrap();
      onChanged(cancelled);
      onClose();
      alerts.success(CANCELLED);
    } catch (error) {
      const failure = readApiFailure(error);
      onClose();
      if (!sessionHandled(failure)) alerts.error(failure.message);
    }
  };
  return (
    <ConfirmDialog
      open={reservation !== null}
      title={CONFIRM_CANCEL}
      loading={isLoading}
      onNo={onClose}
      onYes={() => void confirm()}
    >
      {reservation ? <p>{reservation.local.description}</p> : null}
      {reservation?.status === 'Confirmada' && reservation.total > 0 ? (
        <p>{refundNotice(reservation.totalFormatted)}</p>
      ) : null}
    </ConfirmDialog>
  );
}
