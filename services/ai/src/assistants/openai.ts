import {
  ASSISTANT_NAME,
  CHAT_LISTING_STATUSES,
  type ChatFilterName,
  type ChatFilterNames,
  type ChatFilters,
  type ChatIntent,
  type ChatListing,
  LISTING_TYPES,
  SORT_OPTIONS,
} from '@manzil/contracts';
import type { Logger } from '@manzil/service-kit';
import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { priceLabel } from '../domain/compose.ts';
import { estimateMortgage, MORTGAGE_DEFAULTS } from '../domain/mortgage.ts';
import { normalizeRequest } from '../domain/normalize.ts';
import type { ReferenceMatcher } from '../domain/references.ts';
import type { Assistant, AssistantAnswer, AssistantInput, ReplyOptions } from './assistant.ts';
import {
  filterNamesOf,
  matcherOf,
  resolvePlace,
  searchListings,
  type Toolbox,
  toChatListing,
} from './toolbox.ts';

export interface ModelOptions {
  apiKey?: string;
  baseUrl: string;
  model: string;
  /** Longest wait for one model call to start answering (default 30 s). */
  timeoutMs?: number;
  /** Longest time for a whole answer, tool calls included (default 60 s). */
  deadlineMs?: number;
  /** Retries of a failed model call (default 1). */
  maxRetries?: number;
  /** Tool-call rounds before the model must answer (default 4). */
  maxToolRounds?: number;
  /** Told the tokens each model call used (the API's count, else an estimate), for the daily budget. */
  onUsage?: (tokens: number) => void;
  log: Logger;
}

/** About four characters a token: the estimate when the API does not report its usage. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The model failed (error, timeout, nonsense): the route answers with the spec's error message. */
export class ModelFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ModelFailedError';
  }
}

const TOOLS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'search_listings',
      description:
        "Search the agency's own property listings. Use it for every question about available homes, prices or areas. Returns the total and up to 3 best matches.",
      parameters: {
        type: 'object',
        properties: {
          listingType: { type: 'string', enum: [...LISTING_TYPES], description: 'sale or rent' },
          propertyType: {
            type: 'string',
            description: 'apartment, villa, townhouse, penthouse, duplex, hotel apartment, compound villa',
          },
          area: {
            type: 'string',
            description: 'Community or area name as the user wrote it, e.g. "Al Reem Island" or "الريم"',
          },
          emirate: { type: 'string', description: 'Emirate name, e.g. "Abu Dhabi"' },
          minPrice: { type: 'number', description: 'AED' },
          maxPrice: { type: 'number', description: 'AED' },
          bedrooms: { type: 'string', description: '"0" for studio, "1".."4", or "5+"' },
          bathrooms: { type: 'string', description: '"1".."4" or "5+"' },
          status: { type: 'string', enum: [...CHAT_LISTING_STATUSES] },
          minArea: { type: 'number', description: 'square feet' },
          maxArea: { type: 'number', description: 'square feet' },
          sortBy: { type: 'string', enum: [...SORT_OPTIONS] },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_listing',
      description: 'Get one listing by its id or its reference (ST-000123).',
      parameters: {
        type: 'object',
        properties: { id: { type: 'integer' }, reference: { type: 'string' } },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'mortgage_estimate',
      description:
        "Monthly mortgage payment with the site calculator's formula (annuity, monthly rate). Defaults: price 1,000,000 AED, 25% down, 25 years, 4.5%.",
      parameters: {
        type: 'object',
        properties: {
          price: { type: 'number', description: 'Property price in AED' },
          downPayment: { type: 'number', description: 'Down payment in AED' },
          downPaymentPercent: { type: 'number' },
          years: { type: 'number' },
          ratePercent: { type: 'number', description: 'Yearly interest rate in percent' },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'agency_info',
      description: "The agency's name, phone, email, address, WhatsApp, licence and services.",
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
];

function systemPrompt(lang: 'en' | 'ar', agencyName: string): string {
  const name = ASSISTANT_NAME[lang];
  return [
    `You are ${name} (${ASSISTANT_NAME.en} / ${ASSISTANT_NAME.ar}), the property assistant of ${agencyName}, a real-estate agency in Abu Dhabi, UAE.`,
    lang === 'ar'
      ? 'Answer in Arabic (Modern Standard Arabic, friendly; understand Gulf dialect).'
      : 'Answer in English.',
    "Use only the agency's data from your tools: never invent a listing, price, permit, area or contact detail. If a tool returns nothing, say so.",
    'Search with search_listings before talking about available homes; the widget shows the listings you found as cards with a link to all results, so summarise briefly instead of repeating every field.',
    'Use mortgage_estimate for payment questions and agency_info for contact details and services.',
    'Never filter, rank or advise by nationality, religion, ethnicity or any other protected trait of people; politely decline and offer to search by area, budget, type or bedrooms.',
    'If the user wants a person, say you will open WhatsApp with one of our property consultants.',
    'Prices are in AED. Keep answers short (at most 4 sentences).',
  ].join('\n');
}

interface ToolState {
  listings: ChatListing[];
  total: number | null;
  searchUrl: string | null;
  requestedFilters: ChatFilters | null;
  filters: ChatFilters | null;
  relaxed: ChatFilterName[];
  filterNames: ChatFilterNames;
  intent: ChatIntent;
}

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const rooms = (value: unknown) => {
  const text = typeof value === 'number' ? String(value) : str(value);
  return text && /^\d{1,2}\+?$/.test(text) ? text : undefined;
};

async function filtersFromArguments(
  args: Record<string, unknown>,
  matcher: ReferenceMatcher,
  tools: Toolbox,
): Promise<ChatFilters> {
  const filters: ChatFilters = {};
  const listingType = str(args.listingType);
  if (listingType === 'sale' || listingType === 'rent') filters.listingType = listingType;
  const type = str(args.propertyType);
  if (type) {
    const found = matcher.typeByName(type);
    if (found) filters.propertyTypeId = found.id;
  }
  const status = str(args.status);
  if (status && (CHAT_LISTING_STATUSES as readonly string[]).includes(status))
    filters.status = status as ChatFilters['status'];
  const sortBy = str(args.sortBy);
  if (sortBy && (SORT_OPTIONS as readonly string[]).includes(sortBy))
    filters.sortBy = sortBy as ChatFilters['sortBy'];
  for (const key of ['minPrice', 'maxPrice', 'minArea', 'maxArea'] as const) {
    const value = num(args[key]);
    if (value !== undefined) filters[key] = value;
  }
  const bedrooms = rooms(args.bedrooms);
  if (bedrooms) filters.bedrooms = Number.parseInt(bedrooms, 10) >= 5 ? '5+' : bedrooms;
  const bathrooms = rooms(args.bathrooms);
  if (bathrooms) filters.bathrooms = Number.parseInt(bathrooms, 10) >= 5 ? '5+' : bathrooms;
  const place = str(args.area) ?? str(args.emirate);
  if (place) {
    const found = matcher.findPlaces(normalizeRequest(place));
    const area = found.find((p) => p.kind === 'area');
    const emirate = found.find((p) => p.kind === 'emirate');
    if (area) filters.areaId = area.id;
    else if (emirate) filters.emirateId = emirate.id;
    else return resolvePlace(tools.catalog, filters, place);
    if (area && str(args.emirate) === undefined) return filters;
  }
  return filters;
}

function compactListing(listing: ChatListing) {
  return {
    id: listing.id,
    reference: listing.reference,
    title: listing.titleEn,
    titleAr: listing.titleAr,
    price: listing.price,
    priceLabel: priceLabel(listing, 'en'),
    listingType: listing.listingType,
    status: listing.status,
    type: listing.propertyTypeName,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    size: listing.area === null ? null : `${listing.area} ${listing.areaUnit}`,
    area: listing.areaName,
    areaAr: listing.areaNameAr,
    emirate: listing.emirateName,
  };
}

async function runTool(
  name: string,
  rawArguments: string,
  tools: Toolbox,
  matcher: ReferenceMatcher,
  state: ToolState,
): Promise<unknown> {
  let args: Record<string, unknown> = {};
  try {
    const parsed: unknown = rawArguments ? JSON.parse(rawArguments) : {};
    if (parsed && typeof parsed === 'object') args = parsed as Record<string, unknown>;
  } catch {
    return { error: 'The arguments were not valid JSON.' };
  }
  switch (name) {
    case 'search_listings': {
      const filters = await filtersFromArguments(args, matcher, tools);
      const outcome = await searchListings(tools.catalog, filters);
      Object.assign(state, {
        listings: outcome.listings,
        total: outcome.total,
        searchUrl: outcome.searchUrl,
        requestedFilters: outcome.requested,
        filters: outcome.filters,
        relaxed: outcome.relaxed,
        filterNames: filterNamesOf(outcome.requested, matcher),
        intent: 'search',
      } satisfies ToolState);
      const relaxed = outcome.relaxed.length > 0;
      return {
        total: outcome.total,
        exactMatch: !relaxed,
        relaxed: relaxed ? outcome.relaxed : undefined,
        note: relaxed
          ? `Nothing matched every filter; these are the closest listings without: ${outcome.relaxed.join(', ')}. Say so.`
          : undefined,
        listings: outcome.listings.map(compactListing),
      };
    }
    case 'get_listing': {
      const fromReference = str(args.reference)?.match(/(\d{1,6})/)?.[1];
      const id = Number(args.id ?? fromReference);
      if (!Number.isInteger(id) || id < 1) return { error: 'Give an id or a reference like ST-000123.' };
      const property = await tools.catalog.detail(id);
      if (!property) return { found: false };
      const listing = toChatListing(property);
      Object.assign(state, { listings: [listing], intent: 'listing' });
      return {
        found: true,
        ...compactListing(listing),
        description: property.descriptionEn,
        descriptionAr: property.descriptionAr,
        features: property.features,
        parkingSpaces: property.parkingSpaces,
        permitNumber: property.permitNumber,
      };
    }
    case 'mortgage_estimate': {
      state.intent = 'mortgage';
      return {
        ...estimateMortgage({
          price: num(args.price) ?? MORTGAGE_DEFAULTS.price,
          downPayment: num(args.downPayment),
          downPaymentPercent: num(args.downPaymentPercent) ?? MORTGAGE_DEFAULTS.downPaymentPercent,
          years: Math.min(35, Math.max(1, num(args.years) ?? MORTGAGE_DEFAULTS.years)),
          ratePercent: Math.min(30, num(args.ratePercent) ?? MORTGAGE_DEFAULTS.ratePercent),
        }),
        formula: 'monthly = loan * r / (1 - (1 + r)^-n), r = yearly rate / 12, n = years * 12',
      };
    }
    case 'agency_info': {
      state.intent = 'agency';
      const agency = await tools.agency.info();
      return {
        name: agency.name,
        nameAr: agency.nameAr,
        phone: agency.phone,
        email: agency.email,
        address: agency.address,
        description: agency.description,
        license: agency.license,
        whatsapp: agency.whatsapp.enabled ? agency.whatsapp.number : null,
        services: agency.services,
        replyPromise: 'We reply to messages within 24 hours.',
      };
    }
    default:
      return { error: `Unknown tool ${name}.` };
  }
}

/**
 * The model-backed assistant: any OpenAI-compatible chat-completions API through the `openai` SDK, streamed,
 * with tool calls on the agency's data. Any failure of the model becomes a ModelFailedError.
 */
export function openAiAssistant(tools: Toolbox, options: ModelOptions): Assistant {
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'no-key',
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 1,
  });
  const maxRounds = options.maxToolRounds ?? 4;

  async function reply(input: AssistantInput, replyOptions: ReplyOptions = {}): Promise<AssistantAnswer> {
    const lang = input.language;
    const [matcher, agency] = await Promise.all([matcherOf(tools.catalog), tools.agency.info()]);
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(lang, lang === 'ar' ? agency.nameAr : agency.name) },
      ...input.history.map(
        (turn) => ({ role: turn.role, content: turn.content }) as ChatCompletionMessageParam,
      ),
      { role: 'user', content: input.message },
    ];
    const state: ToolState = {
      listings: [],
      total: null,
      searchUrl: null,
      requestedFilters: null,
      filters: null,
      relaxed: [],
      filterNames: {},
      intent: 'help',
    };
    const deadline = AbortSignal.timeout(options.deadlineMs ?? 60_000);
    const signal = replyOptions.signal ? AbortSignal.any([deadline, replyOptions.signal]) : deadline;
    let text = '';

    for (let round = 0; round <= maxRounds; round++) {
      const lastRound = round === maxRounds;
      let stream: Awaited<ReturnType<typeof client.chat.completions.create>> &
        AsyncIterable<OpenAI.ChatCompletionChunk>;
      try {
        stream = (await client.chat.completions.create(
          {
            model: options.model,
            messages,
            stream: true,
            // The API's own count of the tokens, in a last chunk (an estimate is used without it).
            stream_options: { include_usage: true },
            ...(lastRound ? {} : { tools: TOOLS, tool_choice: 'auto' as const }),
          },
          { signal },
        )) as typeof stream;
      } catch (error) {
        throw new ModelFailedError('The model call failed', { cause: error });
      }
      const calls: Array<{ id: string; name: string; arguments: string }> = [];
      let roundText = '';
      let usedTokens: number | undefined;
      try {
        for await (const chunk of stream) {
          if (chunk.usage?.total_tokens) usedTokens = chunk.usage.total_tokens;
          const delta = chunk.choices[0]?.delta;
          if (!delta) continue;
          if (delta.content) {
            roundText += delta.content;
            replyOptions.onDelta?.(delta.content);
          }
          for (const call of delta.tool_calls ?? []) {
            const slot = calls[call.index] ?? { id: '', name: '', arguments: '' };
            calls[call.index] = slot;
            if (call.id) slot.id = call.id;
            if (call.function?.name) slot.name += call.function.name;
            if (call.function?.arguments) slot.arguments += call.function.arguments;
          }
        }
      } catch (error) {
        throw new ModelFailedError('The model stream failed', { cause: error });
      } finally {
        options.onUsage?.(
          usedTokens ??
            estimateTokens(JSON.stringify(messages)) +
              estimateTokens(roundText + calls.map((call) => call?.arguments ?? '').join('')),
        );
      }
      text += roundText;
      const toolCalls = calls.filter(Boolean);
      if (toolCalls.length === 0) break;

      messages.push({
        role: 'assistant',
        content: roundText || null,
        tool_calls: toolCalls.map(
          (call, index): ChatCompletionMessageToolCall => ({
            id: call.id || `call_${round}_${index}`,
            type: 'function',
            function: { name: call.name, arguments: call.arguments || '{}' },
          }),
        ),
      });
      for (const [index, call] of toolCalls.entries()) {
        const result = await runTool(call.name, call.arguments, tools, matcher, state);
        options.log.debug({ tool: call.name }, 'assistant tool call');
        messages.push({
          role: 'tool',
          tool_call_id: call.id || `call_${round}_${index}`,
          content: JSON.stringify(result),
        });
      }
    }

    if (!text.trim()) throw new ModelFailedError('The model gave no answer');
    return {
      response: text,
      language: lang,
      assistant: ASSISTANT_NAME[lang],
      intent: state.intent,
      listings: state.listings,
      total: state.total,
      searchUrl: state.searchUrl,
      requestedFilters: state.requestedFilters,
      filters: state.filters,
      relaxed: state.relaxed,
      filterNames: state.filterNames,
      handoff: /whatsapp|واتساب|واتس اب/i.test(text) ? 'whatsapp' : null,
    };
  }

  return { kind: 'model', reply };
}
