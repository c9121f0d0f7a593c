import { useGetSiteConfigurationPublicQuery } from '../../features/site-configuration/api/site-configuration-api';
import './club-brand.css';

/** Shown until (or unless) the public settings name the club. */
export const DEFAULT_CLUB_NAME = 'Clube';

/**
 * The club's logo and name, from the public site settings
 * (GET /site-configuration-public); 'Clube' while they load or when unset.
 */
export function ClubBrand() {
  const { data } = useGetSiteConfigurationPublicQuery();
  const name = data?.clubName?.trim() || DEFAULT_CLUB_NAME;
  return (
    <span className="club-brand">
      {data?.logo1 && <img className="club-brand__logo" src={data.logo1} alt="" />}
      <span className="club-brand__name">{name}</span>
    </span>
  );
}
