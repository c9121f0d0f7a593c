import { Button, Modal } from 'antd';
import { LABELS } from '@clube/shared';
import type { CovenantPublicDto } from '../api/generated-api';
import { htmlToText } from '../../../shared/ui/html-text';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { covenantName, embedUrl } from './covenant-groups';

interface CovenantModalProps {
  covenant: CovenantPublicDto | null;
  onClose: () => void;
}

function Block({ title, html }: { title: string; html: string | null }) {
  if (!htmlToText(html) && !/<(img|iframe)\b/i.test(html ?? '')) return null;
  return (
    <section className="covenant-modal__block">
      <h3>{title}</h3>
      <SafeHtml className="rich-text" html={html} />
    </section>
  );
}

/** 'SAIBA MAIS' of a covenant: benefits, how to use, company info, video, 'Fechar'. */
export function CovenantModal({ covenant, onClose }: CovenantModalProps) {
  const embedded = embedUrl(covenant?.videoEmbedded);
  const name = covenant ? covenantName(covenant) : '';
  return (
    <Modal
      open={Boolean(covenant)}
      title={name}
      onCancel={onClose}
      width={760}
      centered
      destroyOnHidden
      footer={<Button onClick={onClose}>{LABELS.close}</Button>}
    >
      {covenant ? (
        <div className="covenant-modal">
          <img
            className="covenant-modal__image"
            src={covenant.image}
            alt=""
            width={1280}
            height={720}
            decoding="async"
          />
          {covenant.subtitle ? (
            <p className="covenant-modal__subtitle">{covenant.subtitle}</p>
          ) : null}
          <Block title="Benefícios" html={covenant.benefits} />
          <Block title="Como utilizar" html={covenant.use} />
          <Block title="Informações da empresa" html={covenant.infos} />
          {covenant.video ? (
            <video
              className="covenant-modal__video"
              src={covenant.video}
              poster={covenant.thumbVideo ?? undefined}
              controls
              preload="metadata"
              aria-label={`Vídeo: ${name}`}
            />
          ) : null}
          {embedded ? (
            <div className="covenant-modal__embed">
              <iframe
                src={embedded}
                title={`Vídeo: ${name}`}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          ) : covenant.videoEmbedded && /^https?:\/\//i.test(covenant.videoEmbedded) ? (
            <p>
              <a href={covenant.videoEmbedded} target="_blank" rel="noopener noreferrer">
                Assistir ao vídeo
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
