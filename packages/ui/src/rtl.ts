import { use } from 'react';
import type { StyleSheetManager } from 'styled-components';

type StylisPlugin = NonNullable<Parameters<typeof StyleSheetManager>[0]['stylisPlugins']>[number];

/**
 * stylis-plugin-rtl (with cssjanus, about 3.6 KB gzip; asked only about the rules it could change: rtl-plugin.ts)
 * flips the styles of right-to-left pages: only Arabic pages need it, so it is a chunk of its own (`lang-ar`,
 * listed with an Arabic page's start-up files), loaded before an Arabic page is drawn (the shell's start-up, the
 * server renderer) or, on a switch to Arabic, while the page waits in a transition.
 */
let rtlPlugins: StylisPlugin[] | null = null;
let loading: Promise<StylisPlugin[]> | null = null;

export function loadRtlPlugins(): Promise<StylisPlugin[]> {
  loading ??= import(/* webpackChunkName: "lang-ar" */ './rtl-plugin.ts').then(
    (module) => {
      rtlPlugins = [module.rtlPlugin as StylisPlugin];
      return rtlPlugins;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const NO_PLUGINS: StylisPlugin[] = [];

/** The stylis plugins of a direction; suspends for the right-to-left plugin the first time it is needed. */
export function useDirectionPlugins(dir: 'ltr' | 'rtl'): StylisPlugin[] {
  if (dir === 'ltr') return NO_PLUGINS;
  return rtlPlugins ?? use(loadRtlPlugins());
}
