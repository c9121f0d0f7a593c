import FacebookFilled from '@ant-design/icons/FacebookFilled';
import InstagramOutlined from '@ant-design/icons/InstagramOutlined';
import YoutubeFilled from '@ant-design/icons/YoutubeFilled';
import type { ReactNode } from 'react';
import type { SiteSettings } from '../site-settings/site-settings-context';

const networks: {
  key: 'facebookUrl' | 'instagramUrl' | 'youtubeUrl';
  label: string;
  icon: ReactNode;
}[] = [
  { key: 'facebookUrl', label: 'Facebook', icon: <FacebookFilled /> },
  { key: 'instagramUrl', label: 'Instagram', icon: <InstagramOutlined /> },
  { key: 'youtubeUrl', label: 'YouTube', icon: <YoutubeFilled /> },
];

/** Only web addresses become links (an address such as `javascript:` is ignored). */
function isWebUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim());
}

/** Icons to the club's social networks; only the networks set in the settings. */
export function SocialLinks({ settings }: { settings: SiteSettings | undefined }) {
  const links = networks.filter(({ key }) => isWebUrl(settings?.[key]));
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label="Redes sociais">
      {links.map(({ key, label, icon }) => (
        <li key={key}>
          <a
            href={settings?.[key]?.trim()}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (abre em nova aba)`}
            title={label}
          >
            <span aria-hidden="true">{icon}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
