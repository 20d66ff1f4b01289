import authService from '@manzil/auth-service';
import catalogService from '@manzil/catalog-service';
import contactService from '@manzil/contact-service';
import contentService from '@manzil/content-service';
import { ACTIVITY_PATH, type ActivityResponse, type AuditEntry } from '@manzil/contracts';
import mediaService from '@manzil/media-service';
import notificationsService from '@manzil/notifications-service';
import type { ServicePlugin } from '@manzil/service-kit';
import { buildTestApp, type TestApp } from '@manzil/test-utils';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 22, "Audit log": the services as the embedded gateway mounts them. Every admin action is recorded by the
// service that owns the data, and GET /api/admin/activity answers them all, newest first.
const ADMIN = { username: 'admin', password: 'correct-horse-battery-staple' };
const CLIENT = '203.0.113.5';
let built: TestApp;

const services: ServicePlugin = async (app, { ctx }) => {
  await app.register(authService, { ctx });
  await app.register(catalogService, { ctx, seed: false, relayPollMs: 50 });
  await app.register(contentService, { ctx });
  await app.register(contactService, { ctx });
  await app.register(mediaService, { ctx, assetsDir: null });
  await app.register(notificationsService, { ctx });
};

beforeAll(async () => {
  built = await buildTestApp(services, {
    env: { LOG_LEVEL: 'silent', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  });
}, 180_000);

afterAll(() => built?.close());

async function call(method: string, url: string, token?: string, payload?: unknown) {
  const response = await built.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: CLIENT,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

async function signIn(): Promise<string> {
  const login = await call('POST', '/api/admin/auth/login', undefined, ADMIN);
  expect(login.status).toBe(200);
  return login.body.token as string;
}

async function activity(token: string, query = ''): Promise<ActivityResponse> {
  const answer = await call('GET', `${ACTIVITY_PATH}${query}`, token);
  expect(answer.status).toBe(200);
  return answer.body as ActivityResponse;
}

describe('the audit log', () => {
  let token: string;
  let emirateId: number;

  beforeAll(async () => {
    // A refused sign-in, then the real one.
    expect(
      (await call('POST', '/api/admin/auth/login', undefined, { ...ADMIN, password: 'wrong-guess-123' }))
        .status,
    ).toBe(401);
    token = await signIn();
    const created = await call('POST', '/api/admin/emirates', token, {
      nameEn: 'Ajman',
      nameAr: 'عجمان',
      slug: 'ajman',
      enabled: true,
    });
    expect(created.status).toBe(201);
    emirateId = created.body.id;
    expect(
      (
        await call('PUT', `/api/admin/emirates/${emirateId}`, token, {
          nameEn: 'Ajman City',
          nameAr: 'عجمان',
          slug: 'ajman',
          enabled: true,
        })
      ).status,
    ).toBe(200);
    expect((await call('DELETE', `/api/admin/emirates/${emirateId}`, token)).status).toBeLessThan(300);
    expect(
      (await call('PUT', '/api/content/site', token, { company: { phone: '+971 2 555 0100' } })).status,
    ).toBe(200);
    expect((await call('GET', '/api/contact?page=1', token)).status).toBe(200);
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2a6f97' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const upload = await built.app.inject({
      method: 'POST',
      url: '/api/media/images',
      remoteAddress: CLIENT,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': request.headers.get('content-type') as string,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(201);
  }, 120_000);

  it('records each action with who, what, which id, when and from which client, newest first', async () => {
    const { entries, unavailable } = await activity(token);
    expect(unavailable).toEqual([]);
    const summary = entries.map((entry) => `${entry.service} ${entry.action} ${entry.kind}`);
    expect(summary).toEqual([
      'media upload image',
      'contact read enquiry',
      'content update content',
      'catalog delete emirate',
      'catalog update emirate',
      'catalog create emirate',
      'auth sign-in session',
      'auth sign-in-failed session',
    ]);
    for (const entry of entries) {
      expect(entry.username, summary.join()).toBe('admin');
      expect(entry.client).toBe(CLIENT);
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    }
    const byAction = (action: string, kind: string) =>
      entries.find((entry) => entry.action === action && entry.kind === kind) as AuditEntry;
    expect(byAction('create', 'emirate').targetId).toBe(String(emirateId));
    expect(byAction('delete', 'emirate').targetId).toBe(String(emirateId));
    expect(byAction('upload', 'image').targetId).toMatch(/^[\w-]+$/);
    const times = entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by kind and by user, and pages with before', async () => {
    const emirates = await activity(token, '?kind=emirate');
    expect(emirates.entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect((await activity(token, '?user=someone-else')).entries).toEqual([]);
    const first = await activity(token, '?limit=2');
    expect(first.entries).toHaveLength(2);
    const next = await activity(
      token,
      `?limit=2&before=${encodeURIComponent(first.entries[1]?.at as string)}`,
    );
    expect((next.entries[0]?.at as string) <= (first.entries[1]?.at as string)).toBe(true);
  });

  it('records sign-out', async () => {
    expect((await call('POST', '/api/admin/auth/logout', token)).status).toBe(200);
    token = await signIn();
    const { entries } = await activity(token, '?kind=session');
    expect(entries.slice(0, 2).map((entry) => entry.action)).toEqual(['sign-in', 'sign-out']);
  });

  it('is for administrators only, and cannot be changed through the API', async () => {
    expect((await call('GET', ACTIVITY_PATH)).status).toBe(401);
    expect((await call('GET', `${ACTIVITY_PATH}/catalog`)).status).toBe(401);
    const { entries } = await activity(token, '?limit=1');
    const id = entries[0]?.id;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const url of [ACTIVITY_PATH, `${ACTIVITY_PATH}/catalog`, `${ACTIVITY_PATH}/auth/${id}`]) {
        const answer = await call(method, url, token, method === 'DELETE' ? undefined : {});
        expect([404, 405], `${method} ${url}`).toContain(answer.status);
      }
    }
    expect((await activity(token, '?limit=1')).entries[0]?.id).toBe(id);
  });
});
