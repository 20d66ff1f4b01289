import type { TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './instance.ts';
import type { Lang } from './lang.ts';

// The React binding of the page's one i18next instance: components re-render when the language changes or a
// micro-frontend adds its texts. (react-i18next did this too, for 10 KB gzip of the shell's budget; the site
// needs only this hook: no Trans component, no suspense, no second instance.)

let revision = 0;
const listeners = new Set<() => void>();
const changed = () => {
  revision += 1;
  for (const listener of listeners) listener();
};
i18n.on('languageChanged', changed);
i18n.store.on('added', changed);
i18n.store.on('removed', changed);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const currentRevision = () => revision;

export interface UseTranslationResult {
  /** Translates keys of `namespace` (or `common`) in the current language; a new function after each change. */
  t: TFunction;
  i18n: typeof i18n;
  lang: Lang;
}

/** `t` for a namespace, in the page language, re-rendering on a language or resource change. */
export function useTranslation(namespace?: string): UseTranslationResult {
  const at = useSyncExternalStore(subscribe, currentRevision, currentRevision);
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  // `at` makes a new `t` after each change, so memoised values and effects that use `t` follow the language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `at` is the change signal.
  const t = useMemo(() => i18n.getFixedT(null, namespace ?? null) as TFunction, [namespace, at]);
  return { t, i18n, lang };
}

/** The page language, re-rendering when it changes. */
export function useLang(): Lang {
  return useTranslation().lang;
}
