import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  API_MSG,
  displayCpf,
  formatDate,
  LABELS,
  MSG,
  onlyDigits,
  SEARCH_DEBOUNCE_MS,
} from '@clube/shared';
import { cpfRule, requiredText } from '@clube/shared/forms';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Radio } from 'antd';
import { FieldArray, useFormik, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import * as yup from 'yup';
import { useNotice } from '../../../shared/feedback/notice';
import { SelectField } from '../../../shared/forms/choice-fields';
import { BoundField, FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { CpfField } from '../../../shared/forms/masked-fields';
import { TextField } from '../../../shared/forms/text-fields';
import { FormActions, useDebouncedValue, type CloseReason } from '../../../shared/list-screen';
import { useListAssociateOptionsQuery } from '../../associates';
import {
  useCreateLocalReservationMutation,
  useGetLocalHoursValidQuery,
  useListLocalsPublicQuery,
} from '../api/local-reservations-api';
import './staff-booking-form.css';

interface GuestValues {
  /** React key of the row (not sent). */
  key: number;
  name: string;
  /** The CPF as typed, with its mask. */
  doc: string;
}

export interface StaffBookingValues {
  associate: string | null;
  local: number | null;
  /** A day with free slots (yyyy-mm-dd); '' until chosen. */
  date: string;
  /** The chosen slot's startTime (ISO instant); '' until chosen. */
  slot: string;
  invitations: GuestValues[];
}

let nextKey = 1;
const emptyGuest = (): GuestValues => ({ key: nextKey++, name: '', doc: '' });

/**
 * The staff booking's form: the member, the place, a day and a slot the API offers, and the
 * guests (name and CPF, none twice: 'CPF JÁ INSERIDO'). Every rule of the booking itself (the
 * slot still free, limits, barred CPFs, guest visits, prices) is the API's, as for the member.
 */
export const staffBookingSchema = yup.object({
  associate: yup.string().nullable().default(null).required(MSG.required),
  local: yup.number().nullable().default(null).required(MSG.required),
  date: yup.string().default('').required(MSG.required),
  slot: yup.string().default('').required(MSG.required),
  invitations: yup
    .array(
      yup.object({
        name: requiredText().max(150, 'Máximo de 150 caracteres!'),
        doc: cpfRule(MSG.cpfMin11),
      }),
    )
    .default([])
    .test('unique-cpf', MSG.cpfDuplicateGuest, (rows, context) => {
      const seen = new Set<string>();
      for (const [index, row] of (rows ?? []).entries()) {
        const digits = onlyDigits(row.doc ?? '');
        if (digits.length !== 11) continue;
        if (seen.has(digits)) {
          return context.createError({
            path: `invitations.${index}.doc`,
            message: MSG.cpfDuplicateGuest,
          });
        }
        seen.add(digits);
      }
      return true;
    }),
});

const EMPTY: StaffBookingValues = {
  associate: null,
  local: null,
  date: '',
  slot: '',
  invitations: [],
};

type Close = (reason?: CloseReason) => void;

/** The slots of the chosen day: 'Escolher' or, taken, 'Reservado' (not selectable). */
function SlotField({
  slots,
}: {
  slots: ReadonlyArray<{ start: string; end: string; startTime: string; reservation: boolean }>;
}) {
  return (
    <BoundField<string> name="slot" id="staff-booking-slot" label="Horário" required>
      {(field, a11y) => (
        <Radio.Group
          {...a11y}
          role="radiogroup"
          className="staff-booking__slots"
          value={field.value || undefined}
          onChange={(event) => field.choose(event.target.value as string)}
          options={slots.map((s) => ({
            value: s.startTime,
            disabled: s.reservation,
            label: `${s.start} às ${s.end}${s.reservation ? ` (${LABELS.reserved})` : ''}`,
          }))}
        />
      )}
    </BoundField>
  );
}

/** The guests: name and CPF per row, up to the place's capacity. */
function GuestsFields({ capacity }: { capacity: number }) {
  const { values } = useFormikContext<StaffBookingValues>();
  const rows = values.invitations;
  return (
    <fieldset className="staff-booking__guests">
      <legend>Convidados</legend>
      <FieldArray name="invitations">
        {(list) => (
          <>
            {rows.length === 0 && <p className="staff-booking__hint">Nenhum convidado.</p>}
            {rows.map((row, index) => {
              const n = index + 1;
              return (
                <section
                  key={row.key}
                  className="staff-booking__guest"
                  aria-label={`Convidado ${n}`}
                >
                  <TextField
                    name={`invitations.${index}.name`}
                    id={`staff-booking-guest-${row.key}-name`}
                    label={`Nome do convidado ${n}`}
                    required
                    maxLength={150}
                  />
                  <CpfField
                    name={`invitations.${index}.doc`}
                    id={`staff-booking-guest-${row.key}-doc`}
                    label={`CPF do convidado ${n}`}
                    required
                  />
                  <Button
                    danger
                    size="small"
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => list.remove(index)}
                  >
                    Remover convidado {n}
                  </Button>
                </section>
              );
            })}
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={rows.length >= capacity}
              onClick={() => list.push(emptyGuest())}
            >
              Adicionar convidado
            </Button>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}

/**
 * Cadastrar reserva de local (insert-local-reservation): staff book a slot for a member, as
 * the member would on the portal (`POST local-reservations`, the same booking code, rules,
 * limits and prices). The member is found by name or CPF (`associates/options`, which needs
 * this permission); the days and slots are the place's `hours-valid`. Only club people as
 * guests: confirmed at once; with paying guests it is Pendente and the member pays in Meus
 * pedidos before the deadline the API's message states.
 */
export function StaffBookingForm({ close }: { close: Close }) {
  const [create] = useCreateLocalReservationMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const associates = useListAssociateOptionsQuery({ search: term || undefined });
  const places = useListLocalsPublicQuery();

  const formik = useFormik<StaffBookingValues>({
    initialValues: EMPTY,
    validationSchema: staffBookingSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const slot = slotsOf(values.date).find((s) => s.startTime === values.slot);
      if (!slot) return;
      try {
        const booked = await create({
          createLocalReservationDto: {
            associate: values.associate as string,
            local: values.local as number,
            startAt: slot.startTime,
            endAt: slot.endTime,
            invitations: values.invitations.map((g) => ({
              name: g.name.trim(),
              doc: onlyDigits(g.doc),
            })),
          },
        }).unwrap();
        notice({ kind: 'success', title: API_MSG.successTitle, text: booked.message });
        close('saved');
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
        // The slot may have just been taken: the day's slots are read again.
        if (place) void refetchHours();
      }
    },
  });

  // Another place: its own days; another day: its own slots.
  const { setFieldValue } = formik;
  useEffect(() => {
    void setFieldValue('date', '', false);
  }, [formik.values.local, setFieldValue]);
  useEffect(() => {
    void setFieldValue('slot', '', false);
  }, [formik.values.local, formik.values.date, setFieldValue]);

  const place = (places.data ?? []).find((p) => p.id === formik.values.local) ?? null;
  const hours = useGetLocalHoursValidQuery(place ? { slug: place.slug } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const refetchHours = hours.refetch;
  const days = place && hours.data?.slug === place.slug ? hours.data.days : [];
  function slotsOf(date: string) {
    return days.find((d) => d.date === date)?.slots ?? [];
  }

  return (
    <FormikForm
      formik={formik}
      idPrefix="staff-booking"
      className="staff-booking"
      aria-label="Cadastrar reserva de local"
    >
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__alert" />}
      <SelectField
        name="associate"
        id="staff-booking-associate"
        label="Associado"
        required
        extra="Digite parte do nome ou o CPF do associado para procurar."
        search={{ filterOption: false, onSearch: setSearch, searchValue: search }}
        placeholder="Procurar"
        loading={associates.isFetching}
        options={(associates.data ?? []).map((a) => ({
          value: a.id,
          label: a.cpf ? `${a.name} (CPF ${displayCpf(a.cpf)})` : a.name,
        }))}
        notFoundContent={MSG.emptySearch}
      />
      <SelectField
        name="local"
        id="staff-booking-local"
        label="Local"
        required
        search
        placeholder="Escolha o local"
        loading={places.isLoading}
        options={(places.data ?? []).map((p) => ({ value: p.id, label: p.description }))}
      />
      {place && !hours.isFetching && days.length === 0 && (
        <Alert type="warning" showIcon title={MSG.noValidHours} />
      )}
      {place && days.length > 0 && (
        <SelectField
          name="date"
          id="staff-booking-date"
          label="Data"
          required
          placeholder="Escolha a data"
          options={days.map((d) => ({ value: d.date, label: formatDate(d.date) }))}
        />
      )}
      {formik.values.date && slotsOf(formik.values.date).length > 0 && (
        <SlotField slots={slotsOf(formik.values.date)} />
      )}
      {place && days.length > 0 && <GuestsFields capacity={place.capacity} />}
      <FormActions close={close} saving={formik.isSubmitting} />
    </FormikForm>
  );
}
