import { isRealEmail } from '@manzil/contracts';
import { describe, expect, it } from 'vitest';
import { cleanEnquiry, isSpam } from './enquiry.ts';

const base = {
  firstName: 'Sara',
  lastName: 'Ali',
  email: 'sara@example.ae',
  subject: 'selling' as const,
  message: 'Please value my apartment.',
};

describe('isRealEmail', () => {
  it.each(['sara@example.ae', 'first.last+tag@mail.example.co.uk', 'a@b.co', 'x@example.xn--mgbaam7a8h'])(
    'accepts %s',
    (email) => expect(isRealEmail(email)).toBe(true),
  );
  it.each([
    'sara',
    'sara@',
    '@example.ae',
    'sara@example',
    'sara@example.c',
    'sara@@example.ae',
    '.sara@example.ae',
    'sara.@example.ae',
    'sa..ra@example.ae',
    'sara@-example.ae',
    'sara@exa_mple.ae',
    `${'x'.repeat(65)}@example.ae`,
  ])('refuses %s', (email) => expect(isRealEmail(email)).toBe(false));
});

describe('cleanEnquiry', () => {
  it('trims, collapses spaces in names, lower-cases the e-mail and defaults the language', () => {
    const result = cleanEnquiry({
      ...base,
      firstName: '  Sara   Noor ',
      email: 'Sara@Example.AE',
      phone: ' ',
    });
    expect(result).toEqual({
      ok: true,
      enquiry: {
        firstName: 'Sara Noor',
        lastName: 'Ali',
        email: 'sara@example.ae',
        phone: null,
        subject: 'selling',
        message: 'Please value my apartment.',
        lang: 'en',
      },
    });
  });

  it('reports every problem at once', () => {
    const result = cleanEnquiry({
      ...base,
      firstName: ' ',
      email: 'sara@example.c',
      phone: '12',
      message: ' ',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual(['firstName', 'email', 'phone', 'message']);
  });
});

describe('isSpam', () => {
  it('is true only when the hidden field has something in it', () => {
    expect(isSpam(base)).toBe(false);
    expect(isSpam({ ...base, website: '  ' })).toBe(false);
    expect(isSpam({ ...base, website: 'https://spam.example' })).toBe(true);
  });
});
