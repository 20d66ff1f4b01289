import { ALERT_SEARCH_FIELDS, type AlertSearch } from '@manzil/contracts';

/**
 * The saved filters, cleaned: empty values dropped, text trimmed. Two searches that find the same listings by the
 * same words are the same saved search.
 */
export function cleanSearch(search: AlertSearch): AlertSearch {
  const clean: Record<string, unknown> = {};
  for (const field of ALERT_SEARCH_FIELDS) {
    let value: unknown = search[field];
    if (typeof value === 'string') value = value.trim();
    if (value === undefined || value === null || value === '') continue;
    clean[field] = value;
  }
  return clean as AlertSearch;
}

/** The search as the results page's query string writes it, fields in a fixed order: `listingType=rent&areas=…`. */
export function searchKey(search: AlertSearch): string {
  const params = new URLSearchParams();
  for (const field of ALERT_SEARCH_FIELDS) {
    const value = search[field];
    if (value !== undefined) params.set(field, String(value));
  }
  return params.toString();
}
