import { localizeSiteContent, useSiteContent } from '@manzil/api-client';
import { useLang, useTranslation } from '@manzil/i18n';

export interface CompanyNames {
  /** The company's name in the page's language. */
  name: string;
  /** Its name in the other language, when it is written differently (the Arabic name on an English page). */
  otherName: string | null;
  otherLang: 'en' | 'ar';
  /** Where the company is ('Abu Dhabi, UAE'). */
  location: string;
}

/**
 * The company's name and location as the admin wrote them in the site content (spec 3: company), for the
 * navigation bar and the footer; the built-in brand ('Manzil', 'Abu Dhabi, UAE') where a text is empty.
 */
export function useCompanyNames(): CompanyNames {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const otherLang = lang === 'ar' ? 'en' : 'ar';
  const { content } = useSiteContent();
  const here = localizeSiteContent(content, lang).company;
  const there = localizeSiteContent(content, otherLang).company;
  const name = here.name.trim() || t('brand.name');
  const other = there.name.trim() || i18n.getFixedT(otherLang)('brand.name');
  return {
    name,
    otherName: other !== name ? other : null,
    otherLang,
    location: here.location.trim() || t('brand.location'),
  };
}
