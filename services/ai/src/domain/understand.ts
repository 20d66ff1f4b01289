import type { ChatFilters, ChatIntent, ChatTurn } from '@manzil/contracts';
import {
  ABOUT_WORDS,
  CALL_WORDS,
  CONTACT_WORDS,
  GREETING_WORDS,
  HANDOFF_WORDS,
  MORTGAGE_WORDS,
  OWNER_CUES,
  PERMIT_WORDS,
  REFINE_WORDS,
  SEARCH_WORDS,
  SERVICE_WORDS,
  THANKS_WORDS,
  WHATSAPP_WORDS,
} from './lexicon/index.ts';
import { normalizeRequest } from './normalize.ts';
import { type MortgageReading, readMortgage } from './reading/mortgage.ts';
import { type Reading, readNumbers, readPercents, readWords } from './reading/reading.ts';
import { readRooms } from './reading/rooms.ts';
import { type ProtectedTrait, readListingId, readPlaceText, readTrait } from './reading/subjects.ts';
import { hasAny, tokensOf } from './reading/words.ts';
import type { ReferenceMatcher } from './references.ts';

/** What the built-in assistant understood of one message. */
export interface Understanding {
  intent: ChatIntent;
  /** Search filters (empty when none were found). */
  filters: ChatFilters;
  /** A place phrase after "in"/"في" that matched no known area or emirate (resolved through the search API). */
  placeText?: string;
  /** The protected trait a request tried to filter on (nationality, religion...). */
  protectedTrait?: ProtectedTrait;
  mortgage?: MortgageReading;
  /** A listing named by id or reference (ST-000123). */
  listingId?: number;
  handoff?: 'whatsapp' | 'call';
  agencyTopic?: 'contact' | 'services' | 'about';
  /** 'thanks' for a thank-you, 'hello' otherwise. */
  greeting?: 'hello' | 'thanks';
  /** The request asks for a permit (advertising or building permit number). */
  permit?: boolean;
  /** The filters were completed from an earlier request of the conversation. */
  refined?: boolean;
}

export function hasSearchFilters(filters: ChatFilters): boolean {
  return Object.entries(filters).some(([key, value]) => key !== 'sortBy' && value !== undefined);
}

/**
 * Reads one request: the search filters it states, and what the person wants (search, a listing, a mortgage
 * estimate, a person, agency details, a greeting). Pure: the catalog's vocabulary comes in `matcher`.
 */
export function understand(
  message: string,
  matcher: ReferenceMatcher,
  history: ChatTurn[] = [],
): Understanding {
  // '80 - 120k', '١٠٠ – ١٥٠ متر': one dashed range; '<', '>', '≤', '≥' said in words.
  const normalized = normalizeRequest(
    message
      .replace(/([\d٠-٩۰-۹][km]?)\s*[-–—~]\s*(?=[\d٠-٩۰-۹])/giu, '$1-')
      .replace(/[<≤]/g, ' under ')
      .replace(/[>≥]/g, ' over '),
  );
  const words = tokensOf(normalized);
  const joined = words.join(' ');
  const filters: ChatFilters = {};
  const reading: Reading = { filters, used: new Set(), amounts: [], percents: [] };

  readRooms(words, reading);
  readPercents(words, reading);
  readNumbers(words, reading);
  // The words read as numbers and comparatives are not read again: 'أكبر من ٣٠٠ متر' is a size, not a sort.
  readWords(
    words.map((word, i) => (reading.used.has(i) ? '' : word)),
    filters,
  );

  const taken = new Set<number>(reading.used);
  const places = matcher.findPlaces(joined, taken);
  const area = places.find((place) => place.kind === 'area');
  const emirate = places.find((place) => place.kind === 'emirate');
  if (area) filters.areaId = area.id;
  else if (emirate) filters.emirateId = emirate.id;
  const type = matcher.findType(joined, taken);
  if (type) filters.propertyTypeId = type.id;

  const understanding: Understanding = { intent: 'help', filters };
  if (!area && !emirate) {
    const placeText = readPlaceText(words, taken);
    if (placeText) understanding.placeText = placeText;
  }

  const trait = readTrait(words);
  const listingId = readListingId(message);
  const mortgageAsked = hasAny(words, MORTGAGE_WORDS);
  const handoffAsked = hasAny(words, HANDOFF_WORDS);
  const searchy =
    hasSearchFilters(filters) || understanding.placeText !== undefined || hasAny(words, SEARCH_WORDS);

  if (trait) {
    understanding.intent = 'declined';
    understanding.protectedTrait = trait;
    // 'in an area with no …' describes people, not a place: only known places are kept.
    delete understanding.placeText;
    return understanding;
  }
  if (mortgageAsked) {
    understanding.intent = 'mortgage';
    understanding.mortgage = readMortgage(words, reading);
    if (listingId) understanding.listingId = listingId;
    return understanding;
  }
  const permitAsked = hasAny(words, PERMIT_WORDS);
  if (listingId) {
    understanding.intent = 'listing';
    understanding.listingId = listingId;
    if (permitAsked) understanding.permit = true;
    return understanding;
  }
  if (permitAsked && !hasSearchFilters(filters)) {
    understanding.intent = 'help';
    understanding.permit = true;
    return understanding;
  }
  if (handoffAsked) {
    understanding.intent = 'handoff';
    understanding.handoff = hasAny(words, CALL_WORDS) && !hasAny(words, WHATSAPP_WORDS) ? 'call' : 'whatsapp';
    return understanding;
  }

  if (hasAny(words, OWNER_CUES)) {
    understanding.intent = 'agency';
    understanding.agencyTopic = 'services';
    return understanding;
  }
  const agencyTopic = hasAny(words, SERVICE_WORDS)
    ? 'services'
    : hasAny(words, ABOUT_WORDS)
      ? 'about'
      : hasAny(words, CONTACT_WORDS) && !hasSearchFilters(filters)
        ? 'contact'
        : undefined;
  if (agencyTopic && !hasSearchFilters(filters)) {
    understanding.intent = 'agency';
    understanding.agencyTopic = agencyTopic;
    return understanding;
  }

  // A follow-up ('what about 3 bedrooms?', 'و للايجار؟') completes the previous request's filters.
  const previous = lastSearch(history, matcher);
  const partial =
    filters.listingType === undefined &&
    filters.areaId === undefined &&
    filters.emirateId === undefined &&
    filters.propertyTypeId === undefined;
  const cue = hasAny(words.slice(0, 3), REFINE_WORDS);
  if (previous && (hasSearchFilters(filters) || filters.sortBy) && (cue || partial)) {
    understanding.filters = { ...previous.filters, ...filters };
    if (!understanding.placeText && previous.placeText && understanding.filters.areaId === undefined)
      understanding.placeText = previous.placeText;
    understanding.refined = true;
    understanding.intent = 'search';
    return understanding;
  }

  if (searchy) {
    understanding.intent = 'search';
    return understanding;
  }
  if (hasAny(words, THANKS_WORDS)) {
    understanding.intent = 'greeting';
    understanding.greeting = 'thanks';
    return understanding;
  }
  if (hasAny(words, GREETING_WORDS)) {
    understanding.intent = 'greeting';
    understanding.greeting = 'hello';
    return understanding;
  }
  return understanding;
}

/** The filters of the most recent search request in the conversation, if any. */
function lastSearch(history: ChatTurn[], matcher: ReferenceMatcher): Understanding | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i] as ChatTurn;
    if (turn.role !== 'user') continue;
    const earlier = understand(turn.content, matcher, []);
    if (earlier.intent === 'search') return earlier;
    if (earlier.intent !== 'help' && earlier.intent !== 'greeting') return undefined;
  }
  return undefined;
}
