import type { ChatFilters } from '@manzil/contracts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import type { Lexicon } from './lexicon.ts';

export type { Lexicon } from './lexicon.ts';

const LANGUAGES: readonly Lexicon[] = [en, ar];

type ListKey = { [K in keyof Lexicon]: Lexicon[K] extends readonly string[] ? K : never }[keyof Lexicon];

/** One list of every language's words. */
const words = (key: ListKey): readonly string[] => LANGUAGES.flatMap((lexicon) => lexicon[key]);

/** The words of each key of a grouped list, every language's together, in the order of the English keys. */
function groups<K extends string>(pick: (lexicon: Lexicon) => Partial<Record<K, readonly string[]>>) {
  return (Object.keys(pick(en)) as K[]).map(
    (key) => [key, LANGUAGES.flatMap((lexicon) => pick(lexicon)[key] ?? [])] as [K, readonly string[]],
  );
}

export const BED_WORDS: ReadonlySet<string> = new Set(words('bedWords'));
export const BATH_WORDS: ReadonlySet<string> = new Set(words('bathWords'));
export const YEAR_WORDS: ReadonlySet<string> = new Set(words('yearWords'));
export const RENT_WORDS = words('rentWords');
export const SALE_WORDS = words('saleWords');
export const READY_WORDS = words('readyWords');
export const OFF_PLAN_WORDS = words('offPlanWords');
export const MORTGAGE_WORDS = words('mortgageWords');
export const DOWN_CUES = words('downCues');
export const RATE_CUES = words('rateCues');
export const HANDOFF_WORDS = words('handoffWords');
export const PERMIT_WORDS = words('permitWords');
export const CALL_WORDS = words('callWords');
export const WHATSAPP_WORDS = words('whatsappWords');
export const CONTACT_WORDS = words('contactWords');
export const SERVICE_WORDS = words('serviceWords');
export const OWNER_CUES = words('ownerCues');
export const ABOUT_WORDS = words('aboutWords');
export const GREETING_WORDS = words('greetingWords');
export const THANKS_WORDS = words('thanksWords');
export const SEARCH_WORDS = words('searchWords');
export const REFINE_WORDS = words('refineWords');
export const SORT_WORDS = groups<NonNullable<ChatFilters['sortBy']>>((lexicon) => lexicon.sortWords);
export const TRAIT_WORDS = groups<keyof Lexicon['traitWords']>((lexicon) => lexicon.traitWords);
export const DEMONYMS = words('demonyms');
export const PEOPLE_CONTEXT = words('peopleContext');
export const DUAL_BEDS = words('dualBeds');
export const DUAL_BATHS = words('dualBaths');
export const STUDIO_WORDS = words('studioWords');
export const NOT_BEDROOMS = words('notBedrooms');
export const PERCENT_WORDS = words('percentWords');
export const PLACE_PREPOSITIONS = words('placePrepositions');
export const PLACE_STOP: ReadonlySet<string> = new Set(words('placeStop'));
