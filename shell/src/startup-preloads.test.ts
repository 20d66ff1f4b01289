import { STARTUP_PRELOADS_ID } from '@manzil/contracts/server-render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadStartupFiles } from './startup-preloads.ts';

/** A document with the gateway's list of startup files (`text` written as it is). */
function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = STARTUP_PRELOADS_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((link) => ({
    rel: link.getAttribute('rel'),
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

interface HappyDomSettings {
  fetch: { interceptor: { beforeAsyncRequest(context: { request: Request }): Promise<Response> } | null };
}
const settings = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;

/** What happy-dom's preloads asked for (it fetches `as=fetch` preloads): answered here, never sent. */
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  settings.fetch.interceptor = {
    async beforeAsyncRequest({ request }) {
      requested.push(request.url);
      return new window.Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    },
  };
});

afterEach(() => {
  settings.fetch.interceptor = null;
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  document.getElementById(STARTUP_PRELOADS_ID)?.remove();
});

describe('preloadStartupFiles', () => {
  it('adds a preload link for each file of the site, in order', async () => {
    const doc = pageWith(
      JSON.stringify([
        { href: '/remotes/mfe_search/mf-manifest.json', as: 'fetch' },
        { href: '/remotes/mfe_search/remoteEntry.js', as: 'script' },
        { href: '/remotes/mfe_search/static/js/412.a1b2c3d4.js', as: 'script' },
      ]),
    );
    await preloadStartupFiles(doc);
    expect(preloads(doc)).toEqual([
      { rel: 'preload', href: '/remotes/mfe_search/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { rel: 'preload', href: '/remotes/mfe_search/remoteEntry.js', as: 'script', crossorigin: null },
      {
        rel: 'preload',
        href: '/remotes/mfe_search/static/js/412.a1b2c3d4.js',
        as: 'script',
        crossorigin: null,
      },
    ]);
    // The document asks for the manifest at once (happy-dom fetches `fetch` preloads, not scripts).
    await vi.waitFor(() =>
      expect(requested.map((url) => new URL(url).pathname)).toEqual(['/remotes/mfe_search/mf-manifest.json']),
    );
  });

  it('preloads an entry with an unknown or missing kind as a script', async () => {
    const doc = pageWith(JSON.stringify([{ href: '/a.js', as: 'style' }, { href: '/b.js' }]));
    await preloadStartupFiles(doc);
    expect(preloads(doc).map(({ href, as, crossorigin }) => [href, as, crossorigin])).toEqual([
      ['/a.js', 'script', null],
      ['/b.js', 'script', null],
    ]);
  });

  it('ignores files of other sites and entries that are not paths', async () => {
    const doc = pageWith(
      JSON.stringify([
        { href: '//evil.example/x.js', as: 'script' },
        { href: 'https://evil.example/x.js', as: 'script' },
        { href: 'http://evil.example/manifest.json', as: 'fetch' },
        { href: 'javascript:alert(1)', as: 'script' },
        { href: 'relative/path.js', as: 'script' },
        { href: '', as: 'script' },
        { href: 42, as: 'script' },
        { href: null, as: 'fetch' },
        { href: ['/array.js'], as: 'script' },
        { as: 'script' },
        '/bare-string.js',
        7,
        null,
        { href: '/kept.js', as: 'script' },
      ]),
    );
    await preloadStartupFiles(doc);
    expect(preloads(doc).map(({ href }) => href)).toEqual(['/kept.js']);
  });

  it('does nothing for bad JSON, a list that is not a list, or no list at all', async () => {
    for (const text of [
      '[{"href": "/x.js"',
      'not json',
      '{"href": "/x.js", "as": "script"}',
      '"/x.js"',
      'null',
      '',
    ]) {
      const doc = pageWith(text);
      await expect(preloadStartupFiles(doc)).resolves.toBeUndefined();
      expect(preloads(doc)).toEqual([]);
    }
    const empty = pageWith(null);
    await expect(preloadStartupFiles(empty)).resolves.toBeUndefined();
    expect(preloads(empty)).toEqual([]);
  });

  it('reads the current document by default', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = STARTUP_PRELOADS_ID;
    script.textContent = JSON.stringify([{ href: '/remotes/mfe_property/remoteEntry.js', as: 'script' }]);
    document.body.append(script);
    await preloadStartupFiles();
    const link = document.head.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('href')).toBe('/remotes/mfe_property/remoteEntry.js');
    expect(link?.getAttribute('as')).toBe('script');
  });

  it('adds the links in slices of a few milliseconds, in order, yielding to the page between slices', async () => {
    const doc = pageWith(JSON.stringify(['/1.js', '/2.js', '/3.js'].map((href) => ({ href, as: 'script' }))));
    const seenAtEachYield: string[][] = [];
    // A slice of 0 ms: every link after the first waits for the next task.
    await preloadStartupFiles(doc, {
      sliceMs: 0,
      yieldBetween: async () => {
        seenAtEachYield.push(preloads(doc).map(({ href }) => href as string));
      },
    });
    expect(seenAtEachYield).toEqual([['/1.js'], ['/1.js', '/2.js']]);
    expect(preloads(doc).map(({ href }) => href)).toEqual(['/1.js', '/2.js', '/3.js']);
  });
});
