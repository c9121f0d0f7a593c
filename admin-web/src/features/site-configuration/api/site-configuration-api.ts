import { siteConfigurationGeneratedApi } from './generated-api';

export type {
  FacilityDto,
  SiteConfigurationDto,
  SiteConfigurationPublicDto,
} from './generated-api';

/**
 * The site settings (list-site-configuration; saving needs update-site-configuration),
 * multipart when it holds a file (`logo1`, `logo2`, `docPdf1`, `docPdf2`), the about map's facilities, and the
 * public settings the back office's header shows (club name and logo).
 */
export const siteConfigurationApi = siteConfigurationGeneratedApi.enhanceEndpoints({
  addTagTypes: ['SiteSettings'],
  endpoints: {
    getSiteConfigurationPublic: { providesTags: ['SiteSettings'] },
    updateSiteConfiguration: { invalidatesTags: ['SiteSettings'] },
  },
});

export const {
  useGetSiteConfigurationPublicQuery,
  useGetSiteConfigurationQuery,
  useUpdateSiteConfigurationMutation,
  useListFacilitiesQuery,
  useReplaceFacilitiesMutation,
} = siteConfigurationApi;
