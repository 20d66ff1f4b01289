// @vitest-environment node
import { ApiError, QueryClientProvider, sendRequest, useQuery, useSiteContent } from '@manzil/api-client';
import { DEFAULT_SITE_CONTENT } from '@manzil/contracts';
import type { ServerFetch } from '@manzil/contracts/server-render';
import { registerResources, useTranslation } from '@manzil/i18n';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { createRemoteServerRenderer, renderWithData } from './render.tsx';
import { forbidGlobalFetch } from './testing.ts';

// The frontends' vitest config resolves styled-components to its browser build (for happy-dom), which refuses to
// run without a document; server code gets the package's Node build, as the server bundle does.
vi.mock('styled-components', async () => ({
  ...((await import('styled-components/dist/styled-components.cjs.js' as string)) as object),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering by path; other paths answer 404. Records the paths it was asked for. */
function fakeFetch(routes: Record<string, () => Response | Promise<Response>>) {
  return vi.fn<ServerFetch>(async (path) => {
    const route = routes[new URL(path, 'http://gateway').pathname];
    return route ? route() : new Response('', { status: 404, statusText: 'Not Found' });
  });
}

/** The test's own paths (not routes of the API), read through the API client's transport as apiFetch reads. */
async function get<T>(path: string): Promise<T> {
  const response = await sendRequest(path, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return (await response.json()) as T;
}

// Every drawing first fetches the site content (navigation, footer): the tests below look at the page's own data.
const paths = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.map(([path]) => path).filter((path) => path !== '/api/content/site');
const pageQueries = (result: { queries: { queries: unknown[] } }) =>
  result.queries.queries.filter(
    (query) => (query as { queryKey: unknown[] }).queryKey[0] !== '/api/content/site',
  );

registerResources('server-render-test', {
  en: { hello: 'Hello, visitor', count: 'Listings: {{count}}' },
  ar: { hello: 'مرحبا أيها الزائر', count: 'العقارات: {{count}}' },
});

// Server renderers must read the API through the fetch they are given, never the global one.
forbidGlobalFetch();

function Greeting() {
  const { data } = useQuery({
    queryKey: ['greeting'],
    queryFn: () => get<{ text: string }>('/api/greeting'),
  });
  return <p>{data ? `Greeting: ${data.text}` : 'Greeting loading'}</p>;
}

function WithDisabled() {
  const off = useQuery({
    queryKey: ['off'],
    queryFn: () => get<{ text: string }>('/api/off'),
    enabled: false,
  });
  const on = useQuery({ queryKey: ['on'], queryFn: () => get<{ text: string }>('/api/on') });
  return (
    <ul>
      <li>off: {off.status}</li>
      <li>on: {on.data?.text ?? on.status}</li>
    </ul>
  );
}

function WithFailure() {
  const good = useQuery({ queryKey: ['good'], queryFn: () => get<{ text: string }>('/api/good') });
  const bad = useQuery({ queryKey: ['bad'], queryFn: () => get<{ text: string }>('/api/bad') });
  const down = useQuery({ queryKey: ['down'], queryFn: () => get<{ text: string }>('/api/down') });
  const gone = useQuery({ queryKey: ['gone'], queryFn: () => get<{ text: string }>('/api/gone') });
  return (
    <main>
      <h1>Page title</h1>
      <p>good: {good.data?.text}</p>
      <p>bad: {bad.isError ? 'failed' : bad.status}</p>
      <p>down: {down.isError ? 'failed' : down.status}</p>
      <p>gone: {gone.isError ? 'failed' : gone.status}</p>
    </main>
  );
}

/** Each answer names the next query: a page whose data comes in a chain. */
function Chain() {
  const first = useQuery({ queryKey: ['chain', 1], queryFn: () => get<string>('/api/chain/1') });
  const second = useQuery({
    queryKey: ['chain', 2],
    queryFn: () => get<string>('/api/chain/2'),
    enabled: first.isSuccess,
  });
  const third = useQuery({
    queryKey: ['chain', 3],
    queryFn: () => get<string>('/api/chain/3'),
    enabled: second.isSuccess,
  });
  return <p>{[first.data, second.data, third.data].map((value) => value ?? '-').join(' ')}</p>;
}

const Boxed = styled.div`
  margin-left: 12px;
  padding-right: 3px;
  color: rebeccapurple;
`;

function Styled() {
  return <Boxed>styled box</Boxed>;
}

function ShowId() {
  return <p>listing id {useParams().id ?? 'none'}</p>;
}

function CompanyName() {
  return <p>Agency: {useSiteContent().content.company.name}</p>;
}

const renderer = createRemoteServerRenderer({
  'test/CompanyName': CompanyName,
  'test/Greeting': Greeting,
  'test/WithDisabled': WithDisabled,
  'test/WithFailure': WithFailure,
  'test/Chain': Chain,
  'test/Styled': Styled,
  'test/ShowId': ShowId,
});

describe('createRemoteServerRenderer', () => {
  it('lists the modules it draws', () => {
    expect(renderer.modules).toEqual([
      'test/CompanyName',
      'test/Greeting',
      'test/WithDisabled',
      'test/WithFailure',
      'test/Chain',
      'test/Styled',
      'test/ShowId',
    ]);
  });

  it('has the site content before the first drawing: drawn once, and carried in the page state', async () => {
    const site = {
      ...DEFAULT_SITE_CONTENT,
      company: { ...DEFAULT_SITE_CONTENT.company, name: 'Corniche Homes' },
    };
    const fetch = fakeFetch({ '/api/content/site': () => json(site) });
    const result = await renderer.render({ module: 'test/CompanyName', url: '/', lang: 'en', fetch });
    expect(result.html).toContain('Agency: <!-- -->Corniche Homes');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.queries.queries).toEqual([
      expect.objectContaining({
        queryKey: ['/api/content/site'],
        state: expect.objectContaining({ data: site }),
      }),
    ]);
  });

  it('fetches the data a query asks for through the given fetch, draws it and dehydrates it', async () => {
    const fetch = fakeFetch({ '/api/greeting': () => json({ text: 'hi from the API' }) });
    const result = await renderer.render({ module: 'test/Greeting', url: '/', lang: 'en', fetch });
    expect(result.html).toContain('Greeting: hi from the API');
    expect(result.html).not.toContain('Greeting loading');
    expect(paths(fetch)).toEqual(['/api/greeting']);
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(result.slots).toEqual([]);
    expect(result.queries.mutations).toEqual([]);
    expect(pageQueries(result)).toHaveLength(1);
    expect(pageQueries(result)[0]).toMatchObject({
      queryKey: ['greeting'],
      state: { status: 'success', data: { text: 'hi from the API' } },
    });
  });

  it('does not fetch a disabled query', async () => {
    const fetch = fakeFetch({
      '/api/on': () => json({ text: 'on data' }),
      '/api/off': () => json({ text: 'should not be asked' }),
    });
    const result = await renderer.render({ module: 'test/WithDisabled', url: '/', lang: 'en', fetch });
    expect(paths(fetch)).toEqual(['/api/on']);
    expect(result.html).toContain('on: <!-- -->on data');
    expect(result.html).toContain('off: <!-- -->pending');
    expect(pageQueries(result).map((query) => (query as { queryKey: unknown }).queryKey)).toEqual([['on']]);
  });

  it("leaves a failed query out of the dehydrated state (the API's refusal goes in) and still draws the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = fakeFetch({
      '/api/good': () => json({ text: 'good data' }),
      '/api/bad': () => new Response('boom', { status: 500, statusText: 'Server Error' }),
      '/api/down': () => Promise.reject(new TypeError('fetch failed')),
      '/api/gone': () => new Response('no such thing', { status: 404, statusText: 'Not Found' }),
    });
    const result = await renderer.render({ module: 'test/WithFailure', url: '/', lang: 'en', fetch });
    expect(result.html).toContain('<h1>Page title</h1>');
    expect(result.html).toContain('good: <!-- -->good data');
    // Not the API's own "no" (a 4xx): drawn as the browser's first render draws it, loading; not in the state,
    // so the browser asks again.
    expect(result.html).toContain('bad: <!-- -->pending');
    expect(result.html).toContain('down: <!-- -->pending');
    // The API's own "no" is drawn as the page shows it (a listing that does not exist says so).
    expect(result.html).toContain('gone: <!-- -->failed');
    const keys = pageQueries(result).map((query) => (query as { queryKey: unknown }).queryKey);
    // The refusal goes in the state too, so the browser draws "failed" from it as the server did (hydration).
    expect(keys).toEqual([['good'], ['gone']]);
    expect(pageQueries(result)[1]).toMatchObject({
      state: { status: 'error', error: { status: 404, body: 'no such thing' } },
    });
    // Each failed query was asked once only (no retry on the server).
    expect(paths(fetch).sort()).toEqual(['/api/bad', '/api/down', '/api/gone', '/api/good']);
  });

  it('draws at most three times: data asked for by the third drawing is left to the browser', async () => {
    const fetch = fakeFetch({
      '/api/chain/1': () => json('one'),
      '/api/chain/2': () => json('two'),
      '/api/chain/3': () => json('three'),
    });
    const result = await renderer.render({ module: 'test/Chain', url: '/', lang: 'en', fetch });
    expect(paths(fetch)).toEqual(['/api/chain/1', '/api/chain/2']);
    expect(result.html).toContain('one two -');
    expect(pageQueries(result)).toHaveLength(2);
  });

  it('gives the module the route parameters of its route', async () => {
    const fetch = fakeFetch({});
    const en = await renderer.render({
      module: 'test/ShowId',
      url: '/property/42',
      route: '/property/:id',
      lang: 'en',
      fetch,
    });
    expect(en.html).toContain('listing id <!-- -->42');
    const ar = await renderer.render({
      module: 'test/ShowId',
      url: '/ar/property/7',
      route: '/ar/property/:id',
      lang: 'ar',
      fetch,
    });
    expect(ar.html).toContain('listing id <!-- -->7');
    // Without a route the module is drawn as it is, with no parameters.
    const plain = await renderer.render({ module: 'test/ShowId', url: '/property/42', lang: 'en', fetch });
    expect(plain.html).toContain('listing id <!-- -->none');
  });

  it('draws nothing when the url is not on the given route', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await renderer.render({
      module: 'test/ShowId',
      url: '/elsewhere',
      route: '/property/:id',
      lang: 'en',
      fetch: fakeFetch({}),
    });
    expect(result.html).not.toContain('listing id');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No routes matched location "/elsewhere"'));
  });

  it('rejects a module it does not draw', async () => {
    const fetch = fakeFetch({});
    await expect(renderer.render({ module: 'test/Unknown', url: '/', lang: 'en', fetch })).rejects.toThrow(
      'This renderer does not draw test/Unknown',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("answers the component's style rules without a <style> tag, flipped right to left in Arabic", async () => {
    const fetch = fakeFetch({});
    const en = await renderer.render({ module: 'test/Styled', url: '/', lang: 'en', fetch });
    expect(en.html).toContain('styled box');
    expect(en.css).not.toMatch(/<\/?style/);
    expect(en.css).toContain('margin-left:12px');
    expect(en.css).toContain('padding-right:3px');
    expect(en.css).toContain('color:rebeccapurple');
    // A remote drawn alone leaves the global styles (reset, fonts) to the shell's markup.
    expect(en.css).not.toContain('box-sizing:border-box');

    const ar = await renderer.render({ module: 'test/Styled', url: '/ar', lang: 'ar', fetch });
    expect(ar.css).not.toMatch(/<\/?style/);
    expect(ar.css).toContain('margin-right:12px');
    expect(ar.css).toContain('padding-left:3px');
    expect(ar.css).not.toContain('margin-left:12px');
    expect(ar.css).toContain('color:rebeccapurple');
    // The class in the markup is the one the rules are written for.
    const className = /class="[^"]*?([A-Za-z]+)"/.exec(ar.html)?.[1];
    expect(className).toBeTruthy();
    expect(ar.css).toContain(`.${className}{`);
  });
});

function Translated({ fetchCount }: { fetchCount: () => Promise<number> }) {
  const { t } = useTranslation('server-render-test');
  const { data } = useQuery({ queryKey: ['count'], queryFn: fetchCount });
  return (
    <section>
      <h1>{t('hello')}</h1>
      <p>{data === undefined ? 'waiting' : t('count', { count: data })}</p>
    </section>
  );
}

const later = <T,>(ms: number, value: T) => new Promise<T>((done) => setTimeout(() => done(value), ms));

describe('renderWithData', () => {
  it('draws two pages at the same time, each in its own language', async () => {
    const page = (lang: 'en' | 'ar', fetchCount: () => Promise<number>) =>
      renderWithData({
        lang,
        element: (queryClient) => (
          <QueryClientProvider client={queryClient}>
            <Translated fetchCount={fetchCount} />
          </QueryClientProvider>
        ),
      });
    // The English answer comes last: its second drawing happens after the Arabic page has set its language.
    const [en, ar] = await Promise.all([page('en', () => later(30, 12)), page('ar', () => later(5, 7))]);
    expect(en.html).toContain('<h1>Hello, visitor</h1>');
    expect(en.html).toContain('Listings: 12');
    expect(en.html).not.toContain('مرحبا');
    expect(ar.html).toContain('<h1>مرحبا أيها الزائر</h1>');
    expect(ar.html).toContain('العقارات: 7');
    expect(ar.html).not.toContain('Hello');
    expect(pageQueries(en)[0]).toMatchObject({ state: { data: 12 } });
    expect(pageQueries(ar)[0]).toMatchObject({ state: { data: 7 } });
  });

  it('calls beforeEachPass before each drawing', async () => {
    const drawings: string[] = [];
    const result = await renderWithData({
      lang: 'en',
      beforeEachPass: () => drawings.push('before'),
      element: (queryClient) => {
        drawings.push('element');
        return (
          <QueryClientProvider client={queryClient}>
            <Translated fetchCount={async () => 3} />
          </QueryClientProvider>
        );
      },
    });
    expect(drawings).toEqual(['before', 'element', 'before', 'element']);
    expect(result.html).toContain('Listings: 3');
  });

  it('draws once when the page asks for no data', async () => {
    const element = vi.fn(() => <p>static</p>);
    const result = await renderWithData({ lang: 'en', element });
    expect(element).toHaveBeenCalledTimes(1);
    expect(result.html).toBe('<p>static</p>');
    expect(result.css).toBe('');
    expect(pageQueries(result)).toEqual([]);
    expect(result.queries.mutations).toEqual([]);
  });
});
