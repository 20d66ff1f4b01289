import { type QueryClient, QueryClientProvider } from '@manzil/api-client';
import { dirOf, initI18n, langFromPath } from '@manzil/i18n';
import { type ReactNode, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { addFontFaces } from '../fonts/index.ts';
import { ThemeRoot } from '../ThemeRoot.tsx';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** The global styles (tokens, reset, fonts): the page's outer root only; a remote rendered alone on the server leaves them out. */
  globalStyle?: boolean;
}

/**
 * What every page needs around it, for the shell and for a remote running alone (inside a router):
 * the query client, the shared i18n instance set to the language of the path, and the direction-aware
 * styles. It also keeps <html lang dir> in step with the path on client-side navigation (the gateway
 * sets them in the served HTML for the first load), and gives an Arabic page its font when the gateway did not
 * write it into the page (an English page switched to Arabic, a page the client draws alone).
 */
export function AppProviders({ queryClient, children, globalStyle = true }: AppProvidersProps) {
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const dir = dirOf(lang);

  useLayoutEffect(() => {
    initI18n(lang);
    // Before `lang` changes: the restyle it starts already knows the faces.
    addFontFaces(lang);
    // Only a change: writing the same `lang` again makes the browser restyle every element (`:lang()` rules).
    const html = document.documentElement;
    if (html.lang !== lang) html.lang = lang;
    if (html.dir !== dir) html.dir = dir;
  }, [lang, dir]);

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot dir={dir} globalStyle={globalStyle}>
        {children}
      </ThemeRoot>
    </QueryClientProvider>
  );
}
