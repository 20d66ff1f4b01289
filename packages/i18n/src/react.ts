import { useMemo } from 'react';
import { useTranslation as useReactI18next } from 'react-i18next';
import { namespaceChangedEvent } from './instance.ts';
import type { Lang } from './lang.ts';

// The React binding of the page's one i18next instance is react-i18next (instance.ts registers it with
// `initReactI18next`; it is a Module Federation singleton like i18next). These two hooks keep the site's names.

/**
 * `t` for a namespace (default `common`) in the page language. The component re-renders when the language
 * changes or texts of that namespace are added (a remote registering it after the first render), and gets a new
 * `t` then, so memos and effects that use `t` follow; it does not re-render when another remote adds its texts.
 */
export function useTranslation(namespace = 'common') {
  const options = useMemo(
    () => ({ bindI18n: `languageChanged ${namespaceChangedEvent(namespace)}` }),
    [namespace],
  );
  return useReactI18next(namespace, options);
}

/** The page language, re-rendering when it changes. */
export function useLang(): Lang {
  const { i18n } = useReactI18next();
  return i18n.language === 'ar' ? 'ar' : 'en';
}

/** A translated sentence with markup in it: `<Trans t={t} i18nKey="..." components={{ ref: <bdi /> }} />`. */
export { Trans } from 'react-i18next';
