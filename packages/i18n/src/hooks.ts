import type { TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './instance.ts';
import type { Lang } from './lang.ts';

// The React binding of the page's one i18next instance: components re-render when the language changes or texts
// of the namespace they read are added (a micro-frontend registering its own namespace re-renders only the
// components that read it, not the whole page). react-i18next did this too, for 10 KB gzip of the shell's
// budget; the site needs only this hook: no Trans component, no suspense, no second instance.

/** Bumped on a language change: every component follows it. */
let languageRevision = 0;
/** Bumped when texts of one namespace are added or removed. */
const namespaceRevisions = new Map<string, number>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
i18n.on('languageChanged', () => {
  languageRevision += 1;
  notify();
});
const namespaceChanged = (_lng: string, namespace: string) => {
  namespaceRevisions.set(namespace, (namespaceRevisions.get(namespace) ?? 0) + 1);
  notify();
};
i18n.store.on('added', namespaceChanged);
i18n.store.on('removed', namespaceChanged);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a component reading `namespace` depends on, as one comparable value. */
function revisionOf(namespace: string): string {
  return `${languageRevision}:${namespaceRevisions.get(namespace) ?? 0}`;
}

export interface UseTranslationResult {
  /** Translates keys of `namespace` (or `common`) in the current language; a new function after each change. */
  t: TFunction;
  i18n: typeof i18n;
  lang: Lang;
}

/** `t` for a namespace, in the page language, re-rendering when the language or that namespace's texts change. */
export function useTranslation(namespace?: string): UseTranslationResult {
  const ns = namespace ?? 'common';
  const current = () => revisionOf(ns);
  const at = useSyncExternalStore(subscribe, current, current);
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
