/*
 * The site-content document (spec 3) as the pages show it. The type, its schema and the built-in default copy
 * live in @manzil/contracts (the content service validates with the same schema); this file adds the texts of
 * the page's language. The defaults are loaded only when they are needed (site-content-defaults.ts).
 */
import type {
  ServiceItem,
  SiteContent,
  SiteContentTexts,
  SocialLink,
  SocialPlatform,
  Testimonial,
} from '@manzil/contracts';

export type { ServiceItem, SiteContent, SiteContentTexts, SocialLink, SocialPlatform, Testimonial };

const pick = <T>(value: T | undefined, fallback: T): T =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? fallback : value;

/**
 * The content to show on a page in `lang`. Arabic pages take each text from `translations.ar` when it is
 * there (list items matched by position) and the document's own text otherwise; numbers, links, ratings and
 * avatars are the same in both languages.
 */
export function localizeSiteContent(content: SiteContent, lang: 'en' | 'ar'): SiteContent {
  if (lang === 'en') return content;
  const ar: SiteContentTexts = content.translations?.ar ?? {};
  const { company, hero, services, about, testimonials, contact } = content;
  return {
    ...content,
    company: {
      ...company,
      name: pick(ar.company?.name, company.name),
      location: pick(ar.company?.location, company.location),
      address: pick(ar.company?.address, company.address),
      description: pick(ar.company?.description, company.description),
      license: pick(ar.company?.license, company.license),
    },
    hero: { title: pick(ar.hero?.title, hero.title), subtitle: pick(ar.hero?.subtitle, hero.subtitle) },
    services: {
      title: pick(ar.services?.title, services.title),
      subtitle: pick(ar.services?.subtitle, services.subtitle),
      items: services.items.map((item, index) => {
        const texts = ar.services?.items?.[index];
        return {
          ...item,
          title: pick(texts?.title, item.title),
          description: pick(texts?.description, item.description),
          features: texts?.features?.length ? texts.features : item.features,
        };
      }),
    },
    about: {
      ...about,
      title: pick(ar.about?.title, about.title),
      description: pick(ar.about?.description, about.description),
      mission: pick(ar.about?.mission, about.mission),
    },
    testimonials: {
      title: pick(ar.testimonials?.title, testimonials.title),
      subtitle: pick(ar.testimonials?.subtitle, testimonials.subtitle),
      items: testimonials.items.map((item, index) => {
        const texts = ar.testimonials?.items?.[index];
        return {
          ...item,
          name: pick(texts?.name, item.name),
          role: pick(texts?.role, item.role),
          text: pick(texts?.text, item.text),
        };
      }),
    },
    contact: {
      title: pick(ar.contact?.title, contact.title),
      subtitle: pick(ar.contact?.subtitle, contact.subtitle),
      form: { title: pick(ar.contact?.form?.title, contact.form.title) },
    },
  };
}
