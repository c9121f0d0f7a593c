import { useState } from 'react';
import { Button, Modal } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { LABELS, MSG, QR_SIZE_MAX } from '@clube/shared';
import { readApiFailure, saveDownloadedFile } from '@clube/shared/web';
import { useSite } from '../site-settings/site-settings-context';
import { useAlerts } from '../ui/alerts';
import { Notice } from '../ui/notice';
import { Skeleton } from '../ui/skeleton';
import {
  useGetAssociateCardLayoutQuery,
  useListAssociateCardsQuery,
  type MemberCardDto,
} from './api/generated-api';
import { cardFileName, cardLines, renderCardPng, type CardLook } from './card-image';
import { QrCode } from './qr-code';
import './card-dialog.css';

/**
 * The QR code's side on screen: the spec's largest, 110 pixels (70 to 110). The short card code
 * is a version 3 symbol (33 modules with the quiet zone): over 3 pixels a module on a 1× screen.
 */
const QR_SIZE = QR_SIZE_MAX;

/** Hands the PNG of a card to the browser. */
async function downloadCard(card: MemberCardDto, look: CardLook): Promise<void> {
  const blob = await renderCardPng(card, look);
  saveDownloadedFile({ url: URL.createObjectURL(blob), fileName: cardFileName(card) });
}

function MembershipCard({
  card,
  look,
  onDownload,
  downloading,
}: {
  card: MemberCardDto;
  look: CardLook;
  onDownload: () => void;
  downloading: boolean;
}) {
  return (
    <li className="member-card-item">
      <article
        className="member-card"
        aria-label={`Carteirinha de ${card.name}`}
        style={{
          backgroundColor: look.background,
          backgroundImage: look.image ? `url("${look.image}")` : undefined,
          color: look.textColor,
        }}
      >
        {look.clubName || look.logo ? (
          <header className="member-card__club">
            {look.logo ? <img className="member-card__logo" src={look.logo} alt="" /> : null}
            {look.clubName ? <span>{look.clubName}</span> : null}
          </header>
        ) : null}
        {card.picture ? (
          <img className="member-card__picture" src={card.picture} alt={`Foto de ${card.name}`} />
        ) : (
          <span className="member-card__picture member-card__picture--empty" aria-hidden="true">
            <UserOutlined />
          </span>
        )}
        <div className="member-card__texts">
          <p className="member-card__name">{card.name}</p>
          <dl className="member-card__lines">
            {cardLines(card).map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <QrCode
          value={card.qrToken}
          size={QR_SIZE}
          label={`QR code da carteirinha de ${card.name}`}
        />
      </article>
      <Button
        icon={<DownloadOutlined />}
        loading={downloading}
        onClick={onDownload}
        aria-label={`Baixar carteirinha de ${card.name}`}
      >
        Baixar
      </Button>
    </li>
  );
}

interface CardDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Baixar carteirinha(s)': the membership card of the holder and of each dependent (the club's
 * name and logo from the site settings, picture, name, registration, identifier — '001'/'002'
 * and the member number — validity and QR code, on the card layout's background and
 * text colour), each downloadable as a PNG, all of them with 'Baixar todas'. Fetched fresh at
 * each opening (the QR token and the validity depend on the day).
 */
export function CardDialog({ open, onClose }: CardDialogProps) {
  const alerts = useAlerts();
  const { colors, settings } = useSite();
  const cards = useListAssociateCardsQuery(undefined, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  const layout = useGetAssociateCardLayoutQuery(undefined, { skip: !open });
  const [busy, setBusy] = useState<string | null>(null);

  const look: CardLook = {
    image: layout.data?.image ?? null,
    background: colors.primaryColor,
    textColor: layout.data?.textColor ?? '#ffffff',
    clubName: settings?.clubName?.trim() || null,
    logo: settings?.logo1 || null,
  };
  const list = cards.data ?? [];
  const loading = cards.isLoading || layout.isLoading;
  const failure = cards.error ?? null;

  const download = async (key: string, chosen: MemberCardDto[]) => {
    setBusy(key);
    try {
      for (const card of chosen) await downloadCard(card, look);
      alerts.success(MSG.downloadSuccess);
    } catch {
      alerts.error(MSG.downloadImageCorrupted);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      title="Carteirinha(s)"
      onCancel={onClose}
      width={760}
      zIndex={1100}
      centered
      footer={
        <div className="card-dialog__footer">
          {list.length > 1 ? (
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={busy === 'all'}
              disabled={loading || busy !== null}
              onClick={() => void download('all', list)}
            >
              Baixar todas
            </Button>
          ) : null}
          <Button onClick={onClose}>{LABELS.close}</Button>
        </div>
      }
    >
      {loading ? <Skeleton rows={4} /> : null}
      {failure && !loading ? <Notice title={readApiFailure(failure).message} /> : null}
      {!loading && !failure ? (
        <ul className="card-dialog__list">
          {list.map((card) => (
            <MembershipCard
              key={card.identifier}
              card={card}
              look={look}
              downloading={busy === card.identifier}
              onDownload={() => void download(card.identifier, [card])}
            />
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
