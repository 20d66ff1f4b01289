// Test helpers for the frontends (`@manzil/ui/testing`): render inside the same providers the shell gives.
import { createQueryClient, hydrate, type QueryClient, siteContentQueryKey } from '@manzil/api-client';
import { DEFAULT_SITE_CONTENT, type SiteContent } from '@manzil/contracts';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';

export { fakeIntersectionObserver } from './loading/fakeIntersectionObserver.ts';

export interface RenderOptions {
  /** The URL of the page (its /ar prefix sets Arabic and rtl), default '/'. */
  route?: string;
  /** A route pattern for the element, so `useParams` works ('/property/:id'). Matched in both languages. */
  path?: string;
  queryClient?: QueryClient;
  /**
   * The site content the page starts with, as a page drawn by the server carries it (default: the built-in
   * copy). It counts as old, so components fetch it again when they mount, as before the first poll. `null`:
   * none, as on a page the server did not draw (components using it wait for the first answer).
   */
  siteContent?: SiteContent | null;
}

/** Puts `content` in the cache as the page state would, dated long ago so it is fetched again on mount. */
export function seedSiteContent(queryClient: QueryClient, content: SiteContent): void {
  hydrate(queryClient, {
    queries: [{ queryKey: siteContentQueryKey, state: { data: content, dataUpdatedAt: 1 } }],
    mutations: [],
  });
}

/** Shows the current location, so a test can see where a component navigated. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    queryClient = createQueryClient(),
    siteContent = DEFAULT_SITE_CONTENT,
  }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  if (siteContent) seedSiteContent(queryClient, siteContent);
  const content: ReactNode = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path={`/ar${path === '/' ? '' : path}`} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={queryClient}>
        {content}
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return Object.assign(result, { queryClient });
}

/** A JSON `Response`, for `fetch` stubs in tests. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export { listingImage, makeListing } from './test-support/listing-fixture.ts';
export { callsTo, mockApi } from './test-support/mock-api.ts';
