import { describe, expect, it } from 'vitest';
import ar from './ar.ts';
import en from './en.ts';

// Every English text has an Arabic one. Counted texts: English has _one/_other, Arabic all six plural forms.
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(resources: object, prefix = ''): string[] {
  return Object.entries(resources).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('calculator texts', () => {
  it('exist in Arabic for every English key', () => {
    const arabic = new Set(keys(ar));
    for (const key of keys(en)) {
      if (PLURAL.test(key)) {
        const base = key.replace(PLURAL, '');
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
          expect(arabic.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
      } else {
        expect(arabic.has(key), key).toBe(true);
      }
    }
  });

  it('have no Arabic key that English lacks', () => {
    const english = new Set(keys(en).map((key) => key.replace(PLURAL, '')));
    for (const key of keys(ar)) expect(english.has(key.replace(PLURAL, '')), key).toBe(true);
  });
});
