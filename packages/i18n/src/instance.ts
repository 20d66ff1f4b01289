import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang, langFromPath } from './lang.ts';
import commonAr from './resources/common.ar.ts';
import commonEn from './resources/common.en.ts';

function initialLang(): Lang {
  return typeof window === 'undefined' ? 'en' : langFromPath(window.location.pathname);
}

/**
 * The one i18next instance of the page. `@manzil/i18n` is a Module Federation singleton, so the shell and
 * every remote import this same object; react-i18next (a singleton too) binds it to React (`initReactI18next`,
 * `useTranslation` in react.ts). Resources are bundled (no backend), so it is ready synchronously when this
 * module has been evaluated: no component waits for texts, nothing suspends (also on the server, where
 * `renderToString` cannot wait).
 */
export const i18n = i18next.createInstance();

/**
 * The event fired on the instance when texts of `namespace` are added or removed (a micro-frontend registering
 * its namespace after the page has rendered). A component reading that namespace re-renders on it (react.ts
 * binds it with react-i18next's `bindI18n`); components of other namespaces do not.
 */
export function namespaceChangedEvent(namespace: string): string {
  return `namespaceChanged:${namespace}`;
}

const resources: Resource = {
  en: { common: commonEn },
  ar: { common: commonAr },
};

i18n.use(initReactI18next).init({
  lng: initialLang(),
  fallbackLng: 'en',
  supportedLngs: [...LANGS],
  ns: ['common'],
  defaultNS: 'common',
  resources,
  initAsync: false,
  // i18next's own separators, said outright: left to their defaults, every `t` first asks whether its key reads
  // like a sentence (a filter, a map, a join and a regular expression on each call; about 330 calls on a results
  // page while it starts). The site's keys are dotted names, never sentences, and none names a namespace with ':'.
  keySeparator: '.',
  nsSeparator: ':',
  interpolation: { escapeValue: false }, // React escapes.
  react: {
    // Texts are in memory: a component never waits for them.
    useSuspense: false,
    // Every component follows the language; a namespace's texts re-render only its readers (react.ts), not the
    // whole page each time a remote registers its own (react-i18next's 'added' store binding would).
    bindI18n: 'languageChanged',
    bindI18nStore: '',
  },
});

const namespaceChanged = (_lng: string, namespace: string) => i18n.emit(namespaceChangedEvent(namespace));
i18n.store.on('added', namespaceChanged);
i18n.store.on('removed', namespaceChanged);

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
