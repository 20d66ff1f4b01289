import { ASSISTANT_NAME, type ChatFilters, type ChatLanguage, type ChatListing } from '@manzil/contracts';
import {
  agencyAnswer,
  assumptionsOf,
  declinedAnswer,
  greetingAnswer,
  handoffAnswer,
  helpAnswer,
  listingAnswer,
  listingNotFound,
  mortgageAnswer,
  permitAnswer,
  permitHelp,
  searchAnswer,
  unknownPlaceNote,
} from '../domain/compose.ts';
import { estimateMortgage } from '../domain/mortgage.ts';
import { hasSearchFilters, understand } from '../domain/understand.ts';
import type { AssistantAnswer, AssistantInput, BuiltInAssistant, ReplyOptions } from './assistant.ts';
import {
  filterNamesOf,
  matcherOf,
  resolvePlace,
  searchListings,
  type Toolbox,
  toChatListing,
} from './toolbox.ts';

export interface RuleBasedOptions {
  /** Pause between streamed pieces, so the widget shows the answer being written (default 15 ms). */
  chunkDelayMs?: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    // One listener at a time: a long answer must not pile them up on the request's signal.
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Streams a finished text a few words at a time. */
async function stream(text: string, options: ReplyOptions, delayMs: number): Promise<void> {
  if (!options.onDelta) return;
  const pieces = text.match(/\S+\s*/g) ?? [text];
  for (let i = 0; i < pieces.length; i += 3) {
    if (options.signal?.aborted) return;
    options.onDelta(pieces.slice(i, i + 3).join(''));
    if (i + 3 < pieces.length) await sleep(delayMs, options.signal);
  }
}

/**
 * The assistant that needs no model: reads the request (English or Arabic), searches the catalog with the
 * filters it found, and answers from the agency's own data only.
 */
export function ruleBasedAssistant(tools: Toolbox, options: RuleBasedOptions = {}): BuiltInAssistant {
  const delayMs = options.chunkDelayMs ?? 15;

  const baseOf = (lang: ChatLanguage, intent: AssistantAnswer['intent']): AssistantAnswer => ({
    response: '',
    language: lang,
    assistant: ASSISTANT_NAME[lang],
    intent,
    listings: [],
    total: null,
    searchUrl: null,
    requestedFilters: null,
    filters: null,
    relaxed: [],
    filterNames: {},
    handoff: null,
  });

  /** Searches homes on the market and words the answer; what was asked and what ran are both in the fields. */
  async function runSearch(
    filters: ChatFilters,
    lang: ChatLanguage,
    matcher: Awaited<ReturnType<typeof matcherOf>>,
    placeText?: string,
  ) {
    const resolved = placeText ? await resolvePlace(tools.catalog, filters, placeText) : filters;
    const outcome = await searchListings(tools.catalog, resolved);
    const note = resolved.location ? unknownPlaceNote(resolved.location, lang) : '';
    return {
      text:
        note +
        searchAnswer(
          {
            requested: outcome.requested,
            filters: outcome.filters,
            total: outcome.total,
            shown: outcome.listings.length,
            relaxed: outcome.relaxed.length > 0,
          },
          matcher,
          lang,
        ),
      fields: {
        listings: outcome.listings,
        total: outcome.total,
        searchUrl: outcome.searchUrl,
        requestedFilters: outcome.requested,
        filters: outcome.filters,
        relaxed: outcome.relaxed,
        filterNames: filterNamesOf(outcome.requested, matcher),
      },
    };
  }

  async function answer(input: AssistantInput): Promise<AssistantAnswer> {
    const lang = input.language;
    const matcher = await matcherOf(tools.catalog);
    const understood = understand(input.message, matcher, input.history);
    const base = baseOf(lang, understood.intent);

    switch (understood.intent) {
      case 'search': {
        const { text, fields } = await runSearch(understood.filters, lang, matcher, understood.placeText);
        return { ...base, ...fields, response: text };
      }
      case 'declined': {
        const decline = declinedAnswer(understood.protectedTrait ?? 'nationality', lang);
        if (!hasSearchFilters(understood.filters)) return { ...base, response: decline };
        const { text, fields } = await runSearch(understood.filters, lang, matcher, understood.placeText);
        return { ...base, ...fields, response: `${decline} ${text}` };
      }
      case 'listing': {
        const property = await tools.catalog.detail(understood.listingId as number);
        if (!property) {
          return {
            ...base,
            response: listingNotFound(understood.listingId as number, lang),
            searchUrl: '/properties',
          };
        }
        const listing: ChatListing = toChatListing(property);
        const text = understood.permit
          ? permitAnswer(listing, property.permitNumber, lang)
          : listingAnswer(listing, lang);
        return { ...base, response: text, listings: [listing] };
      }
      case 'mortgage': {
        const input = understood.mortgage;
        if (!input) return { ...base, intent: 'help', response: helpAnswer(lang) };
        let listing: ChatListing | undefined;
        if (understood.listingId) {
          const property = await tools.catalog.detail(understood.listingId);
          if (property?.listingType === 'sale') listing = toChatListing(property);
        }
        const estimate = estimateMortgage(listing ? { ...input, price: listing.price } : input);
        const assumed = assumptionsOf(input.given, estimate, lang, listing !== undefined);
        return {
          ...base,
          response: mortgageAnswer(estimate, assumed, lang),
          listings: listing ? [listing] : [],
        };
      }
      case 'handoff': {
        const agency = await tools.agency.info();
        const kind =
          understood.handoff === 'whatsapp' && agency.whatsapp.enabled && agency.whatsapp.number
            ? 'whatsapp'
            : 'call';
        return { ...base, response: handoffAnswer(kind, agency, lang), handoff: kind };
      }
      case 'agency': {
        const agency = await tools.agency.info();
        return { ...base, response: agencyAnswer(understood.agencyTopic ?? 'contact', agency, lang) };
      }
      case 'greeting': {
        const agency = await tools.agency.info();
        return { ...base, response: greetingAnswer(understood.greeting ?? 'hello', agency, lang) };
      }
      default:
        if (understood.permit) return { ...base, intent: 'help', response: permitHelp(lang) };
        return { ...base, intent: 'help', response: helpAnswer(lang), searchUrl: '/properties' };
    }
  }

  return {
    kind: 'built-in',
    async reply(input, replyOptions = {}) {
      const response = await answer(input);
      await stream(response.response, replyOptions, delayMs);
      return response;
    },
    async search(filters, lang) {
      const matcher = await matcherOf(tools.catalog);
      const { text, fields } = await runSearch(filters, lang, matcher);
      return { ...baseOf(lang, 'search'), ...fields, response: text };
    },
  };
}
