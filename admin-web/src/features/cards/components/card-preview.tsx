import { displayCpf, formatDate } from '@clube/shared';
import { useGetCardLayoutQuery } from '../../card-layout';
import { QrCodeImage } from './qr-code-image';
import './card-preview.css';

export interface CardPreviewData {
  name: string | null;
  registration: string | null;
  cpf: string | null;
  birthDate: string | null;
  expiresAt: string | null;
  picture: string | null;
  /** The card's signed QR content; null until the card is saved. */
  qrToken: string | null;
}

const orDash = (value: string | null | undefined) => (value ? value : '—');

/**
 * The card as the member sees it: the card layout's background and text colour, the owner's
 * name, registration, CPF, birth date, the validity, the picture and the QR code.
 */
export function CardPreview({ card }: { card: CardPreviewData }) {
  const layout = useGetCardLayoutQuery();
  const background = layout.data?.image ?? null;
  return (
    <figure className="card-preview__figure">
      <div
        className="card-preview"
        role="group"
        aria-label="Prévia da carteirinha"
        style={{
          color: layout.data?.textColor ?? '#FFFFFF',
          backgroundImage: background ? `url("${background}")` : undefined,
        }}
      >
        <div className="card-preview__photo">
          {card.picture ? (
            <img src={card.picture} alt="Foto da carteirinha" />
          ) : (
            <span>Sem foto</span>
          )}
        </div>
        <dl className="card-preview__data">
          <dt className="card-preview__name">{orDash(card.name)}</dt>
          <dd>Matrícula: {orDash(card.registration)}</dd>
          <dd>CPF: {card.cpf ? displayCpf(card.cpf) : '—'}</dd>
          <dd>Nascimento: {card.birthDate ? formatDate(card.birthDate) : '—'}</dd>
          <dd>Validade: {card.expiresAt ? formatDate(card.expiresAt) : '—'}</dd>
        </dl>
        <div className="card-preview__code">
          {card.qrToken ? (
            <QrCodeImage value={card.qrToken} />
          ) : (
            <span className="card-preview__qr-later">QR code gerado ao salvar</span>
          )}
        </div>
      </div>
      <figcaption>Prévia da carteirinha</figcaption>
    </figure>
  );
}
