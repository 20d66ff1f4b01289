import { type ComponentType, lazy, Suspense, useState } from 'react';
import { PageUnavailable } from '../federation/fallbacks.tsx';
import { RemoteErrorBoundary } from '../federation/RemoteSlot.tsx';
import { PartLive } from '../startup/hydration-progress.ts';
import { Padded, PageArea, PageSkeleton } from './PageSkeleton.tsx';
import type { ShellPageName } from './routes.ts';

/**
 * The shell's own pages that only some visits show, each in a chunk of its own: the home page (its sections, the
 * contact form and their texts) and the 404 page. A listing or the search results do not wait for them (the
 * home page's chunk is fetched once such a page is loaded and idle, for a later visit: startup/takeover.tsx). A page
 * drawn on the server has its chunk listed in the page's start-up files (the build's page-files.json) and loaded
 * before the client's first render, so the client draws it at once, as the server did.
 */
export const SHELL_PAGE_LOADERS: Record<ShellPageName, () => Promise<ComponentType>> = {
  home: () => import(/* webpackChunkName: "page-home" */ './HomePage.tsx').then((m) => m.HomePage),
  notFound: () =>
    import(/* webpackChunkName: "page-not-found" */ './NotFoundPage.tsx').then((m) => m.NotFoundPage),
};

const loaded = new Map<ShellPageName, ComponentType>();
const loading = new Map<ShellPageName, Promise<ComponentType>>();

/** Loads a page's chunk once; a failed load is forgotten, so "Try again" loads it again. */
export function loadShellPage(name: ShellPageName): Promise<ComponentType> {
  let promise = loading.get(name);
  if (!promise) {
    promise = SHELL_PAGE_LOADERS[name]().then(
      (page) => {
        loaded.set(name, page);
        return page;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, promise);
  }
  return promise;
}

function Page({ name }: { name: ShellPageName }) {
  // Chosen once: a page that finishes loading while its lazy stand-in is mounted keeps the stand-in (swapping
  // the component would mount the page again and lose what the visitor typed). A new stand-in after "Try again".
  const [Component] = useState(
    () => loaded.get(name) ?? lazy(async () => ({ default: await loadShellPage(name) })),
  );
  return <Component />;
}

/** One of the shell's own pages: at once when its chunk is loaded, else after a page-sized placeholder. */
export function ShellPage({ name }: { name: ShellPageName }) {
  return (
    <RemoteErrorBoundary
      key={name}
      id={`The ${name} page`}
      fallback={(retry) => (
        <Padded>
          <PageUnavailable retry={retry} />
          {/* The page answers taps with its fallback: that part is as live as it gets. */}
          <PartLive part={`page:${name}`} />
        </Padded>
      )}
    >
      <Suspense
        fallback={
          <PageArea aria-busy="true">
            <PageSkeleton />
          </PageArea>
        }
      >
        <Page key={name} name={name} />
        <PartLive part={`page:${name}`} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
