import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, type QueryClient, QueryClientProvider, useQuery } from './query/index.ts';
import { createQueryClient } from './query-client.ts';
import { localizeSiteContent } from './site-content.ts';
import { defaultSiteContent, withContentDefaults } from './site-content-defaults.ts';
import {
  fetchSiteContent,
  loadChunk,
  rememberSiteContent,
  resetSiteContentCache,
  SITE_CONTENT_REFETCH_MS,
  SITE_CONTENT_STALE_MS,
  siteContentEtag,
  siteContentQueryKey,
  useSiteContent,
} from './use-site-content.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSiteContentCache();
});

function QueryWrapper({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>{children}</Suspense>
    </QueryClientProvider>
  );
}

/**
 * renderHook for a hook that suspends (waits for its first answer): React resumes a suspended component inside
 * an awaited act only.
 */
async function renderSuspending<T>(hook: () => T, client = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => QueryWrapper({ client, children });
  let rendered: ReturnType<typeof renderHook<T, unknown>> | undefined;
  await act(async () => {
    rendered = renderHook(hook, { wrapper });
  });
  return { client, ...(rendered as ReturnType<typeof renderHook<T, unknown>>) };
}

function withQueryClient() {
  const client = createQueryClient();
  return { client, wrapper: ({ children }: { children: ReactNode }) => QueryWrapper({ client, children }) };
}

describe('createQueryClient', () => {
  it('has the spec defaults: answers never go stale on their own, a failed fetch is not retried', async () => {
    const { client, wrapper } = withQueryClient();
    expect(client.defaults.staleTime).toBe(Number.POSITIVE_INFINITY);
    const queryFn = vi.fn(async () => {
      throw new Error('500: down');
    });
    const { result } = renderHook(() => useQuery({ queryKey: ['down'], queryFn }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(result.current.error?.message).toBe('500: down');
  });
});

describe('useSiteContent', () => {
  it('answers at once the content the page carries (the server drew it)', async () => {
    const fetchMock = vi.fn(async () => Response.json(defaultSiteContent));
    vi.stubGlobal('fetch', fetchMock);
    const { client, wrapper } = withQueryClient();
    const carried = { ...defaultSiteContent, hero: { title: 'Homes by the sea', subtitle: 'x' } };
    hydrate(client, {
      queries: [{ queryKey: siteContentQueryKey, state: { data: carried, dataUpdatedAt: Date.now() } }],
      mutations: [],
    });
    const { result } = renderHook(() => useSiteContent(), { wrapper });
    expect(result.current.content.hero.title).toBe('Homes by the sea');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for the server document where the page carries none, never showing a stale copy', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = await renderSuspending(() => useSiteContent());
    expect(result.current).toBeNull();
    answer(Response.json({ ...defaultSiteContent, hero: { title: 'Homes by the sea', subtitle: 'x' } }));
    await waitFor(() => expect(result.current?.content.hero.title).toBe('Homes by the sea'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
    const { result } = await renderSuspending(() => useSiteContent());
    await waitFor(() => expect(result.current?.isSuccess).toBe(true));
    expect(warn).toHaveBeenCalledWith('Failed to fetch content', expect.any(Error));
    expect(result.current.content).toEqual(defaultSiteContent);
  });

  it('polls every 5 s and stays fresh for a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = vi.fn(async () => Response.json(defaultSiteContent));
      vi.stubGlobal('fetch', fetchMock);
      const first = await renderSuspending(() => useSiteContent());
      const wrapper = ({ children }: { children: ReactNode }) =>
        QueryWrapper({ client: first.client, children });
      await waitFor(() => expect(first.result.current?.isSuccess).toBe(true));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(SITE_CONTENT_REFETCH_MS);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      first.unmount();
      // Another component within the minute uses the cached answer; after it, the answer is fetched again.
      renderHook(() => useSiteContent(), { wrapper }).unmount();
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(SITE_CONTENT_STALE_MS);
      renderHook(() => useSiteContent(), { wrapper });
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
      expect(SITE_CONTENT_REFETCH_MS).toBe(5000);
      expect(SITE_CONTENT_STALE_MS).toBe(60000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useSiteContent while polling', () => {
  it('draws nothing again for a poll whose document did not change, and draws a changed one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const doc = { ...defaultSiteContent, hero: { title: 'Same', subtitle: '' } };
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(Response.json(doc, { headers: { etag: '"site-1-a"' } }))
        .mockResolvedValueOnce(new Response(null, { status: 304, headers: { etag: '"site-1-a"' } }))
        .mockResolvedValueOnce(
          Response.json(
            { ...doc, hero: { title: 'New', subtitle: '' } },
            { headers: { etag: '"site-2-b"' } },
          ),
        );
      vi.stubGlobal('fetch', fetchMock);
      let drawn = 0;
      const { result } = await renderSuspending(() => {
        drawn += 1;
        return useSiteContent();
      });
      await waitFor(() => expect(result.current?.content.hero.title).toBe('Same'));
      const before = drawn;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SITE_CONTENT_REFETCH_MS);
      });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(drawn).toBe(before);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SITE_CONTENT_REFETCH_MS);
      });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      await waitFor(() => expect(result.current.content.hero.title).toBe('New'));
      expect(drawn).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fetchSiteContent with entity tags', () => {
  it('sends If-None-Match on the next poll and keeps the same object on a 304', async () => {
    const doc = { ...defaultSiteContent, hero: { title: 'Tagged', subtitle: '' } };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(Response.json(doc, { headers: { etag: '"site-3-abc"' } }))
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { etag: '"site-3-abc"' } }));
    vi.stubGlobal('fetch', fetchMock);
    const first = await fetchSiteContent();
    expect(first.hero.title).toBe('Tagged');
    const second = await fetchSiteContent();
    expect(second).toBe(first);
    const headers = new Headers((fetchMock.mock.calls[1]?.[1] as RequestInit | undefined)?.headers);
    expect(headers.get('If-None-Match')).toBe('"site-3-abc"');
  });

  it("tells a document's entity tag (the server writes it in the page state), none for the defaults", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(Response.json(defaultSiteContent, { headers: { etag: '"site-7-e"' } })),
    );
    const content = await fetchSiteContent();
    expect(siteContentEtag(content)).toBe('"site-7-e"');
    expect(siteContentEtag(defaultSiteContent)).toBeUndefined();
    expect(siteContentEtag(undefined)).toBeUndefined();
  });

  it("asks only whether the page's own document changed on the first poll, and keeps it on a 304", async () => {
    // The document the page state carried, read back by the client.
    const drawn = { ...defaultSiteContent, hero: { title: 'Drawn', subtitle: '' } };
    rememberSiteContent(drawn, '"site-4-d"');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { etag: '"site-4-d"' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchSiteContent()).toBe(drawn);
    const headers = new Headers((fetchMock.mock.calls[0]?.[1] as RequestInit | undefined)?.headers);
    expect(headers.get('If-None-Match')).toBe('"site-4-d"');
  });

  it('keeps the last document the server sent when a later poll fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const doc = { ...defaultSiteContent, hero: { title: 'Saved', subtitle: '' } };
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(Response.json(doc, { headers: { etag: '"site-1-x"' } }))
        .mockRejectedValueOnce(new TypeError('Failed to fetch')),
    );
    await fetchSiteContent();
    expect((await fetchSiteContent()).hero.title).toBe('Saved');
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
    expect(ar.services.items[0]?.title).toBe('شراء منزل');
    expect(ar.services.items[0]?.icon).toBe('key');
    expect(ar.testimonials.items[0]?.rating).toBe(5);
    expect(ar.company.phone).toBe('+971 2 111 2222');
    expect(ar.about.stats).toEqual(doc.about.stats);
    expect(localizeSiteContent(doc, 'en')).toBe(doc);
  });

  it("uses the admin's Arabic texts, and the English text where an Arabic one is missing", () => {
    const doc = {
      ...defaultSiteContent,
      hero: { title: 'Homes by the Corniche', subtitle: 'New subtitle' },
      services: {
        ...defaultSiteContent.services,
        items: [
          ...defaultSiteContent.services.items,
          { title: 'Holiday homes', description: 'd', features: [], icon: 'home' },
        ],
      },
      translations: { ar: { hero: { title: 'منازل على الكورنيش' } } },
    };
    const ar = localizeSiteContent(doc, 'ar');
    expect(ar.hero).toEqual({ title: 'منازل على الكورنيش', subtitle: 'New subtitle' });
    expect(ar.services.items[4]?.title).toBe('Holiday homes');
    expect(ar.contact.title).toBe('Get in Touch');
  });
});

describe('loadChunk', () => {
  it('tries again, waiting longer each time, until the chunk comes', async () => {
    const chunk = { loaded: true };
    const load = vi
      .fn<() => Promise<typeof chunk>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(chunk);
    const waits: number[] = [];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadChunk(load, async (ms) => void waits.push(ms))).resolves.toBe(chunk);
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });
});
