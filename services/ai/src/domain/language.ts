import type { ChatLanguage } from '@manzil/contracts';

const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3\u06FA-\u06FF]/gu;
const LATIN_WORD = /[A-Za-z]{2,}/g;

/**
 * The language to answer in: the one the message is written in when that is clear (Arabic letters, or a few
 * English words and no Arabic), else the page's language. A reference like "ST-000123" or one short word does
 * not switch it.
 */
export function replyLanguage(message: string, pageLanguage: ChatLanguage): ChatLanguage {
  const arabic = message.match(ARABIC_LETTER)?.length ?? 0;
  const latinWords = message.match(LATIN_WORD) ?? [];
  const latin = latinWords.reduce((sum, word) => sum + word.length, 0);
  if (arabic >= 2 && arabic >= latin) return 'ar';
  if (arabic === 0 && latinWords.length >= 2 && latin >= 8) return 'en';
  return pageLanguage;
}
