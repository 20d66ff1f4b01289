/** The home-page sections reached from the navigation and the footer (spec 2), by element id. */
export const HOME_SECTIONS = ['home', 'services', 'about', 'calculator', 'testimonials', 'contact'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** The footer's quick links (spec 2: home, about, services and contact). */
export const FOOTER_SECTIONS: HomeSection[] = ['home', 'about', 'services', 'contact'];

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp deep link with prefilled text (spec 7). */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
