import type { SiteContent } from './site-content.ts';

/*
 * Links that contact the agency about a listing (tel:, mailto:, WhatsApp), shared by the listing cards and the
 * detail page so both send the same thing.
 */

/** 'tel:+97125550100' from a displayed number like '+971 2 555 0100'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The agency's WhatsApp number (digits only), for every WhatsApp button (the listing cards and page, the hero's
 * "Schedule a viewing"): the configured one when enabled, else the call button's number (spec 2), else the
 * company phone.
 */
export function whatsappNumber(content: SiteContent): string {
  const { whatsapp, callButton, company } = content;
  const number = whatsapp.enabled && whatsapp.number ? whatsapp.number : callButton.number || company.phone;
  return number.replace(/\D/g, '');
}

/**
 * A page path as the absolute address a message carries ('https://manzil.ae/property/180'), for texts sent to
 * someone else (a WhatsApp message, a shared link): the browser's origin; on the server, the path.
 */
export function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

type LinkEvent = { currentTarget: HTMLAnchorElement };

/**
 * A link whose address carries the page's full address (a WhatsApp message naming the listing): drawn with the
 * path, on the server and when hydrating, and given `build(absoluteUrl(path))` just before it is used, on the
 * pointer going down (a tap, a click, a long press for its menu), on focus (the keyboard) and on click. Drawing
 * the full address instead would make React draw every such link again right after hydrating, in one task (a
 * page of cards: tens of milliseconds on a phone), for an address nobody has used yet.
 */
export function fullAddressOnUse(build: (url: string) => string, path: string) {
  const complete = (event: LinkEvent) => {
    event.currentTarget.href = build(absoluteUrl(path));
  };
  return { href: build(path), onPointerDown: complete, onFocus: complete, onClickCapture: complete };
}

/** A WhatsApp deep link with prefilled text. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function mailtoHref(email: string, subject: string, body?: string): string {
  const query = new URLSearchParams({ subject, ...(body ? { body } : {}) }).toString().replace(/\+/g, '%20');
  return `mailto:${email}?${query}`;
}
