import { ALERT_LIMITS } from '@manzil/contracts';
import type { DeadLetter, EventEnvelope } from '@manzil/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertsTestApp, buildAlertsApp, linkIn, listingEvent } from './helpers/alerts-app.ts';

let alerts: AlertsTestApp;

beforeAll(async () => {
  alerts = await buildAlertsApp();
});
afterAll(async () => {
  await alerts?.close();
});

// Each save from its own client address: the per-client limit (20 an hour) is tested on its own.
let client = 0;
const save = (body: unknown, remoteAddress = `198.51.100.${++client}`) =>
  alerts.app.inject({ method: 'POST', url: '/api/alerts', payload: body as object, remoteAddress });
const open = (link: string, method: 'GET' | 'POST' = 'GET') =>
  alerts.app.inject({ method, url: link.replace('https://manzil.test', '') });
const sentTo = (email: string) => alerts.mailer.sent.filter((mail) => mail.to === email);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('saving a search', () => {
  it('refuses bad input with a 400 that names the field, and stores nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-address', language: 'en', search: {} }, 'email'],
      [{ email: 'sara@example', language: 'en', search: {} }, 'email'],
      [{ email: 'sara@example.ae', language: 'fr', search: {} }, 'language'],
      [{ email: 'sara@example.ae', language: 'en', search: { minPrice: 5, maxPrice: 1 } }, 'search.maxPrice'],
      [{ email: 'sara@example.ae', language: 'en', search: { bbox: '55,24,54,25' } }, 'search.bbox'],
      [{ email: 'sara@example.ae', language: 'en', search: { listingType: 'lease' } }, 'search.listingType'],
      [{ email: 'sara@example.ae', language: 'en' }, 'search'],
    ];
    for (const [body, field] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json();
      expect(answer.error).toBe('validation');
      expect(answer.details.map((d: { field: string }) => d.field).join(' '), JSON.stringify(body)).toContain(
        field,
      );
    }
    expect(sentTo('sara@example.ae')).toEqual([]);
    const big = await save({
      email: 'sara@example.ae',
      language: 'en',
      search: { location: 'x'.repeat(20_000) },
    });
    expect(big.statusCode).toBe(413);
  });

  it('sends a confirmation first, in the page language, with one-click unsubscribe, and nothing else before it is confirmed', async () => {
    const response = await save({
      email: 'Layla@Example.AE',
      language: 'ar',
      search: { listingType: 'rent', bedrooms: '2', maxPrice: 200_000 },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmation_sent', message: expect.stringMatching(/بريدك/) });
    const [confirmation] = sentTo('layla@example.ae');
    expect(confirmation).toMatchObject({ kind: 'confirmation', subject: expect.stringMatching(/أكّد/) });
    expect(confirmation?.text).toContain('للإيجار · 2 غرف نوم · حتى');
    expect(confirmation?.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/manzil\.test\/api\/alerts\/unsubscribe\?token=/,
    );
    expect(confirmation?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(confirmation?.html).toContain('dir="rtl"');

    // A matching listing before the confirmation: nothing is sent.
    await alerts.publish(listingEvent({ id: 7001, listingType: 'rent', bedrooms: 2, price: 150_000 }, 1));
    await pause(1500);
    expect(sentTo('layla@example.ae')).toHaveLength(1);
  });

  it("names the search's places and type by the catalog's names, by id or slug, in the e-mail's language", async () => {
    await save({ email: 'names@example.ae', language: 'ar', search: { areaId: 10, propertyTypeId: 1 } });
    await save({
      email: 'names@example.ae',
      language: 'en',
      search: { areas: 'al-reem-island,unknown-place' },
    });
    const [arabic, english] = sentTo('names@example.ae');
    expect(arabic?.text).toContain('شقة · جزيرة الريم');
    expect(english?.text).toContain('Al Reem Island, Unknown Place');
  });

  it('confirms by the link, then e-mails a digest of new matches once per interval, and a redelivered event sends nothing more', async () => {
    await save({
      email: 'omar@example.ae',
      language: 'en',
      search: { listingType: 'sale', minPrice: 1_000_000 },
    });
    const [confirmation] = sentTo('omar@example.ae');
    const page = await open(linkIn(confirmation as never, '/api/alerts/confirm'));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Your alert is on');
    expect(page.body).toMatch(/for sale · from AED.1,000,000/);
    // A second click says the same.
    expect((await open(linkIn(confirmation as never, '/api/alerts/confirm'))).statusCode).toBe(200);

    const villa = listingEvent(
      {
        id: 7002,
        listingType: 'sale',
        price: 2_500_000,
        titleEn: 'Villa with a garden',
        images: [
          {
            id: 1,
            url: '/media/p/7002/full.jpg',
            type: 'image/jpeg',
            alt: '',
            altAr: '',
            width: 1600,
            height: 1200,
            thumbUrl: '/media/p/7002/thumb.jpg',
            srcset: '/media/p/7002/full.jpg 1600w',
            webpSrcset: '/media/p/7002/full.webp 1600w',
          },
        ],
      },
      1,
    );
    const sentBefore = alerts.mailer.sent.length;
    await alerts.publish(villa, listingEvent({ id: 7003, listingType: 'rent', price: 90_000 }, 1));
    const mails = await alerts.waitForMail(sentBefore + 1);
    const digest = sentTo('omar@example.ae').find((mail) => mail.kind === 'digest');
    expect(digest, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(digest?.subject).toBe('1 new match for your Manzil alert');
    expect(digest?.text).toContain('New: Villa with a garden');
    expect(digest?.text).toMatch(/AED.2,500,000/);
    expect(digest?.text).toContain('https://manzil.test/property/7002');
    expect(digest?.text).not.toContain('/property/7003');
    expect(digest?.html).toContain('src="https://manzil.test/media/p/7002/full.jpg"');
    expect(digest?.headers['List-Unsubscribe']).toMatch(/unsubscribe\?token=/);

    // The same creation published again under another id (a relay retrying): nothing more to tell.
    const again = { ...villa, id: `${villa.id}-again` };
    await alerts.publish(again);
    expect(alerts.outcomes.get(villa.id)).toEqual(['matched']);
    expect(alerts.outcomes.get(again.id)).toEqual(['unmatched']);
    // The listing republished (its area renamed): not news either.
    await alerts.publish(listingEvent({ id: 7002, listingType: 'sale', price: 2_500_000 }, 2));
    // A price drop is news; it waits for the interval since the last digest, then comes alone.
    const before = alerts.mailer.sent.length;
    await alerts.publish(
      listingEvent(
        {
          id: 7002,
          listingType: 'sale',
          price: 2_200_000,
          titleEn: 'Villa with a garden',
          lastPriceChange: { oldPrice: 2_500_000, newPrice: 2_200_000, changedAt: new Date().toISOString() },
        },
        3,
      ),
    );
    await alerts.waitForMail(before + 1);
    const digests = sentTo('omar@example.ae').filter((mail) => mail.kind === 'digest');
    expect(digests).toHaveLength(2);
    expect(digests[1]?.text).toContain('Price drop: Villa with a garden');
    expect(digests[1]?.text).toMatch(/was AED.2,500,000/);
    await pause(1500);
    expect(sentTo('omar@example.ae').filter((mail) => mail.kind === 'digest')).toHaveLength(2);
  });

  it('the unsubscribe link (GET, or POST from a mail client) stops the alert; a second click says the same', async () => {
    await save({ email: 'noura@example.ae', language: 'en', search: { listingType: 'rent' } });
    const [confirmation] = sentTo('noura@example.ae');
    await open(linkIn(confirmation as never, '/api/alerts/confirm'));
    const stop = linkIn(confirmation as never, '/api/alerts/unsubscribe');
    const first = await alerts.app.inject({
      method: 'POST',
      url: stop.replace('https://manzil.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('This alert is off');
    expect((await open(stop)).statusCode).toBe(200);
    await alerts.publish(listingEvent({ id: 7010, listingType: 'rent', price: 80_000 }, 1));
    await pause(1500);
    expect(sentTo('noura@example.ae')).toHaveLength(1);
    const bad = await alerts.app.inject({ url: '/api/alerts/confirm?token=not-a-real-token-at-all' });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('no longer valid');
  });

  it(`keeps at most ${ALERT_LIMITS.searchesPerEmail} saved searches per address, and limits confirmations per address`, async () => {
    const email = 'many@example.ae';
    for (let i = 0; i < ALERT_LIMITS.savesPerEmailPerHour; i++) {
      expect((await save({ email, language: 'en', search: { minPrice: i } })).statusCode).toBe(202);
    }
    const limited = await save({ email, language: 'en', search: { minPrice: 99 } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('the per-client limit', () => {
  it(`answers 429 with Retry-After past ${ALERT_LIMITS.savesPerClientPerHour} saves an hour from one client`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ALERT_LIMITS.savesPerClientPerHour; i++) {
      const response = await save(
        { email: `c${i}@example.ae`, language: 'en', search: { minPrice: i } },
        '203.0.113.9',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the admin', () => {
  const asAdmin = (url: string, method: 'GET' | 'DELETE' = 'GET') =>
    alerts.app.inject({ method, url, headers: { authorization: `Bearer ${alerts.adminToken}` } });

  it('records reading the subscribers and the mail and removing a saved search in its audit log', async () => {
    await save({ email: 'audit@example.ae', language: 'en', search: { listingType: 'sale', bedrooms: '5' } });
    const { searches } = (await asAdmin('/api/admin/alerts')).json();
    const alert = searches.find((s: { searchKey: string }) => s.searchKey === 'listingType=sale&bedrooms=5')
      .alerts[0];
    await asAdmin(`/api/admin/alerts/${alert.id}`, 'DELETE');
    await asAdmin('/api/admin/mail');
    const { entries } = (await asAdmin('/api/admin/activity/notifications')).json();
    expect(entries.slice(0, 3).map((e: { action: string; kind: string }) => `${e.action} ${e.kind}`)).toEqual(
      ['read mail', 'delete alert', 'read alert'],
    );
    expect(entries[1]).toMatchObject({ username: 'admin', targetId: alert.id });
  });

  it('needs a token', async () => {
    for (const url of ['/api/admin/alerts', '/api/admin/mail']) {
      expect((await alerts.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('sees the saved searches grouped with their subscribers, removes one, and reads the outgoing mail newest first', async () => {
    await save({ email: 'a1@example.ae', language: 'en', search: { listingType: 'rent', bedrooms: '3' } });
    await save({ email: 'a2@example.ae', language: 'ar', search: { bedrooms: '3', listingType: 'rent' } });
    const { searches, total } = (await asAdmin('/api/admin/alerts')).json();
    expect(total).toBeGreaterThanOrEqual(2);
    const group = searches.find((s: { searchKey: string }) => s.searchKey === 'listingType=rent&bedrooms=3');
    expect(group).toMatchObject({ subscribers: 2, confirmed: 0 });
    expect(group.alerts.map((a: { email: string }) => a.email).sort()).toEqual([
      'a1@example.ae',
      'a2@example.ae',
    ]);

    const removed = await asAdmin(`/api/admin/alerts/${group.alerts[0].id}`, 'DELETE');
    expect(removed.statusCode).toBe(204);
    expect((await asAdmin(`/api/admin/alerts/${group.alerts[0].id}`, 'DELETE')).statusCode).toBe(404);
    expect((await asAdmin('/api/admin/alerts/not-a-uuid', 'DELETE')).statusCode).toBe(400);

    const mail = (await asAdmin('/api/admin/mail?limit=2')).json();
    expect(mail.transport).toBe('files');
    expect(mail.messages).toHaveLength(2);
    expect(mail.messages[0]).toMatchObject({ to: 'a2@example.ae', kind: 'confirmation' });
    const next = (await asAdmin(`/api/admin/mail?limit=2&before=${mail.messages[1].id}`)).json();
    expect(next.messages[0].date <= mail.messages[1].date).toBe(true);
    expect(next.messages.map((m: { id: string }) => m.id)).not.toContain(mail.messages[1].id);
    expect((await asAdmin('/api/admin/mail?limit=1000')).statusCode).toBe(400);
  });
});

describe('catalog events', () => {
  it('parks an event that does not match the contracts on the dead-letter subject, and goes on with the next', async () => {
    const parked: Array<EventEnvelope<DeadLetter>> = [];
    const watcher = await alerts.ctx.events.subscribe(
      { durable: 'test-alerts-deadletters', subjects: ['deadletter.>'] },
      async (event) => {
        parked.push(event as EventEnvelope<DeadLetter>);
      },
    );
    const broken = listingEvent({ id: 7100, listingType: 'rent', price: 90_000 }, 1);
    (broken.data as unknown as Record<string, unknown>).price = 'ninety thousand';
    await alerts.ctx.events.publish(broken);
    await alerts.publish(listingEvent({ id: 7101, listingType: 'rent', price: 90_000 }, 1));
    for (let i = 0; i < 50 && parked.length === 0; i++) await pause(20);
    expect(parked.map((letter) => letter.data.event.id)).toEqual([broken.id]);
    expect(parked[0]?.data.consumer).toBe('notifications-alerts');
    expect(parked[0]?.data.error).toContain('price');
    expect(alerts.outcomes.has(broken.id)).toBe(false);
    await watcher.stop();
  });
});
