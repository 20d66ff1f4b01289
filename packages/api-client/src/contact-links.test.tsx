import { DEFAULT_SITE_CONTENT } from '@manzil/contracts';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAbsoluteUrl, whatsappNumber } from './contact-links.ts';

function Link() {
  return <a href={useAbsoluteUrl('/property/180')}>listing</a>;
}

describe('useAbsoluteUrl', () => {
  it("draws the path on the server and the page's full address once hydrated, with no mismatch", async () => {
    const html = renderToString(<Link />);
    expect(html).toContain('href="/property/180"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Link />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('a')?.getAttribute('href')).toBe(`${window.location.origin}/property/180`);
  });
});

describe('whatsappNumber', () => {
  it("is the WhatsApp number, else the call button's, else the company phone", () => {
    expect(whatsappNumber(DEFAULT_SITE_CONTENT)).toBe('971501234567');
    const off = { ...DEFAULT_SITE_CONTENT, whatsapp: { number: '+971501234567', enabled: false } };
    expect(whatsappNumber(off)).toBe('97125550100');
    const none = { ...off, callButton: { number: '', enabled: false } };
    expect(whatsappNumber({ ...none, company: { ...none.company, phone: '+971 2 555 0199' } })).toBe(
      '97125550199',
    );
  });
});
