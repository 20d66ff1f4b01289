/**
 * Spec 4: an assistant reply that mentions WhatsApp or speaking with a consultant (English or Arabic) opens
 * WhatsApp after 2 seconds, when WhatsApp is enabled with a number.
 */
export const HANDOFF_DELAY_MS = 2000;

const HANDOFF_PATTERNS = [
  /whats\s?app/i,
  /\b(?:speak|talk|chat)(?:ing)? (?:to|with) (?:a|an|one of our|our)?\s*(?:property )?(?:consultant|agent|advis[eo]r)s?\b/i,
  /\bconsultants?\b/i,
  /واتس\s?اب|واتساب|وتساب/,
  /مستشار/,
];

export function mentionsHandoff(text: string): boolean {
  return HANDOFF_PATTERNS.some((pattern) => pattern.test(text));
}

/** The WhatsApp chat link with a prefilled message; the number's non-digits are removed. */
export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

export function telUrl(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
