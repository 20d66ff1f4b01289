import { createQueryClient, hydrate, rememberSiteContent, siteContentQueryKey } from '@manzil/api-client';
import {
  CLIENT_ONLY_SLOT,
  PAGE_STATE_ID,
  type PageState,
  parsePageState,
} from '@manzil/contracts/server-render';
import { langFromPath } from '@manzil/i18n';
import { afterPageLoad, loadRtlPlugins } from '@manzil/ui';
import { AppProviders } from '@manzil/ui/app';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../App.tsx';
import { preloadRemoteModules, RemoteUnavailableError } from '../federation/RemoteSlot.tsx';
import type { RemoteModuleId } from '../federation/remotes.ts';
import { loadRemoteModule, setupFederation } from '../federation/runtime.ts';
import { shellPageAt } from '../pages/routes.ts';
import { loadShellPage } from '../pages/ShellPage.tsx';
import { expectParts, partLive } from './hydration-progress.ts';
import { yieldToMain } from './run-in-tasks.ts';
import { hydrateTouchedFirst } from './touched-first.ts';

/** How long the first render waits for the remote modules the server drew the page with. */
const PRELOAD_TIMEOUT_MS = 10_000;

/**
 * The page state the gateway wrote with its server-rendered markup: the API answers the markup was drawn from and
 * the remote modules in it. Starting from the same answers, the client's first render draws the same page, so it
 * hydrates the markup (attaches to it) instead of drawing it again.
 */
function readPageState(): PageState | null {
  return parsePageState(document.getElementById(PAGE_STATE_ID)?.textContent);
}

/**
 * The shell's part of the page is live once it has hydrated; with the module parts the server drew, the page
 * answers taps (`hydration-progress.ts` then fires the event the gateway's loader waits for).
 */
function LiveOnceHydrated({ children }: { children: ReactNode }) {
  useEffect(() => partLive('shell'), []);
  // Around the app, not beside it: the tree keeps the server's shape, so every useId is the id the server drew.
  return children;
}

/** A hydration error: the server's markup and the client's first render differ. Never expected: logged as an error. */
export class HydrationMismatchError extends Error {
  constructor(cause: unknown) {
    super(`Hydration mismatch: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'HydrationMismatchError';
  }
}

const rootOptions: RootOptions = {
  // A remote that is down is expected, handled (its slot shows a fallback) and already logged as a warning.
  onCaughtError(error, info) {
    if (error instanceof RemoteUnavailableError) return;
    console.error(error, info.componentStack);
  },
  onRecoverableError(error, info) {
    // A module the gateway left for the browser to draw (one the page gives props, or one that could not be drawn
    // on the server): expected.
    if ((error as { digest?: unknown } | null)?.digest === CLIENT_ONLY_SLOT) return;
    console.error(new HydrationMismatchError(error), info.componentStack ?? '');
  },
};

/**
 * Makes the server's markup the live page (hydration), or draws the page when there is no markup: from the page
 * state's answers. The shell hydrates at once; each remote module's part (a Suspense boundary) hydrates when its
 * module has loaded, the part a visitor presses first before the others (`touched-first.ts`).
 */
export async function takeOver(): Promise<void> {
  let state = readPageState();
  // A control pressed while the page starts: its part hydrates first, from when there is a root to ask.
  const touchedFirst = hydrateTouchedFirst();
  // Start reading the remotes file now; remote slots wait for it.
  void setupFederation(state?.modules);

  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  try {
    if (state) {
      hydrate(queryClient, state.queries);
      // The page's site content, with its entity tag: the first poll asks whether it changed.
      rememberSiteContent(queryClient.getQueryData(siteContentQueryKey), state.siteContentEtag);
    }
  } catch (error) {
    // A state the client cannot use: draw the page from the API as if there were none.
    console.warn('The page state could not be used', error);
    queryClient.clear();
    state = null;
  }

  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppProviders queryClient={queryClient}>
          <LiveOnceHydrated>
            <App />
          </LiveOnceHydrated>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );

  // The federation runtime's work to find and fetch the remote modules, in a task of its own.
  await yieldToMain();
  // The remote modules the markup was drawn with start loading now; their parts hydrate as each arrives.
  if (state?.modules.length) {
    void preloadRemoteModules(state.modules as RemoteModuleId[], loadRemoteModule, PRELOAD_TIMEOUT_MS);
  }
  // The shell's own page (home, 404) is a chunk of its own, listed with the start-up files: its part hydrates once
  // it has loaded.
  const page = shellPageAt(window.location.pathname);
  const pageLoaded = page ? loadShellPage(page) : Promise.resolve();
  pageLoaded.catch(() => {}); // a chunk that fails is loaded again, with a fallback, where it is drawn
  const lang = langFromPath(window.location.pathname);
  // An Arabic page's right-to-left style plugin (its own chunk, preloaded with the page): there before hydrating.
  if (lang === 'ar') await loadRtlPlugins();

  // The page is wholly live once the shell, the remote modules the server drew and the shell's own page are.
  expectParts(['shell', ...(state?.modules ?? []), ...(page ? [`page:${page}`] : [])]);
  if (state && container.firstElementChild) {
    // Hydration runs in slices of a few milliseconds, yielding to the visitor's taps and scrolling between them.
    startTransition(() => {
      touchedFirst(hydrateRoot(container, app, rootOptions));
    });
  } else {
    // No server markup (the shell could not draw the page): the client draws it, its page's chunk first.
    await withTimeout(pageLoaded, PRELOAD_TIMEOUT_MS);
    const root = createRoot(container, rootOptions);
    startTransition(() => root.render(app));
  }
  // Most visits go back to the home page at some point: its chunk is fetched once this page is loaded and idle.
  if (page !== 'home') afterPageLoad(() => void loadShellPage('home').catch(() => {}));
}

/** Waits for `promise` at most `ms`; never rejects (what failed or came late is loaded again where it is used). */
function withTimeout(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  const settled = promise.then(
    () => {},
    () => {},
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
