import { CONTACT_ENQUIRY_RECEIVED } from '@manzil/contracts';
import type { EventEnvelope, KitServer, ServiceContext } from '@manzil/service-kit';
import { buildTestApp, signTestAdminToken, type TestApp, waitFor } from '@manzil/test-utils';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import contactService from '../src/app.ts';

let built: TestApp;
let app: KitServer;
let ctx: ServiceContext;
let token: string;
const events: EventEnvelope[] = [];

// A generous limit for most tests; the rate-limit test uses its own client address.
const plugin: FastifyPluginAsync<{ ctx: ServiceContext }> = (instance, options) =>
  contactService(instance, { ...options, rateLimit: { max: 3, windowMs: 60_000 } });

beforeAll(async () => {
  built = await buildTestApp(plugin as never);
  ({ app, ctx } = built);
  token = await signTestAdminToken(ctx);
  await ctx.events.subscribe({ durable: 'contact-test', subjects: ['contact.>'] }, async (event) => {
    events.push(event);
  });
});

afterAll(() => built?.close());

beforeEach(() => {
  events.length = 0;
});

let client = 0;
/** Every call comes from a new client address unless one is given, so the rate limit stays out of the way. */
const post = (payload: unknown, ip = `10.0.0.${++client}`) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });
const list = (query = '', headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
  app.inject({ method: 'GET', url: `/api/contact${query}`, headers });

const valid = {
  firstName: 'Sara',
  lastName: 'Al Mazrouei',
  email: 'sara.mazrouei@example.ae',
  phone: '+971 50 123 4567',
  subject: 'buying',
  message: 'We are looking for a four-bedroom villa on Saadiyat Island.',
};

describe('POST /api/contact', () => {
  it('stores the enquiry with createdAt, answers 201 with its id and publishes the event', async () => {
    const response = await post({ ...valid, lang: 'ar' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const stored = (await list()).json().messages.find((m: { id: string }) => m.id === id);
    expect(stored).toMatchObject({
      firstName: 'Sara',
      lastName: 'Al Mazrouei',
      email: 'sara.mazrouei@example.ae',
      phone: '+971 50 123 4567',
      subject: 'buying',
      message: valid.message,
      lang: 'ar',
    });
    expect(Date.now() - Date.parse(stored.createdAt)).toBeLessThan(60_000);

    const event = await waitFor(() => events.find((e) => e.type === CONTACT_ENQUIRY_RECEIVED));
    expect(event).toMatchObject({ key: id, version: 1, data: { id, subject: 'buying', email: valid.email } });
    expect(event.data).not.toHaveProperty('message');
  });

  it('takes the phone as optional and trims what people type', async () => {
    const response = await post({
      ...valid,
      phone: '',
      firstName: '  Omar ',
      email: 'Omar@Example.com',
      subject: 'other',
    });
    expect(response.statusCode).toBe(201);
    const stored = (await list()).json().messages[0];
    expect(stored).toMatchObject({ firstName: 'Omar', email: 'omar@example.com', phone: null, lang: 'en' });
    const withoutPhone = { ...valid };
    delete (withoutPhone as Partial<typeof valid>).phone;
    expect((await post(withoutPhone)).statusCode).toBe(201);
  });

  it.each([
    ['firstName', { firstName: undefined }, 'is required'],
    ['lastName', { lastName: '' }, 'must not be empty'],
    ['lastName', { lastName: '   ' }, 'must not be empty'],
    ['email', { email: undefined }, 'is required'],
    ['email', { email: 'sara' }, 'must be a valid email'],
    ['email', { email: 'sara@example' }, 'must be a valid email'],
    ['email', { email: 'sara@example.c' }, 'must be a real e-mail address'],
    ['subject', { subject: 'rent' }, 'must be one of: buying, selling, investment, management, other'],
    ['subject', { subject: undefined }, 'is required'],
    ['message', { message: undefined }, 'is required'],
    ['message', { message: 'x'.repeat(5001) }, 'must be at most 5000 characters long'],
    ['message', { message: '    ' }, 'must not be empty'],
    ['firstName', { firstName: 'x'.repeat(81) }, 'must be at most 80 characters long'],
    ['phone', { phone: 'call me' }, 'does not match any allowed form'],
    ['phone', { phone: '+1 (23) 4' }, 'must have 6 to 15 digits'],
  ])('refuses a bad %s with a 400 naming it', async (field, change, message) => {
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation');
    expect(body.message).toContain(`"${field}"`);
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'body', field, message: expect.stringContaining(message) }),
      ]),
    );
  });

  it('names every missing field at once', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    const fields = response
      .json()
      .details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(['email', 'firstName', 'lastName', 'message', 'subject']);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a filled spam trap like a real enquiry but keeps and publishes nothing', async () => {
    const before = (await list()).json().total;
    const response = await post({ ...valid, website: 'http://cheap-pills.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await list()).json().total).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(events).toHaveLength(0);
  });

  it('limits each client: the fourth enquiry within the window gets 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await post(valid, '192.0.2.50')).statusCode).toBe(201);
    const limited = await post(valid, '192.0.2.50');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'too_many_requests' });
    expect(limited.json().message).toContain('wait a few minutes');
    // Another client is not affected.
    expect((await post(valid, '192.0.2.51')).statusCode).toBe(201);
  });

  it('counts the caller, not the X-Forwarded-For it sends (no trusted proxy is configured)', async () => {
    const spoofed = (visitor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: '10.200.0.1', // a private address: the old rule believed its header
        headers: { 'x-forwarded-for': visitor },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await spoofed(`203.0.113.${70 + i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('counts an IPv6 caller by its /64 network', async () => {
    const from = (address: string) => post(valid, address);
    for (let i = 1; i <= 3; i++) expect((await from(`2001:db8:70:1::${i}`)).statusCode).toBe(201);
    expect((await from('2001:db8:70:1:ffff::9')).statusCode).toBe(429);
    expect((await from('2001:db8:70:2::1')).statusCode).toBe(201);
  });

  it('lets the first enquiries of a burst arriving at once through, and limits the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 7 }, () => post(valid, '192.0.2.60')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429]);
  });
});

describe('GET /api/contact', () => {
  it('needs an admin token', async () => {
    const response = await list('', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
    expect((await list('', { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('lists messages newest first, paginated', async () => {
    for (const firstName of ['First', 'Second', 'Third']) {
      expect((await post({ ...valid, firstName })).statusCode).toBe(201);
    }
    const all = (await list()).json();
    expect(all.page).toBe(1);
    expect(all.limit).toBe(20);
    expect(all.messages[0].firstName).toBe('Third');
    expect(all.messages[1].firstName).toBe('Second');
    const dates = all.messages.map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const page = (await list('?page=2&limit=2')).json();
    expect(page).toMatchObject({ page: 2, limit: 2, total: all.total, totalPages: Math.ceil(all.total / 2) });
    expect(page.messages).toHaveLength(2);
    expect(page.messages[0].id).toBe(all.messages[2].id);
    const beyond = (await list(`?page=${all.total + 1}&limit=1`)).json();
    expect(beyond.messages).toEqual([]);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
  ])('refuses %s with a 400 naming the parameter', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ location: 'querystring', field });
  });
});
