import type { SiteContent } from './site-content.ts';

/*
 * Links that contact the agency about a listing (tel:, mailto:, WhatsApp), shared by the listing cards and the
 * detail page so both send the same thing.
 */

/** 'tel:+97125550100' from a displayed number like '+971 2 555 0100'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The agency's WhatsApp number (digits only): the configured one when enabled, else the company phone. */
export function whatsappNumber(content: SiteContent): string {
  const { whatsapp, company } = content;
  return (whatsapp.enabled && whatsapp.number ? whatsapp.number : company.phone).replace(/\D/g, '');
}

/** A WhatsApp deep link with prefilled text. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export function mailtoHref(email: string, subject: string, body?: string): string {
  const query = new URLSearchParams({ subject, ...(body ? { body } : {}) }).toString().replace(/\+/g, '%20');
  return `mailto:${email}?${query}`;
}
