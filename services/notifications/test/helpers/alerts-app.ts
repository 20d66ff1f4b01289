import { randomUUID } from 'node:crypto';
import { type AlertSearch, CATALOG_EVENTS, type CatalogListing } from '@manzil/contracts';
import type { EventEnvelope, ServiceContext } from '@manzil/service-kit';
import {
  buildTestApp,
  catalogListing,
  signTestAdminToken,
  type TestApp,
  type TestContextOptions,
} from '@manzil/test-utils';
import type { FastifyInstance } from 'fastify';
import type { AlertsOutcome } from '../../src/alerts/consumer.ts';
import type { SearchMatcher } from '../../src/alerts/matcher.ts';
import type { NameBook } from '../../src/alerts/place-names.ts';
import notificationsService, { type NotificationsOptions } from '../../src/app.ts';
import type { ComposedMail } from '../../src/domain/messages.ts';
import type { Mailer } from '../../src/mail/mailer.ts';

/** A mail port that keeps what it was given; `failing` makes the next sends reject (an SMTP outage). */
export function memoryMailer() {
  const sent: ComposedMail[] = [];
  let failing = false;
  const mailer: Mailer & { sent: ComposedMail[]; fail(on: boolean): void } = {
    transport: 'files',
    sent,
    fail(on) {
      failing = on;
    },
    async send(message) {
      if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(message);
      return { messageId: `<${randomUUID()}@test>` };
    },
    async check() {},
    async close() {},
  };
  return mailer;
}

/** Matches as the search would on the fields these tests use: listing type, bedrooms, price range. */
export const simpleMatcher: SearchMatcher = {
  async matches(listing: CatalogListing, searches: AlertSearch[]) {
    return searches.map(
      (search) =>
        (!search.listingType || search.listingType === listing.listingType) &&
        (!search.bedrooms || Number(search.bedrooms) === listing.bedrooms) &&
        (search.minPrice === undefined || listing.price >= search.minPrice) &&
        (search.maxPrice === undefined || listing.price <= search.maxPrice),
    );
  },
};

export interface AlertsTestApp extends TestApp {
  mailer: ReturnType<typeof memoryMailer>;
  outcomes: Map<string, AlertsOutcome[]>;
  adminToken: string;
  /** Publishes catalog events on the in-process bus and waits until the alerts applied each. */
  publish(...events: EventEnvelope[]): Promise<void>;
  /** Waits until `count` messages were sent in all. */
  waitForMail(count: number, timeoutMs?: number): Promise<ComposedMail[]>;
}

export async function buildAlertsApp(
  options: Partial<Omit<NotificationsOptions, 'ctx'>> & {
    env?: Record<string, string>;
    adapters?: TestContextOptions['adapters'];
  } = {},
): Promise<AlertsTestApp> {
  const mailer = memoryMailer();
  const outcomes = new Map<string, AlertsOutcome[]>();
  const built = await buildTestApp(
    async (app: FastifyInstance, { ctx }: { ctx: ServiceContext }) => {
      const { env: _env, adapters: _adapters, ...service } = options;
      await app.register(notificationsService, {
        ctx,
        matcher: simpleMatcher,
        mailer,
        names: async () => NAMES,
        digestIntervalS: 1,
        ...service,
        onApplied: (id, outcome) => outcomes.set(id, [...(outcomes.get(id) ?? []), outcome]),
      });
    },
    {
      env: { LOG_LEVEL: 'silent', PUBLIC_URL: 'https://manzil.test', ...options.env },
      adapters: options.adapters,
    },
  );
  const adminToken = await signTestAdminToken(built.ctx);
  const until = async (check: () => boolean, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    ...built,
    mailer,
    outcomes,
    adminToken,
    async publish(...events) {
      for (const event of events) {
        const before = outcomes.get(event.id)?.length ?? 0;
        await built.ctx.events.publish(event);
        await until(() => (outcomes.get(event.id)?.length ?? 0) > before, 10_000, `event ${event.id}`);
      }
    },
    async waitForMail(count, timeoutMs = 10_000) {
      await until(() => mailer.sent.length >= count, timeoutMs, `${count} message(s)`);
      return mailer.sent;
    },
  };
}

/** The catalog's names the e-mails of these tests use. */
export const NAMES: NameBook = {
  emirates: new Map([
    ['1', { en: 'Abu Dhabi', ar: 'أبوظبي' }],
    ['abu-dhabi', { en: 'Abu Dhabi', ar: 'أبوظبي' }],
  ]),
  areas: new Map([
    ['10', { en: 'Al Reem Island', ar: 'جزيرة الريم' }],
    ['al-reem-island', { en: 'Al Reem Island', ar: 'جزيرة الريم' }],
  ]),
  types: new Map([
    ['1', { en: 'Apartment', ar: 'شقة' }],
    ['apartment', { en: 'Apartment', ar: 'شقة' }],
  ]),
};

let sequence = 0;

/** `catalog.property.upserted.v1` for a listing (version and id of the event chosen by the test). */
export function listingEvent(
  listing: Partial<CatalogListing> & { id: number },
  version: number,
  eventId = `evt-${++sequence}-${randomUUID()}`,
): EventEnvelope<CatalogListing> {
  const now = new Date().toISOString();
  const data = catalogListing({
    areaId: 10,
    emirateId: 1,
    createdAt: now,
    updatedAt: now,
    ...listing,
    version,
  });
  return {
    id: eventId,
    type: CATALOG_EVENTS.propertyUpserted,
    key: `property:${listing.id}`,
    version,
    occurredAt: new Date().toISOString(),
    data,
  };
}

/** The link of an e-mail's text that starts with `prefix`. */
export function linkIn(mail: ComposedMail, path: string): string {
  const found = mail.text.match(
    new RegExp(`https://manzil\\.test${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`),
  );
  if (!found) throw new Error(`no ${path} link in:\n${mail.text}`);
  return found[0];
}
