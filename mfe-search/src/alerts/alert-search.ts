import { ALERT_SEARCH_FIELDS, type AlertSearch, type AlertSearchField, parseMapBox } from '@manzil/contracts';
import { parseSearchState, searchApiParams } from '../lib/filters.ts';

/*
 * The search an alert saves: the results page's filters as the search endpoint takes them (the same names the
 * page sends, aliases resolved, values the API would refuse dropped), limited to ALERT_SEARCH_FIELDS, so paging,
 * order and view never reach a saved search. No React here.
 */

const NUMBERS = new Set<AlertSearchField>([
  'emirateId',
  'areaId',
  'propertyTypeId',
  'minPrice',
  'maxPrice',
  'minArea',
  'maxArea',
]);

function isField(name: string): name is AlertSearchField {
  return (ALERT_SEARCH_FIELDS as readonly string[]).includes(name);
}

/** The saved search for a results page's query string (`POST /api/alerts`'s `search`). */
export function alertSearchOf(params: URLSearchParams): AlertSearch {
  const state = parseSearchState(params);
  const found: Record<string, string> = {};
  for (const [name, value] of Object.entries(searchApiParams(state))) {
    if (value !== undefined && value !== '' && isField(name)) found[name] = String(value);
  }
  // The map's box and the featured switch are search filters the page keeps in its URL as they are.
  const bbox = params.get('bbox')?.trim();
  if (bbox && !('error' in parseMapBox(bbox))) found.bbox = bbox;
  if (params.get('featured') === 'true') found.featured = 'true';

  const search: Record<string, string | number | boolean> = {};
  for (const field of ALERT_SEARCH_FIELDS) {
    const value = found[field];
    if (value === undefined) continue;
    if (NUMBERS.has(field)) {
      const number = Number(value);
      if (Number.isFinite(number)) search[field] = number;
    } else if (field === 'featured') {
      search[field] = true;
    } else {
      search[field] = value;
    }
  }
  return search as AlertSearch;
}
