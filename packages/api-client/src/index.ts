export { type AnalyticsEvent, type AnalyticsRecord, type ContactMethod, track } from './analytics.ts';
export { sendContactEnquiry } from './contact.ts';
export {
  absoluteUrl,
  fullAddressOnUse,
  mailtoHref,
  telHref,
  whatsappHref,
  whatsappNumber,
} from './contact-links.ts';
export {
  clearFavourites,
  FAVOURITES_STORAGE_KEY,
  isFavourite,
  readFavourites,
  toggleFavourite,
  useFavourite,
  useFavourites,
} from './favourites.ts';
export {
  type ApiAnswer,
  ApiError,
  apiFetch,
  apiRequest,
  isApiError,
  type RouteArgs,
  type RouteInit,
  routePath,
  sendRequest,
  setApiTransport,
  toQueryString,
  validationDetails,
} from './fetch.ts';
export {
  type DehydratedQuery,
  dehydrate,
  type FetchStatus,
  hydrate,
  keepPreviousData,
  Query,
  QueryClient,
  QueryClientProvider,
  type QueryFunctionContext,
  type QueryKey,
  type QueryResult,
  type QueryState,
  type QueryStatus,
  useQuery,
  useQueryClient,
} from './query/index.ts';
export { createQueryClient } from './query-client.ts';
export { pageRemotesFile } from './remotes.ts';
export {
  localizeSiteContent,
  type ServiceItem,
  type SiteContent,
  type SiteContentTexts,
  type SocialLink,
  type SocialPlatform,
  type Testimonial,
} from './site-content.ts';
export {
  fetchSiteContent,
  rememberSiteContent,
  resetSiteContentCache,
  SITE_CONTENT_PATH,
  SITE_CONTENT_REFETCH_MS,
  SITE_CONTENT_STALE_MS,
  type SiteContentQuery,
  siteContentEtag,
  siteContentQuery,
  siteContentQueryKey,
  useSiteContent,
  withContentDefaults,
} from './use-site-content.ts';
