import { Button, Modal } from 'antd';
import { Link } from 'react-router-dom';
import { LABELS } from '@clube/shared';
import { paths } from '../../../core/paths';
import type { ReturnState } from '../../../shared/guards/require-member';
import type { LocalPublicDto } from '../api/generated-api';
import { htmlToText } from '../../../shared/ui/html-text';
import { PhotoCarousel } from '../../../shared/ui/photo-carousel';
import { SafeHtml } from '../../../shared/ui/safe-html';
import {
  canReserve,
  capacityText,
  needsSignInToReserve,
  pricePerGuest,
  restrictionText,
  SIGN_IN_TO_RESERVE,
  SPACE_PARAM,
} from './space-rules';

interface SpaceModalProps {
  space: LocalPublicDto | null;
  /** A member is signed in (the session slice). */
  memberSignedIn: boolean;
  onReserve: (space: LocalPublicDto) => void;
  onClose: () => void;
}

/**
 * A space's dialog (spec "Spaces list and space dialog"): description, usage guide, price per
 * guest, capacity, fit for reservation, restriction, reservation interval and the photos;
 * 'Reservar' only under the spec's four conditions (space-rules.ts), then 'Fechar'. A visitor
 * looking at a space members may reserve is told to sign in, and the login leads back here.
 */
export function SpaceModal({ space, memberSignedIn, onReserve, onClose }: SpaceModalProps) {
  const reservable = space ? canReserve(space, memberSignedIn) : false;
  const signInFirst = space ? needsSignInToReserve(space, memberSignedIn) : false;
  const loginState: ReturnState | undefined = space
    ? {
        from: {
          pathname: paths.spaces,
          search: `?${SPACE_PARAM}=${encodeURIComponent(space.slug)}`,
        },
      }
    : undefined;
  return (
    <Modal
      open={Boolean(space)}
      title={space?.description}
      onCancel={onClose}
      width={760}
      centered
      destroyOnHidden
      footer={
        <>
          {space && reservable ? (
            <Button type="primary" onClick={() => onReserve(space)}>
              {LABELS.reserve}
            </Button>
          ) : null}
          <Button onClick={onClose}>{LABELS.close}</Button>
        </>
      }
    >
      {space ? (
        <div className="space-modal">
          {signInFirst ? (
            <p className="space-modal__sign-in">
              <Link to={paths.memberLogin} state={loginState}>
                {SIGN_IN_TO_RESERVE.link}
              </Link>{' '}
              {SIGN_IN_TO_RESERVE.rest}
            </p>
          ) : null}
          <PhotoCarousel photos={space.gallery ?? []} name={space.description} />
          {htmlToText(space.usageGuide) ? (
            <section className="space-modal__guide">
              <h3>Guia de uso</h3>
              <SafeHtml className="rich-text" html={space.usageGuide} />
            </section>
          ) : null}
          <dl className="space-modal__facts">
            <div>
              <dt>Preço por convidado</dt>
              <dd>{pricePerGuest(space)}</dd>
            </div>
            <div>
              <dt>Capacidade</dt>
              <dd>{capacityText(space.capacity)}</dd>
            </div>
            <div>
              <dt>Apto para reserva</dt>
              <dd>{space.reserved ? LABELS.yes : LABELS.no}</dd>
            </div>
            <div>
              <dt>Restrição</dt>
              <dd>{restrictionText(space)}</dd>
            </div>
            <div>
              <dt>Intervalo de reserva</dt>
              <dd>{space.reservationInterval?.description || '—'}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </Modal>
  );
}
