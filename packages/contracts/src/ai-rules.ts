/*
 * The assistant's name, limits and stream events, without the schemas: the chat widget imports them without
 * TypeBox. ai.ts re-exports them with its schemas.
 */

/** The assistant's own name (spec 2: "The assistant has its own name in the product"). */
export const ASSISTANT_NAME = { en: 'Noor', ar: 'نور' } as const;

/** Limits (spec 9 leaves them open): one message, the turns of history sent, and the cards in one answer. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_HISTORY_MAX_TURNS = 12;
export const CHAT_HISTORY_TURN_MAX_LENGTH = 2000;
/** All the turns of a request's history together (the widget sends the newest turns that fit). */
export const CHAT_HISTORY_MAX_CHARS = 8000;
export const CHAT_MAX_LISTINGS = 3;

/** `POST /api/ai/search`: the assistant's search again with filters the visitor changed (a removed chip). */
export const CHAT_SEARCH_PATH = '/api/ai/search';

/**
 * The constraints of an assistant's search, in the order the chat shows them: what `relaxed` names when a search
 * that found nothing was widened. `sortBy` is an order, not a constraint.
 */
export const CHAT_FILTER_NAMES = [
  'listingType',
  'propertyTypeId',
  'areaId',
  'emirateId',
  'location',
  'bedrooms',
  'bathrooms',
  'minPrice',
  'maxPrice',
  'minArea',
  'maxArea',
  'status',
] as const;
export type ChatFilterName = (typeof CHAT_FILTER_NAMES)[number];

/** The statuses the assistant offers: a sold or rented home is never presented as a match. */
export const CHAT_LISTING_STATUSES = ['ready', 'under_construction'] as const;

/** Spec 8: the internal error text of a failed answer (the user sees the widget's localised message). */
export const CHAT_FAILURE_MESSAGE = 'Failed to get AI response';

/**
 * Events of `POST /api/ai/chat/stream` (`event: <name>` + `data: <JSON>`):
 * `delta` `{ text }` pieces of the answer as they are written; `done` the whole ChatResponse (its `response`
 * is the concatenation of the deltas); `error` `{ error, message }` (then the stream ends).
 */
export const CHAT_STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const;
