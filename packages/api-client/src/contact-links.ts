import { useSyncExternalStore } from 'react';
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

const noSubscription = () => () => {};

/**
 * A page path as the absolute address a message carries ('https://manzil.ae/property/180'), for texts sent to
 * someone else (a WhatsApp message). The browser's origin; on the server, and while the server's markup is
 * hydrated, the path (React draws it again with the address at once after).
 */
export function useAbsoluteUrl(path: string): string {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  return origin ? new URL(path, origin).href : path;
}

/** A WhatsApp deep link with prefilled text. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function mailtoHref(email: string, subject: string, body?: string): string {
  const query = new URLSearchParams({ subject, ...(body ? { body } : {}) }).toString().replace(/\+/g, '%20');
  return `mailto:${email}?${query}`;
}
