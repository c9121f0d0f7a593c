import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import { useListFacilitiesQuery } from '../api/generated-api';
import { PrivacyNotice } from '../components/privacy-notice';
import { useSite } from '../../../shared/site-settings/site-settings-context';
import { Icon } from '../../../shared/ui/icon';
import { Notice } from '../../../shared/ui/notice';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { Skeleton } from '../../../shared/ui/skeleton';
import '../../../shared/ui/content.css';
import './about-page.css';

/**
 * About: the statute and internal rules (settings docPdf1/docPdf2, when set),
 * the about text (aboutColibri), the numbered map of the facilities and what the club keeps
 * about people and for how long (privacy).
 */
export function AboutPage() {
  const { settings } = useSite();
  const facilities = useListFacilitiesQuery();
  const docs = [
    { title: 'Estatuto', href: settings?.docPdf1 },
    { title: 'Regimento Interno', href: settings?.docPdf2 },
  ].filter((doc): doc is { title: string; href: string } => Boolean(doc.href));
  const sorted = [...(facilities.data ?? [])].sort((a, b) => a.number - b.number);

  return (
    <div className="about">
      <h1 className="content-page__title">Sobre o clube</h1>
      {docs.length > 0 ? (
        <ul className="about__docs" aria-label="Documentos">
          {docs.map((doc) => (
            <li key={doc.title}>
              <a className="about__doc" href={doc.href} target="_blank" rel="noopener noreferrer">
                <Icon icon={FilePdfOutlined} className="about__doc-icon" />
                <span className="about__doc-title">{doc.title}</span>
                <span className="about__doc-hint">Abrir PDF</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <SafeHtml className="rich-text about__text" html={settings?.aboutColibri} />

      <section aria-labelledby="about-map" className="about__map">
        <h2 id="about-map">Mapa do clube</h2>
        {facilities.isLoading ? <Skeleton reserve /> : null}
        {facilities.isError ? <Notice title="Não foi possível carregar o mapa do clube." /> : null}
        {sorted.length > 0 ? (
          <ol className="about__facilities">
            {sorted.map((facility) => (
              <li key={facility.number} className="about__facility">
                <span className="about__facility-number">{facility.number}</span>{' '}
                <span>
                  <span className="about__facility-name">{facility.name}</span>
                  {facility.description ? (
                    <span className="about__facility-description">{facility.description}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      <PrivacyNotice />
    </div>
  );
}
