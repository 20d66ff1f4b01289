import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { LANGS, type Lang, langFromPath } from './lang.ts';
import commonAr from './resources/common.ar.ts';
import commonEn from './resources/common.en.ts';

function initialLang(): Lang {
  return typeof window === 'undefined' ? 'en' : langFromPath(window.location.pathname);
}

/**
 * The one i18next instance of the page. `@manzil/i18n` is a Module Federation singleton, so the shell and
 * every remote import this same object; `useTranslation` (hooks.ts) binds it to React.
 * Resources are bundled (no backend), so it is ready synchronously when this module has been evaluated.
 */
export const i18n = i18next.createInstance();

const resources: Resource = {
  en: { common: commonEn },
  ar: { common: commonAr },
};

i18n.init({
  lng: initialLang(),
  fallbackLng: 'en',
  supportedLngs: [...LANGS],
  ns: ['common'],
  defaultNS: 'common',
  resources,
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes.
});

/** Sets the page language (call when the path changes). Resources are in memory, so it applies at once. */
export function initI18n(lang: Lang): typeof i18n {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  return i18n;
}

/**
 * Adds a micro-frontend's own namespace in both languages (call once, at module load of the remote's
 * i18n file). Registering again (hot reload, two exposed modules of one remote) replaces it.
 */
export function registerResources<T extends ResourceLanguage>(
  namespace: string,
  bundles: { en: T; ar: T },
): void {
  for (const lang of LANGS) {
    i18n.addResourceBundle(lang, namespace, bundles[lang], true, true);
  }
}

export function currentLang(): Lang {
  return i18n.language === 'ar' ? 'ar' : 'en';
}
