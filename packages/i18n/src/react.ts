import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation as useReactI18next } from 'react-i18next';
import { currentLang, i18n, namespaceChangedEvent } from './instance.ts';
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

function onLanguageChanged(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The page language, re-rendering when it changes. Read from the instance itself: react-i18next's hook gives
 * each component its own copy of the instance when it mounts, work a page of cards would do hundreds of times
 * for a language it does not need a `t` for.
 */
export function useLang(): Lang {
  return useSyncExternalStore(onLanguageChanged, currentLang, currentLang);
}

/** A translated sentence with markup in it: `<Trans t={t} i18nKey="..." components={{ ref: <bdi /> }} />`. */
export { Trans } from 'react-i18next';
