import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { defaultSiteContent, localizeSiteContent, withContentDefaults } from './site-content.ts';
import { SITE_CONTENT_REFETCH_MS, SITE_CONTENT_STALE_MS, useSiteContent } from './use-site-content.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function QueryWrapper({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function withQueryClient() {
  const client = createQueryClient();
  return { client, wrapper: ({ children }: { children: ReactNode }) => QueryWrapper({ client, children }) };
}

describe('createQueryClient', () => {
  it('has the spec defaults: never stale, no refetch on focus, no retry', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(false);
  });
});

describe('useSiteContent', () => {
  it('answers the defaults at once, then the server document', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ ...defaultSiteContent, hero: { title: 'Homes by the sea', subtitle: 'x' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSiteContent(), { wrapper });
    expect(result.current.content.hero.title).toBe('Premium Real Estate in Abu Dhabi');
    await waitFor(() => expect(result.current.content.hero.title).toBe('Homes by the sea'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/content/site',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it("logs 'Failed to fetch content' and keeps the defaults when the server fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 502, statusText: 'Bad Gateway' })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSiteContent(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(warn).toHaveBeenCalledWith('Failed to fetch content', expect.any(Error));
    expect(result.current.content).toEqual(defaultSiteContent);
  });

  it('polls every 5 s and stays fresh for a minute', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(defaultSiteContent)),
    );
    const { client, wrapper } = withQueryClient();
    const { result } = renderHook(() => useSiteContent(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const query = client.getQueryCache().find({ queryKey: ['/api/content/site'] });
    const observer = query?.observers[0];
    expect(observer?.options.refetchInterval).toBe(SITE_CONTENT_REFETCH_MS);
    expect(observer?.options.staleTime).toBe(SITE_CONTENT_STALE_MS);
    expect(SITE_CONTENT_REFETCH_MS).toBe(5000);
    expect(SITE_CONTENT_STALE_MS).toBe(60000);
  });
});

describe('site content helpers', () => {
  it('fills missing sections and fields from the defaults', () => {
    const merged = withContentDefaults({ hero: { title: 'Only a title' } } as never);
    expect(merged.hero).toEqual({ title: 'Only a title', subtitle: defaultSiteContent.hero.subtitle });
    expect(merged.company).toEqual(defaultSiteContent.company);
    expect(withContentDefaults(null)).toBe(defaultSiteContent);
  });

  it('shows Arabic texts on Arabic pages and keeps contact data from the document', () => {
    const doc = {
      ...defaultSiteContent,
      company: { ...defaultSiteContent.company, phone: '+971 2 111 2222' },
    };
    const ar = localizeSiteContent(doc, 'ar');
    expect(ar.hero.title).toBe('عقارات فاخرة في أبوظبي');
    expect(ar.company.phone).toBe('+971 2 111 2222');
    expect(ar.about.stats).toEqual(doc.about.stats);
    expect(localizeSiteContent(doc, 'en')).toBe(doc);
  });
});
