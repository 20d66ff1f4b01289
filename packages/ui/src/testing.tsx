// Test helpers for the frontends (`@manzil/ui/testing`): render inside the same providers the shell gives.
import { createQueryClient, type QueryClient } from '@manzil/api-client';
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
}

/** Shows the current location, so a test can see where a component navigated. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, queryClient = createQueryClient() }: RenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
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
