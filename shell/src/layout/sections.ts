/** The home-page sections reached from the navigation and the footer (spec 2), by element id. */
export const HOME_SECTIONS = ['home', 'services', 'about', 'calculator', 'testimonials', 'contact'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** The footer's quick links (spec 2: home, about, services and contact). */
export const FOOTER_SECTIONS: HomeSection[] = ['home', 'about', 'services', 'contact'];

// The contact links are shared with the micro-frontends' WhatsApp and call buttons.
export { telHref, whatsappHref } from '@manzil/api-client';
