/**
 * Saved-search alerts (issue 21), answered by the notifications service: saving a search with an e-mail address,
 * confirming and unsubscribing by one-click links, and the admin's view of the saved searches and the outgoing mail.
 */
import Type, { type Static } from 'typebox';
import { ALERT_LIMITS } from './alerts-rules.ts';
import { CatalogListing, SearchQuery } from './catalog.ts';

export {
  ADMIN_ALERTS_PATH,
  ADMIN_MAIL_PATH,
  ALERT_CONFIRM_PATH,
  ALERT_LIMITS,
  ALERT_MATCH_KINDS,
  ALERT_SEARCH_FIELDS,
  ALERT_UNSUBSCRIBE_PATH,
  ALERTS_PATH,
  type AlertMatchKind,
  type AlertSearchField,
} from './alerts-rules.ts';

/** The filters of a saved search: those of the search endpoint, with the same limits, no paging or order. */
export const AlertSearch = Type.Pick(SearchQuery, [
  'emirates',
  'areas',
  'propertyType',
  'emirateId',
  'areaId',
  'propertyTypeId',
  'listingType',
  'status',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'minArea',
  'maxArea',
  'location',
  'featured',
  'bbox',
]);
export type AlertSearch = Static<typeof AlertSearch>;

export const CreateAlertInput = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: ALERT_LIMITS.email, format: 'email' }),
    /** The page's language: the e-mails are written in it. */
    language: Type.Enum(['en', 'ar']),
    search: AlertSearch,
  },
  { additionalProperties: false },
);
export type CreateAlertInput = Static<typeof CreateAlertInput>;

/** 202: saved, waiting for the address to confirm (the same answer when it was already saved: nothing leaks). */
export const CreateAlertResponse = Type.Object({
  status: Type.Literal('confirmation_sent'),
  message: Type.String(),
});
export type CreateAlertResponse = Static<typeof CreateAlertResponse>;

export const TokenQuery = Type.Object({ token: Type.String({ minLength: 16, maxLength: 200 }) });
export type TokenQuery = Static<typeof TokenQuery>;

export const AdminAlert = Type.Object({
  id: Type.String(),
  email: Type.String(),
  language: Type.Enum(['en', 'ar']),
  search: AlertSearch,
  /** The search as the results page's URL writes it (`listingType=rent&areas=al-reem-island`). */
  searchKey: Type.String(),
  confirmed: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  lastSentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AdminAlert = Static<typeof AdminAlert>;

/** `GET /api/admin/alerts`: every saved search grouped by its search, with how many addresses keep it. */
export const AdminAlertsResponse = Type.Object({
  searches: Type.Array(
    Type.Object({
      searchKey: Type.String(),
      search: AlertSearch,
      subscribers: Type.Integer({ minimum: 0 }),
      confirmed: Type.Integer({ minimum: 0 }),
      alerts: Type.Array(AdminAlert),
    }),
  ),
  total: Type.Integer({ minimum: 0 }),
});
export type AdminAlertsResponse = Static<typeof AdminAlertsResponse>;

export const OutgoingMail = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  /** When it was sent (or stored, without SMTP). */
  date: Type.String({ format: 'date-time' }),
  text: Type.String(),
  kind: Type.Enum(['confirmation', 'digest']),
});
export type OutgoingMail = Static<typeof OutgoingMail>;

export const AdminMailQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ALERT_LIMITS.mailPageMax, default: 50 })),
  /** Messages older than this one (the id of the last message of the previous page). */
  before: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AdminMailQuery = Static<typeof AdminMailQuery>;

export const AdminMailResponse = Type.Object({
  messages: Type.Array(OutgoingMail),
  /** Where outgoing mail goes: an SMTP server, or files under DATA_DIR/mail (embedded). */
  transport: Type.Enum(['smtp', 'files']),
});
export type AdminMailResponse = Static<typeof AdminMailResponse>;

/**
 * `POST /api/search/alert-matches` (the search service): which saved searches a listing matches, by the search's
 * own rules: the notifications service asks it for each listing that changed.
 */
export const ALERT_MATCH_PATH = '/api/search/alert-matches';
export const ALERT_MATCH_MAX_SEARCHES = 200;
export const AlertMatchRequest = Type.Object({
  listing: CatalogListing,
  searches: Type.Array(AlertSearch, { maxItems: ALERT_MATCH_MAX_SEARCHES }),
});
export type AlertMatchRequest = Static<typeof AlertMatchRequest>;
/** One answer per search, in order. */
export const AlertMatchResponse = Type.Object({ matches: Type.Array(Type.Boolean()) });
export type AlertMatchResponse = Static<typeof AlertMatchResponse>;
