import { CONTENT_SITE_UPDATED, DEFAULT_SITE_CONTENT, type SiteContent } from '@manzil/contracts';
import type { EventEnvelope, KitServer, ServiceContext } from '@manzil/service-kit';
import { buildTestApp, signTestAdminToken, type TestApp, waitFor } from '@manzil/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import contentService from '../src/app.ts';

let built: TestApp;
let app: KitServer;
let ctx: ServiceContext;
let token: string;
const events: EventEnvelope[] = [];

beforeAll(async () => {
  built = await buildTestApp(contentService);
  ({ app, ctx } = built);
  token = await signTestAdminToken(ctx, { username: 'layla' });
  await ctx.events.subscribe({ durable: 'content-test', subjects: ['content.>'] }, async (event) => {
    events.push(event);
  });
});

afterAll(() => built?.close());

beforeEach(() => {
  events.length = 0;
});

const auth = () => ({ authorization: `Bearer ${token}` });
const getSite = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/content/site', headers });
const put = (payload: unknown, headers: Record<string, string> = auth()) =>
  app.inject({ method: 'PUT', url: '/api/content/site', payload: payload as object, headers });

// The tests run in order on one database: the document grows version by version.
describe('GET /api/content/site', () => {
  it('answers the built-in bilingual document before anything was saved', async () => {
    const response = await getSite();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json() as SiteContent;
    expect(body).toEqual(DEFAULT_SITE_CONTENT);
    expect(body.hero.title).toBe('Premium Real Estate in Abu Dhabi');
    expect(body.about.stats).toEqual({
      clients: '1200+',
      experience: '15+',
      awards: '25+',
      satisfaction: '98%',
    });
    expect(body.testimonials.items.every((item) => item.rating >= 1 && item.rating <= 5)).toBe(true);
    expect(body.translations.ar.hero?.title).toBe('عقارات فاخرة في أبوظبي');
    expect(body.company.socialMedia.map((link) => link.icon)).toEqual([
      'instagram',
      'linkedin',
      'facebook',
      'tiktok',
      'snapchat',
    ]);
  });

  it('sends an ETag and answers 304 with no body when the document did not change', async () => {
    const first = await getSite();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"site-0-/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await getSite({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await getSite({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await getSite({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });
});

describe('PUT /api/content/site', () => {
  it('needs an admin token (401 without, 401 with a bad one), and changes nothing', async () => {
    const without = await put({ hero: { title: 'Hacked' } }, {});
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ error: 'unauthorized' });
    const bad = await put({ hero: { title: 'Hacked' } }, { authorization: 'Bearer not.a.token' });
    expect(bad.statusCode).toBe(401);
    // Even an invalid body gets the 401 first.
    expect((await put({ nonsense: true }, {})).statusCode).toBe(401);
    expect((await getSite()).json().hero.title).toBe('Premium Real Estate in Abu Dhabi');
  });

  it('merges a partial document, keeps the rest, answers the new document and publishes the event', async () => {
    const before = (await getSite()).headers.etag as string;
    const response = await put({
      hero: { title: 'Homes by the Corniche' },
      whatsapp: { number: '+971 50 765 4321' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as SiteContent;
    expect(body.hero).toEqual({
      title: 'Homes by the Corniche',
      subtitle: DEFAULT_SITE_CONTENT.hero.subtitle,
    });
    // Spec 5: whitespace removed from the WhatsApp number.
    expect(body.whatsapp).toEqual({ number: '+971507654321', enabled: true });
    expect(body.services).toEqual(DEFAULT_SITE_CONTENT.services);
    expect(response.headers.etag).not.toBe(before);

    const read = await getSite();
    expect(read.json()).toEqual(body);
    expect((await getSite({ 'if-none-match': before })).statusCode).toBe(200);

    const event = await waitFor(() => events.find((e) => e.type === CONTENT_SITE_UPDATED));
    expect(event).toMatchObject({
      key: 'site',
      version: 1,
      data: { version: 1, sections: ['whatsapp', 'hero'], updatedBy: 'layla', restoredFrom: null },
    });
  });

  it('replaces lists whole and accepts a whole document', async () => {
    const doc = (await getSite()).json() as SiteContent;
    const items = [{ ...doc.testimonials.items[0], rating: 4 }];
    const response = await put({ ...doc, testimonials: { ...doc.testimonials, items } });
    expect(response.statusCode).toBe(200);
    expect(response.json().testimonials.items).toHaveLength(1);
    expect(response.json().testimonials.items[0].rating).toBe(4);
  });

  it('saves nothing when nothing changed', async () => {
    const { current } = (
      await app.inject({ method: 'GET', url: '/api/content/site/versions', headers: auth() })
    ).json();
    const response = await put({ hero: { title: 'Homes by the Corniche' } });
    expect(response.statusCode).toBe(200);
    const after = (
      await app.inject({ method: 'GET', url: '/api/content/site/versions', headers: auth() })
    ).json();
    expect(after.current).toBe(current);
  });

  it.each([
    [{ heroes: { title: 'x' } }, 'heroes', 'is not a known field'],
    [{ hero: { titel: 'x' } }, 'hero.titel', 'is not a known field'],
    [
      { services: { items: [{ title: 'a', description: '', features: [], icon: 'key', colour: 'red' }] } },
      'services.items.0.colour',
      'is not a known field',
    ],
    [{ hero: { title: { en: 'x' } } }, 'hero.title', 'must be text'],
    [{ hero: null }, 'hero', 'must be an object'],
    [{ hero: { title: '' } }, 'hero.title', 'must not be empty'],
    [{ whatsapp: { number: '0501234567' } }, 'whatsapp.number', 'has an invalid format'],
    [{ whatsapp: { number: '+971 50' } }, 'whatsapp.number', 'has an invalid format'],
    [{ whatsapp: { enabled: 'yes' } }, 'whatsapp.enabled', 'must be true or false'],
    [{ company: { email: 'not-an-email' } }, 'company.email', 'must be a valid email'],
    [
      { appStores: { appStore: { url: 'ftp://apps.example.com/x' } } },
      'appStores.appStore.url',
      'has an invalid format',
    ],
    [
      { appStores: { googlePlay: { url: '', enabled: true } } },
      'appStores.googlePlay.url',
      'needs a URL when enabled',
    ],
    [
      { company: { socialMedia: [{ platform: 'X', icon: 'x', url: 'https://x.com', enabled: true }] } },
      'company.socialMedia.0.icon',
      'must be one of',
    ],
    [
      { testimonials: { items: [{ name: 'A', role: '', text: 'Good', avatar: '', rating: 6 }] } },
      'testimonials.items.0.rating',
      'must be at most 5',
    ],
    [
      { testimonials: { items: [{ name: 'A', role: '', text: 'Good', avatar: '', rating: 0 }] } },
      'testimonials.items.0.rating',
      'must be at least 1',
    ],
    [
      {
        testimonials: {
          items: [{ name: 'A', role: '', text: 'Good', avatar: 'javascript:alert(1)', rating: 5 }],
        },
      },
      'testimonials.items.0.avatar',
      'has an invalid format',
    ],
    [{ about: { stats: { clients: '' } } }, 'about.stats.clients', 'must not be empty'],
  ])('refuses %j with a 400 naming %s', async (payload, field, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation');
    expect(body.message).toContain(field);
    expect(body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, message: expect.stringContaining(message) })]),
    );
  });

  it('refuses a body that is not an object or not JSON', async () => {
    expect((await put([1, 2])).statusCode).toBe(400);
    const notJson = await app.inject({
      method: 'PUT',
      url: '/api/content/site',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"hero":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('versions', () => {
  it('lists saved versions newest first, for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/content/site/versions' })).statusCode).toBe(401);
    const response = await app.inject({ method: 'GET', url: '/api/content/site/versions', headers: auth() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.current).toBe(2);
    expect(body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(body.versions[1]).toMatchObject({
      createdBy: 'layla',
      sections: ['whatsapp', 'hero'],
      restoredFrom: null,
    });
    expect(body.versions[1].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('reads one version with its document, 404 for a missing one, 400 for a bad number', async () => {
    const one = await app.inject({ method: 'GET', url: '/api/content/site/versions/1', headers: auth() });
    expect(one.statusCode).toBe(200);
    expect(one.json().document.hero.title).toBe('Homes by the Corniche');
    expect(one.json().document.testimonials.items).toHaveLength(3);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/content/site/versions/99',
      headers: auth(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('version 99');
    const bad = await app.inject({ method: 'GET', url: '/api/content/site/versions/abc', headers: auth() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('version');
    expect((await app.inject({ method: 'GET', url: '/api/content/site/versions/1' })).statusCode).toBe(401);
  });

  it('restores an older version as a new version and publishes it', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/content/site/versions/1/restore' })).statusCode,
    ).toBe(401);
    const response = await app.inject({
      method: 'POST',
      url: '/api/content/site/versions/1/restore',
      headers: auth(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().testimonials.items).toHaveLength(3);
    expect((await getSite()).json().testimonials.items).toHaveLength(3);
    const list = (
      await app.inject({ method: 'GET', url: '/api/content/site/versions', headers: auth() })
    ).json();
    expect(list.current).toBe(3);
    expect(list.versions[0]).toMatchObject({ version: 3, restoredFrom: 1, sections: ['testimonials'] });
    const event = await waitFor(() => events.find((e) => e.version === 3));
    expect(event.data).toMatchObject({ restoredFrom: 1 });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/content/site/versions/42/restore',
      headers: auth(),
    });
    expect(missing.statusCode).toBe(404);
  });
});
