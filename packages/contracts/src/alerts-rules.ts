/*
 * Saved-search alerts (issue 21): paths and limits, without the schemas, so the results page's "Alert me" form and
 * the admin import them without TypeBox. alerts.ts builds the schemas from them and re-exports them.
 */

/** `POST`: save a search with an e-mail address (202, a confirmation e-mail goes out first). */
export const ALERTS_PATH = '/api/alerts';
/** `GET ?token=`: the one-click confirmation link of the confirmation e-mail. */
export const ALERT_CONFIRM_PATH = '/api/alerts/confirm';
/** `GET` or `POST ?token=` (RFC 8058 one-click): the unsubscribe link of every e-mail. */
export const ALERT_UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';
/** Admin: saved searches with their subscribers; `DELETE /api/admin/alerts/{id}` removes one subscriber's search. */
export const ADMIN_ALERTS_PATH = '/api/admin/alerts';
/** Admin: the outgoing mail, newest first (what an agency without SMTP would have sent). */
export const ADMIN_MAIL_PATH = '/api/admin/mail';

export const ALERT_LIMITS = {
  email: 254,
  /** Saved searches one address may keep (confirmed or waiting for confirmation). */
  searchesPerEmail: 10,
  /** Requests to save a search per client and per address, per hour. */
  savesPerClientPerHour: 20,
  savesPerEmailPerHour: 5,
  /** Outgoing messages the admin list answers per page. */
  mailPageMax: 100,
} as const;

/** The search parameters an alert keeps: the filters of `GET /api/properties/search`, no paging or order. */
export const ALERT_SEARCH_FIELDS = [
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
] as const;
export type AlertSearchField = (typeof ALERT_SEARCH_FIELDS)[number];

/** Why a listing is in a digest. */
export const ALERT_MATCH_KINDS = ['new', 'price_drop', 'back_on_market'] as const;
export type AlertMatchKind = (typeof ALERT_MATCH_KINDS)[number];
