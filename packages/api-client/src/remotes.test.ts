import { REMOTES_FILE_URL, remoteManifests } from '@manzil/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemotesFile } from './remotes.ts';

afterEach(() => vi.restoreAllMocks());

const DEFAULT_REMOTES = remoteManifests();
const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadRemotesFile', () => {
  it('reads the manifest URLs from /mfe/remotes.json', async () => {
    const fetchImpl = answer({ remotes: { mfe_search: 'https://cdn.example/search/v42/mf-manifest.json' } });
    const remotes = await loadRemotesFile(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(REMOTES_FILE_URL, expect.objectContaining({ cache: 'no-cache' }));
    expect(remotes.mfe_search).toBe('https://cdn.example/search/v42/mf-manifest.json');
    // Remotes the file does not mention keep their default.
    expect(remotes.mfe_chat).toBe('/mfe/mfe-chat/mf-manifest.json');
  });

  it('ignores unknown names and values that are not URLs', async () => {
    const remotes = await loadRemotesFile(answer({ remotes: { mfe_evil: '/x.json', mfe_admin: 42 } }));
    expect(remotes).toEqual(DEFAULT_REMOTES);
  });

  it('falls back to the defaults with a warning when the file is missing or broken', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadRemotesFile(answer({ message: 'no' }, 404))).toEqual(DEFAULT_REMOTES);
    expect(
      await loadRemotesFile(vi.fn(async () => new Response('not json')) as unknown as typeof fetch),
    ).toEqual(DEFAULT_REMOTES);
    expect(
      await loadRemotesFile(
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }) as unknown as typeof fetch,
      ),
    ).toEqual(DEFAULT_REMOTES);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('pageRemotesFile', () => {
  it('reads the file once per page, for the shell and every remote that asks', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ remotes: { mfe_calculators: '/elsewhere/mf-manifest.json' } }),
    );
    vi.stubGlobal('fetch', fetchImpl);
    try {
      const { pageRemotesFile } = await import('./remotes.ts');
      const [first, second] = await Promise.all([pageRemotesFile(), pageRemotesFile()]);
      expect(await pageRemotesFile()).toBe(first);
      expect(second).toBe(first);
      expect(first.mfe_calculators).toBe('/elsewhere/mf-manifest.json');
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
