import { createQueryClient, hydrate } from '@manzil/api-client';
import {
  PAGE_STATE_ID,
  type PageState,
  parsePageState,
  SERVER_STYLE_ATTRIBUTE,
} from '@manzil/contracts/server-render';
import { langFromPath, prepareFormats } from '@manzil/i18n';
import { afterPageLoad } from '@manzil/ui';
import { AppProviders } from '@manzil/ui/app';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../App.tsx';
import { preloadRemoteModules, RemoteUnavailableError } from '../federation/RemoteSlot.tsx';
import type { RemoteModuleId } from '../federation/remotes.ts';
import { loadRemoteModule, setupFederation } from '../federation/runtime.ts';
import { shellPageAt } from '../pages/routes.ts';
import { loadShellPage } from '../pages/ShellPage.tsx';
import { yieldToMain } from './run-in-tasks.ts';

/** How long the first render waits for the remote modules the server drew the page with. */
const PRELOAD_TIMEOUT_MS = 10_000;

/**
 * The page state the gateway wrote with its server-rendered markup: the API answers the markup was drawn from and
 * the remote modules in it. Starting from the same answers, with those modules loaded, the first render draws the
 * same page, which replaces the markup in one step (no loading placeholders in between).
 */
function readPageState(): PageState | null {
  return parsePageState(document.getElementById(PAGE_STATE_ID)?.textContent);
}

/**
 * Once the client has drawn the page, the server markup's styles have nothing left to style, and the page, kept
 * inert while it was only markup (the gateway's loader), is live. In the commit that replaces the markup, so the
 * browser restyles the page once, not once more after it has painted.
 */
function ServerMarkupCleanup() {
  useLayoutEffect(() => {
    for (const style of document.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`)) style.remove();
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}

/**
 * Draws the live page in place of the server's markup (or of the empty root when there is none): from the page
 * state's answers, once the remote modules the markup was drawn with have loaded.
 */
export async function takeOver(): Promise<void> {
  // Start reading the remotes file now; remote slots wait for it.
  void setupFederation();

  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  let state = readPageState();
  try {
    if (state) hydrate(queryClient, state.queries);
  } catch (error) {
    // A state the client cannot use: draw the page from the API as if there were none.
    console.warn('The page state could not be used', error);
    queryClient.clear();
    state = null;
  }

  const root = createRoot(container, {
    // A remote that is down is expected, handled (its slot shows a fallback) and already logged as a warning.
    onCaughtError(error, info) {
      if (error instanceof RemoteUnavailableError) return;
      console.error(error, info.componentStack);
    },
  });

  function render() {
    // A transition: React renders the page in slices of a few milliseconds, yielding between them, instead of one
    // long task that would block a phone's main thread (taps, scrolling) until the whole page is built.
    startTransition(() => {
      root.render(
        <StrictMode>
          <BrowserRouter>
            <AppProviders queryClient={queryClient}>
              <App />
              <ServerMarkupCleanup />
            </AppProviders>
          </BrowserRouter>
        </StrictMode>,
      );
    });
  }

  // The federation runtime's work to find and fetch the remote modules, in a task of its own.
  await yieldToMain();
  const modulesLoaded = state?.modules.length
    ? preloadRemoteModules(state.modules as RemoteModuleId[], loadRemoteModule, PRELOAD_TIMEOUT_MS)
    : Promise.resolve();
  // The shell's own page (home, 404) is in a chunk of its own, listed with the start-up files: loaded before the
  // first render too. A chunk that does not come in time is drawn after its placeholder, as on a navigation.
  const page = shellPageAt(window.location.pathname);
  const pageLoaded = page ? withTimeout(loadShellPage(page), PRELOAD_TIMEOUT_MS) : Promise.resolve();
  // The first number or date format a page makes loads its language's locale data: in a task of its own too,
  // not in the middle of a render slice.
  await yieldToMain();
  prepareFormats(langFromPath(window.location.pathname));
  await Promise.all([modulesLoaded, pageLoaded]);
  render();
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
