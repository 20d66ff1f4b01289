import type { ChatFilters } from '@manzil/contracts';

type Words = readonly string[];

/** The words the built-in assistant reads, one of these per language (`en.ts`, `ar.ts`). A phrase is whole words. */
export interface Lexicon {
  /** Nouns after a number that make it a bedroom count ('3 bedrooms', '٣ غرف'). */
  bedWords: Words;
  /** Nouns after a number that make it a bathroom count. */
  bathWords: Words;
  /** Nouns after a number that make it a loan term in years. */
  yearWords: Words;
  rentWords: Words;
  saleWords: Words;
  /** Ready to move in (status `ready`). */
  readyWords: Words;
  /** Off plan (status `under_construction`); wins over `readyWords`. */
  offPlanWords: Words;
  /** A mortgage or instalment question. */
  mortgageWords: Words;
  /** Words just before or after an amount or percent that make it the down payment. */
  downCues: Words;
  /** Words just before or after a percent that make it the interest rate. */
  rateCues: Words;
  /** Asking for a person (agent, WhatsApp, a call). */
  handoffWords: Words;
  /** Asking for a permit number: only ever read from a listing, never made up. */
  permitWords: Words;
  /** A handoff by phone call rather than WhatsApp. */
  callWords: Words;
  whatsappWords: Words;
  /** The agency's address, phone, hours. */
  contactWords: Words;
  /** The agency's services (valuation, management...). */
  serviceWords: Words;
  /** Someone selling, letting or valuing their own property: the agency's services, never a listing search. */
  ownerCues: Words;
  /** Who the agency is. */
  aboutWords: Words;
  greetingWords: Words;
  thanksWords: Words;
  /** Words that make a message a search even without a filter ('show me', 'looking for'). */
  searchWords: Words;
  /** A follow-up that changes the previous search ('what about', 'instead'), in the first three words. */
  refineWords: Words;
  /** Sort orders and their words; the first order matched wins. */
  sortWords: Partial<Record<NonNullable<ChatFilters['sortBy']>, Words>>;
  /** Protected traits: asking to filter on them is declined (the agency serves everyone alike). */
  traitWords: Record<'nationality' | 'religion' | 'ethnicity', Words>;
  /** Nationality words, declined when the request is about the people (with `peopleContext`). */
  demonyms: Words;
  /** Words that make a nationality about the people: only, no, neighbours... */
  peopleContext: Words;
  /** Dual forms meaning two bedrooms / two bathrooms (Arabic). */
  dualBeds: Words;
  dualBaths: Words;
  /** A studio: no bedroom. */
  studioWords: Words;
  /** Rooms named after 'غرفه' that are not a bedroom (maid's room...). */
  notBedrooms: Words;
  /** Words after a number that make it a percent. */
  percentWords: Words;
  /** Words before an unknown place name ('in Al Zeina'). */
  placePrepositions: Words;
  /** Words that end an unknown place name. */
  placeStop: Words;
}
