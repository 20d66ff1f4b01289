/**
 * The assistant's public contract: `POST /api/ai/chat` (JSON answer) and `POST /api/ai/chat/stream`
 * (server-sent events). The request carries the spec's `message` and `language` (section 7) plus the recent
 * conversation; the answer carries the spec's `response` text plus what the widget shows under it: the
 * listings the assistant found and the search link it used.
 */
import Type, { type Static } from 'typebox';
import {
  CHAT_FILTER_NAMES,
  CHAT_HISTORY_MAX_TURNS,
  CHAT_HISTORY_TURN_MAX_LENGTH,
  CHAT_LISTING_STATUSES,
  CHAT_MESSAGE_MAX_LENGTH,
} from './ai-rules.ts';
import { ListingType, PriceType, PropertyStatus, SortBy } from './catalog.ts';

export * from './ai-rules.ts';

export const ChatLanguage = Type.Enum(['en', 'ar']);
export type ChatLanguage = Static<typeof ChatLanguage>;

/**
 * A turn of the conversation the widget sends back. An assistant turn carries the `signature` its answer came
 * with: the model is given only the assistant's own words as its words (an unsigned or altered one is left out).
 */
export const ChatTurn = Type.Object({
  role: Type.Enum(['user', 'assistant']),
  content: Type.String({ maxLength: CHAT_HISTORY_TURN_MAX_LENGTH }),
  signature: Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' })),
});
export type ChatTurn = Static<typeof ChatTurn>;

/**
 * `POST /api/ai/chat` and `POST /api/ai/chat/stream`. `language` is the page's (default English); the answer
 * comes in the language the message is clearly written in, else in that one.
 */
export const ChatRequest = Type.Object({
  message: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH }),
  language: Type.Optional(ChatLanguage),
  /** The recent conversation, oldest first, without the new message. */
  history: Type.Optional(Type.Array(ChatTurn, { maxItems: CHAT_HISTORY_MAX_TURNS })),
});
export type ChatRequest = Static<typeof ChatRequest>;

/** The search filters the assistant derived from a request: the parameters of `GET /api/properties/search`. */
export const ChatFilters = Type.Object({
  listingType: Type.Optional(ListingType),
  propertyTypeId: Type.Optional(Type.Integer()),
  emirateId: Type.Optional(Type.Integer()),
  areaId: Type.Optional(Type.Integer()),
  /** Free text the catalog resolves when no known area or emirate matched. */
  location: Type.Optional(Type.String()),
  status: Type.Optional(PropertyStatus),
  minPrice: Type.Optional(Type.Number()),
  maxPrice: Type.Optional(Type.Number()),
  /** '0' studio, '1'..'4', 'N+' N or more. */
  bedrooms: Type.Optional(Type.String()),
  bathrooms: Type.Optional(Type.String()),
  minArea: Type.Optional(Type.Number()),
  maxArea: Type.Optional(Type.Number()),
  sortBy: Type.Optional(SortBy),
});
export type ChatFilters = Static<typeof ChatFilters>;

const Amount = Type.Number({ minimum: 0, maximum: 10_000_000_000 });
const RoomCount = Type.String({ pattern: '^(?:[0-9]|[1-9][0-9])\\+?$', maxLength: 3 });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Filters a visitor sends back (`POST /api/ai/search`): the same names, each checked; nothing else accepted. */
export const ChatSearchFilters = Type.Object(
  {
    listingType: Type.Optional(ListingType),
    propertyTypeId: Type.Optional(Id),
    emirateId: Type.Optional(Id),
    areaId: Type.Optional(Id),
    location: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    status: Type.Optional(Type.Enum(CHAT_LISTING_STATUSES)),
    minPrice: Type.Optional(Amount),
    maxPrice: Type.Optional(Amount),
    bedrooms: Type.Optional(RoomCount),
    bathrooms: Type.Optional(RoomCount),
    minArea: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
    maxArea: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
    sortBy: Type.Optional(SortBy),
  },
  { additionalProperties: false },
);

/** `POST /api/ai/search`: the search of an answer again, with the chips the visitor kept. */
export const ChatSearchRequest = Type.Object(
  {
    filters: ChatSearchFilters,
    language: Type.Optional(ChatLanguage),
  },
  { additionalProperties: false },
);
export type ChatSearchRequest = Static<typeof ChatSearchRequest>;

export const ChatFilterName = Type.Enum(CHAT_FILTER_NAMES);
export type ChatFilterName = Static<typeof ChatFilterName>;

/** A place or property type the filters name by id, in both languages (the chat's chips show it). */
const ChatName = Type.Object({ en: Type.String(), ar: Type.String() });
export const ChatFilterNames = Type.Object({
  propertyTypeId: Type.Optional(ChatName),
  areaId: Type.Optional(ChatName),
  emirateId: Type.Optional(ChatName),
});
export type ChatFilterNames = Static<typeof ChatFilterNames>;

/** A listing card in an answer: only what the card shows, in both languages, from the catalog as it is. */
export const ChatListing = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  titleEn: Type.String(),
  titleAr: Type.String(),
  price: Type.Number(),
  priceType: PriceType,
  listingType: ListingType,
  status: PropertyStatus,
  bedrooms: Type.Union([Type.Integer(), Type.Null()]),
  bathrooms: Type.Union([Type.Integer(), Type.Null()]),
  area: Type.Union([Type.Number(), Type.Null()]),
  areaUnit: Type.String(),
  areaName: Type.String(),
  areaNameAr: Type.String(),
  emirateName: Type.String(),
  emirateNameAr: Type.String(),
  propertyTypeName: Type.String(),
  propertyTypeNameAr: Type.String(),
  /** Cover picture (small variant when there is one), null when the listing has none. */
  imageUrl: Type.Union([Type.String(), Type.Null()]),
});
export type ChatListing = Static<typeof ChatListing>;

export const CHAT_INTENTS = [
  'search',
  'listing',
  'mortgage',
  'handoff',
  'agency',
  'greeting',
  'declined',
  'help',
] as const;
export const ChatIntent = Type.Enum(CHAT_INTENTS);
export type ChatIntent = Static<typeof ChatIntent>;

export const ChatResponse = Type.Object({
  /** The answer text (spec 7). */
  response: Type.String(),
  /** The language of the answer. */
  language: ChatLanguage,
  /** The assistant's name in that language. */
  assistant: Type.String(),
  /** What the built-in assistant understood ('help' for anything else); the model-backed one reports its last tool. */
  intent: ChatIntent,
  listings: Type.Array(ChatListing),
  /** How many listings matched the search (null when no search ran). */
  total: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** The properties-page link of that search, without the /ar prefix (`/properties?listingType=rent&...`). */
  searchUrl: Type.Union([Type.String(), Type.Null()]),
  /** What the assistant understood the visitor asked for (null when no search ran). */
  requestedFilters: Type.Union([ChatFilters, Type.Null()]),
  /** The search that ran: `requestedFilters` unless nothing matched them and the search was widened. */
  filters: Type.Union([ChatFilters, Type.Null()]),
  /** The constraints of `requestedFilters` the widened search left out (empty when it matched as asked). */
  relaxed: Type.Array(ChatFilterName),
  /** Names of the place and property type the filters give by id. */
  filterNames: ChatFilterNames,
  /** Set when the assistant hands over to a person. */
  handoff: Type.Union([Type.Enum(['whatsapp', 'call']), Type.Null()]),
  /** The server's signature of `response`: sent back with this turn in `history`, so it is taken as its own. */
  signature: Type.String(),
});
export type ChatResponse = Static<typeof ChatResponse>;

export const ChatStreamDelta = Type.Object({ text: Type.String() });
export type ChatStreamDelta = Static<typeof ChatStreamDelta>;
export const ChatStreamError = Type.Object({ error: Type.String(), message: Type.String() });
export type ChatStreamError = Static<typeof ChatStreamError>;
