import type { TypedLimits } from './fields.ts';

/*
 * Reading a typed number. People type "1,250,000", "4.5", "٢٥٠٠٠٠" (Arabic-Indic digits, also the Persian
 * forms), "٤٫٥" (Arabic decimal separator), with spaces or no-break spaces between groups. Nothing is clamped
 * (spec 5): a value outside the slider's range is used as typed; only values no calculator can use are refused,
 * each with a reason the field can show.
 */

export type TypedError = 'empty' | 'notANumber' | 'tooSmall' | 'tooLarge' | 'notWhole';

export type TypedNumber = { ok: true; value: number } | { ok: false; error: TypedError };

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/** The number in a typed text, or why there is none. */
export function parseTypedNumber(text: string, limits: TypedLimits): TypedNumber {
  const cleaned = westernDigits(text)
    .replace(/\u066b/g, '.') // Arabic decimal separator
    .replace(/[\s\u00a0\u202f,\u066c]/g, ''); // spaces and group separators
  if (cleaned === '') return { ok: false, error: 'empty' };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return { ok: false, error: 'notANumber' };
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return { ok: false, error: 'notANumber' };
  if (value < limits.min) return { ok: false, error: 'tooSmall' };
  if (value > limits.max) return { ok: false, error: 'tooLarge' };
  if (limits.integer && !Number.isInteger(value)) return { ok: false, error: 'notWhole' };
  return { ok: true, value };
}
