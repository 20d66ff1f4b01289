import { dropDatabasesStartingWith, freshDatabaseName, withDatabase } from '@manzil/test-utils';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertsTestApp,
  buildAlertsApp,
  linkIn,
  listingEvent,
} from '../../services/notifications/test/helpers/alerts-app.ts';
import {
  databaseUrl,
  natsUrl,
  report,
  type StreamFixture,
  serversGiven,
  testStream,
  until,
} from './helpers/harness.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';

/**
 * The notifications service's consumer on NATS JetStream and PostgreSQL, killed in the middle of a stream of new
 * listings (its connection cut: no acknowledgement, no goodbye) and started again under the same durable name:
 * every listing reaches the subscriber once, in exactly one digest.
 */
describe.skipIf(!serversGiven)('catalog events → alerts consumer → digests, with a crash', () => {
  let stream: StreamFixture;
  let base: string;
  let url: string;

  beforeAll(async () => {
    stream = testStream();
    base = freshDatabaseName('relalerts');
    url = withDatabase(databaseUrl as string, `${base}_notifications`);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${base}_notifications"`).finally(() => admin.end());
  });
  afterAll(async () => {
    await stream?.cleanup();
    await dropDatabasesStartingWith(databaseUrl as string, base);
  });

  it('a consumer killed mid-stream and restarted sends each matching listing once, in one digest', async () => {
    const durable = `alerts-${base.slice(-8)}`;
    const env = { NOTIFICATIONS_DATABASE_URL: url };
    const proxy = await startTcpProxy('127.0.0.1', Number(new URL(natsUrl as string).port || 4222));
    const doomedBus = await stream.connect(proxy.url('nats://127.0.0.1:{port}'));
    const first: AlertsTestApp = await buildAlertsApp({ env, durable, adapters: { events: doomedBus } });

    // One confirmed alert for listings for sale.
    await first.app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: { email: 'crash@example.ae', language: 'en', search: { listingType: 'sale' } },
    });
    const [confirmation] = first.mailer.sent;
    await first.app.inject({
      url: linkIn(confirmation as never, '/api/alerts/confirm').replace('https://manzil.test', ''),
    });

    // 300 new listings published on the stream (a publisher of its own, as the catalog's outbox relay is).
    const publisher = await stream.connect();
    const total = 300;
    const ids = Array.from({ length: total }, (_, i) => 90_000 + i);
    for (const id of ids) await publisher.publish(listingEvent({ id, listingType: 'sale' }, 1));

    await until(() => first.outcomes.size >= 80, 60_000, 'the first consumer to apply 80 events');
    await proxy.down(); // killed: its connection is gone mid-stream
    const appliedBeforeKill = first.outcomes.size;
    void first.close().catch(() => {});

    const second = await buildAlertsApp({ env, durable, adapters: { events: await stream.connect() } });
    const digestsOf = () =>
      [...first.mailer.sent, ...second.mailer.sent].filter(
        (mail) => mail.kind === 'digest' && mail.to === 'crash@example.ae',
      );
    const listed = () =>
      digestsOf().flatMap((mail) => [...mail.text.matchAll(/\/property\/(\d+)/g)].map((m) => Number(m[1])));
    await until(() => new Set(listed()).size >= total, 90_000, 'every listing in a digest');
    await new Promise((resolve) => setTimeout(resolve, 2500)); // one more round: nothing more may come

    const seen = listed();
    const twice = seen.filter((id, i) => seen.indexOf(id) !== i);
    expect(twice).toEqual([]);
    expect([...new Set(seen)].sort()).toEqual(ids);
    report(
      `alerts: consumer cut after ${appliedBeforeKill} of ${total} events; after the restart every listing reached the subscriber once, in ${digestsOf().length} digest(s); 0 duplicates`,
    );
    await second.close();
    await publisher.close();
    await proxy.close();
  });
});
