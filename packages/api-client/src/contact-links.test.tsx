import { DEFAULT_SITE_CONTENT } from '@manzil/contracts';
import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, fullAddressOnUse, whatsappHref, whatsappNumber } from './contact-links.ts';

let renders = 0;
function Link() {
  renders += 1;
  return (
    <a {...fullAddressOnUse((url) => whatsappHref('971501234567', `See ${url}`), '/property/180')}>listing</a>
  );
}

describe('fullAddressOnUse', () => {
  async function hydrated() {
    const html = renderToString(<Link />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Link />, { onRecoverableError: (error) => errors.push(error) });
    });
    const link = container.querySelector('a') as HTMLAnchorElement;
    return { html, errors, link, text: () => new URL(link.href).searchParams.get('text') };
  }

  it('draws the path on the server and hydrates it as it is: no mismatch, no second render', async () => {
    const { html, errors, text } = await hydrated();
    expect(html).toContain(encodeURIComponent('See /property/180'));
    expect(errors).toEqual([]);
    expect(renders).toBe(1);
    expect(text()).toBe('See /property/180');
  });

  it.each([
    ['a tap or a click (the pointer going down)', (link: HTMLElement) => fireEvent.pointerDown(link)],
    ['the keyboard (focus)', (link: HTMLElement) => fireEvent.focus(link)],
    ['a click with no pointer before it', (link: HTMLElement) => fireEvent.click(link)],
  ])("carries the page's full address once used: %s", async (_, use) => {
    const { link, text } = await hydrated();
    link.addEventListener('click', (event) => event.preventDefault()); // no navigation in the test
    use(link);
    expect(text()).toBe(`See ${window.location.origin}/property/180`);
  });
});

describe('absoluteUrl', () => {
  it("is the path on the page's origin", () => {
    expect(absoluteUrl('/ar/property/7')).toBe(`${window.location.origin}/ar/property/7`);
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
