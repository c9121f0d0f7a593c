import FacebookFilled from '@ant-design/icons-svg/es/asn/FacebookFilled';
import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import YoutubeFilled from '@ant-design/icons-svg/es/asn/YoutubeFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { SiteSettings } from '../site-settings/site-settings-context';
import { Icon } from '../ui/icon';

const networks: {
  key: 'facebookUrl' | 'instagramUrl' | 'youtubeUrl';
  label: string;
  icon: IconDefinition;
}[] = [
  { key: 'facebookUrl', label: 'Facebook', icon: FacebookFilled },
  { key: 'instagramUrl', label: 'Instagram', icon: InstagramOutlined },
  { key: 'youtubeUrl', label: 'YouTube', icon: YoutubeFilled },
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
            <Icon icon={icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
