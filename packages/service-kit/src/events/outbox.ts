import { randomUUID } from 'node:crypto';
import { currentRequestId } from '../http/request-context.ts';
import type { Logger } from '../log/logger.ts';
import type { EventBus, EventEnvelope } from '../ports/events.ts';
import type { DependencyHealth, HealthCheck } from '../ports/health.ts';

/**
 * Transactional outbox: a service writes its events into its own `outbox` table in the same transaction as
 * the change, and the relay publishes them afterwards. An event is never lost (the bus may be down) nor
 * published for a change that rolled back. The table, in the service's Prisma schema:
 *
 * ```prisma
 * model OutboxEvent {
 *   id          String    @id @default(dbgenerated("gen_random_uuid()")) @db.Uuid
 *   type        String
 *   key         String
 *   version     Int
 *   occurredAt  DateTime  @default(now()) @map("occurred_at") @db.Timestamptz(3)
 *   payload     Json      @db.JsonB
 *   publishedAt DateTime? @map("published_at") @db.Timestamptz(3)
 *   attempts    Int       @default(0)
 *   lastError   String?   @map("last_error")
 *   requestId   String?   @map("request_id")
 *
 *   @@index([publishedAt, occurredAt])
 *   @@map("outbox")
 *   @@schema("<service>")
 * }
 * ```
 */

/** The SQL Prisma generates for that model; a migration may include it as is. */
export function outboxTableSql(schema: string): string {
  const table = `${quote(schema)}."outbox"`;
  return `CREATE TABLE ${table} (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "type" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" JSONB NOT NULL,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "request_id" TEXT,

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "outbox_published_at_occurred_at_idx" ON ${table}("published_at", "occurred_at");
`;
}

/** What the outbox needs from a Prisma client or transaction client: raw SQL. */
export interface RawSqlClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/** A Prisma client: raw SQL plus interactive transactions. */
export interface OutboxClient extends RawSqlClient {
  $transaction<R>(
    fn: (tx: RawSqlClient) => Promise<R>,
    options?: { maxWait?: number; timeout?: number },
  ): Promise<R>;
}

export interface OutboxOptions {
  /** The service's Postgres schema holding `outbox`, e.g. `catalog`. */
  schema: string;
}

const SCHEMA = /^[a-z_][a-z0-9_]{0,62}$/;

function quote(schema: string): string {
  if (!SCHEMA.test(schema)) throw new Error(`"${schema}" is not a valid schema name for the outbox.`);
  return `"${schema}"`;
}

const tableOf = (schema: string) => `${quote(schema)}."outbox"`;

/**
 * A new event envelope with a fresh id and the current time; `requestId` defaults to the current request's
 * (the HTTP request or event being handled), so consumers can log which request caused the change.
 */
export function newEvent<T>(fields: {
  type: string;
  key: string;
  version: number;
  data: T;
  requestId?: string;
}): EventEnvelope<T> {
  const requestId = fields.requestId ?? currentRequestId();
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    ...fields,
    ...(requestId ? { requestId } : {}),
  };
}

/**
 * Writes `event` into the outbox inside the caller's transaction (`prisma.$transaction(async (tx) => ...)`),
 * so it is published if and only if the change commits. The event id must be a UUID. Its request id is kept
 * in the `request_id` column when the table has one (older tables without it still work: the row is built
 * with `jsonb_populate_record`, which ignores fields the table lacks).
 */
export async function insertOutboxEvent(
  tx: RawSqlClient,
  event: EventEnvelope,
  options: OutboxOptions,
): Promise<void> {
  const table = tableOf(options.schema);
  if (event.data === null || event.data === undefined) {
    // A JSON null would become SQL NULL in jsonb_populate_record; the payload column is NOT NULL.
    await tx.$executeRawUnsafe(
      `INSERT INTO ${table} ("id", "type", "key", "version", "occurred_at", "payload")
       VALUES ($1::uuid, $2, $3, $4, $5::timestamptz, 'null'::jsonb)`,
      event.id,
      event.type,
      event.key,
      event.version,
      event.occurredAt,
    );
    return;
  }
  const row = {
    id: event.id,
    type: event.type,
    key: event.key,
    version: event.version,
    occurred_at: event.occurredAt,
    payload: event.data,
    attempts: 0,
    request_id: event.requestId ?? null,
  };
  await tx.$executeRawUnsafe(
    `INSERT INTO ${table} SELECT * FROM jsonb_populate_record(NULL::${table}, $1::jsonb)`,
    JSON.stringify(row),
  );
}

/**
 * Writes several events into the outbox in one statement per 1,000 (a change that republishes many aggregates,
 * like renaming an emirate with every listing in it), inside the caller's transaction like `insertOutboxEvent`.
 */
export async function insertOutboxEvents(
  tx: RawSqlClient,
  events: EventEnvelope[],
  options: OutboxOptions,
): Promise<void> {
  const table = tableOf(options.schema);
  const withData: EventEnvelope[] = [];
  for (const event of events) {
    if (event.data === null || event.data === undefined) await insertOutboxEvent(tx, event, options);
    else withData.push(event);
  }
  for (let start = 0; start < withData.length; start += 1000) {
    const rows = withData.slice(start, start + 1000).map((event) => ({
      id: event.id,
      type: event.type,
      key: event.key,
      version: event.version,
      occurred_at: event.occurredAt,
      payload: event.data,
      attempts: 0,
      request_id: event.requestId ?? null,
    }));
    await tx.$executeRawUnsafe(
      `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
      JSON.stringify(rows),
    );
  }
}

interface OutboxRow {
  id: string;
  type: string;
  key: string;
  version: number;
  occurred_at: Date | string;
  payload: unknown;
  request_id: string | null;
}

export interface OutboxRelayOptions extends OutboxOptions {
  db: OutboxClient;
  bus: EventBus;
  log?: Logger;
  /** Events published per transaction (default 100). */
  batchSize?: number;
  /** Pause between polls while events come (default 500 ms). */
  pollMs?: number;
  /**
   * Longest pause between polls while the outbox stays empty (default 5 s): the pause doubles from `pollMs` after
   * each poll that found nothing waiting. A service wakes its relay itself after a commit (`notify`), so an idle
   * relay's polls only catch events written without that call (another process, a missed wake-up).
   */
  idlePollMs?: number;
  /** Longest pause after failures; the pause doubles from `pollMs` (default 30 s). */
  maxBackoffMs?: number;
  /** Published rows older than this are deleted (default 7 days). */
  retainPublishedMs?: number;
}

export interface OutboxRelay extends HealthCheck {
  /** The schema whose outbox this relay publishes. */
  readonly schema: string;
  /** Events written but not yet published. */
  backlog(): Promise<number>;
  /** Events published since the relay started, and failed publish attempts (for metrics). */
  stats(): { published: number; failures: number };
  /** Polls now instead of waiting (call after a commit for lower latency). */
  notify(): void;
  /** Publishes until the outbox is empty or the bus fails; resolves with how many were published. */
  flush(): Promise<number>;
  /** Stops polling and waits for the batch in hand. */
  stop(): Promise<void>;
}

// Only one relay per database publishes at a time, so events keep their order across instances.
const RELAY_LOCK_KEY = 7_270_736;
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 120_000 };

/**
 * Publishes unsent outbox events in the order they were written (occurred_at, then key and version), each
 * with its id as the bus de-duplication id, and stamps them published. When the bus fails, the event keeps
 * its place, its attempts and last error are recorded, and polling backs off.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, bus, log, schema } = options;
  const table = tableOf(schema);
  const batchSize = options.batchSize ?? 100;
  const pollMs = options.pollMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const idlePollMs = Math.max(pollMs, options.idlePollMs ?? 5_000);
  const retainMs = options.retainPublishedMs ?? 7 * 24 * 3600 * 1000;

  let failures = 0;
  let publishedTotal = 0;
  let failedTotal = 0;
  let lastError: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  let lastCleanup = 0;
  /** Polls in a row that found nothing waiting. */
  let emptyPolls = 0;
  /** notify() came while a poll ran (which may have looked before the commit): poll again at once. */
  let wokenDuringPoll = false;

  /** One transaction: lock, read a batch, publish in order until one fails, stamp what went out. */
  async function publishBatch(): Promise<{ published: number; full: boolean; failed: boolean }> {
    // Publishing happens inside the transaction: allow for a slow bus (Prisma's default is 5 s), so a failure
    // can still be recorded on the row.
    return db.$transaction(async (tx) => {
      const [lock] = await tx.$queryRawUnsafe<Array<{ locked: boolean }>>(
        'SELECT pg_try_advisory_xact_lock($1::int, hashtext($2)) AS locked',
        RELAY_LOCK_KEY,
        schema,
      );
      if (!lock?.locked) return { published: 0, full: false, failed: false };
      const rows = await tx.$queryRawUnsafe<OutboxRow[]>(
        `SELECT o."id"::text AS "id", o."type", o."key", o."version", o."occurred_at", o."payload",
                to_jsonb(o) ->> 'request_id' AS "request_id"
         FROM ${table} o
         WHERE "published_at" IS NULL
         ORDER BY "occurred_at", "key", "version", "id"
         LIMIT $1
         FOR UPDATE SKIP LOCKED`,
        batchSize,
      );
      const sent: string[] = [];
      let failed = false;
      for (const row of rows) {
        try {
          await bus.publish({
            id: row.id,
            type: row.type,
            key: row.key,
            version: Number(row.version),
            occurredAt: new Date(row.occurred_at).toISOString(),
            data: row.payload,
            ...(row.request_id ? { requestId: row.request_id } : {}),
          });
          sent.push(row.id);
        } catch (error) {
          failed = true;
          failedTotal++;
          lastError = (error as Error).message ?? String(error);
          await tx.$executeRawUnsafe(
            `UPDATE ${table} SET "attempts" = "attempts" + 1, "last_error" = $2 WHERE "id" = $1::uuid`,
            row.id,
            lastError.slice(0, 1000),
          );
          break; // later events wait, so their order is kept
        }
      }
      if (sent.length > 0) {
        const placeholders = sent.map((_, i) => `$${i + 1}::uuid`).join(', ');
        await tx.$executeRawUnsafe(
          `UPDATE ${table} SET "published_at" = now(), "attempts" = "attempts" + 1, "last_error" = NULL WHERE "id" IN (${placeholders})`,
          ...sent,
        );
      }
      publishedTotal += sent.length;
      return { published: sent.length, full: rows.length === batchSize, failed };
    }, TRANSACTION_OPTIONS);
  }

  async function cleanup(): Promise<void> {
    if (Date.now() - lastCleanup < 3600_000) return;
    lastCleanup = Date.now();
    await db.$executeRawUnsafe(
      `DELETE FROM ${table} WHERE "published_at" < now() - ($1::int * interval '1 millisecond')`,
      Math.min(retainMs, 2_000_000_000),
    );
  }

  /**
   * Whether any event waits: one statement outside a transaction (the index on published_at answers it), so a poll
   * that finds nothing costs that instead of a transaction of four.
   */
  async function anyWaiting(): Promise<boolean> {
    const [row] = await db.$queryRawUnsafe<Array<{ waiting: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM ${table} WHERE "published_at" IS NULL) AS "waiting"`,
    );
    return row?.waiting === true;
  }

  async function drain(): Promise<number> {
    let total = 0;
    const waiting = await anyWaiting();
    emptyPolls = waiting ? 0 : emptyPolls + 1;
    for (let more = waiting; more; ) {
      const { published, full, failed } = await publishBatch();
      total += published;
      if (failed) throw new Error(lastError);
      more = full;
    }
    failures = 0;
    lastError = undefined;
    await cleanup().catch((error: unknown) => log?.warn({ err: error }, 'outbox cleanup failed'));
    return total;
  }

  function run(): Promise<number> {
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  async function tick(): Promise<void> {
    let delay: number;
    try {
      const published = await run();
      if (published > 0) log?.debug({ published, schema }, 'outbox events published');
      delay = Math.min(idlePollMs, pollMs * 2 ** emptyPolls);
    } catch (error) {
      failures++;
      delay = Math.min(maxBackoffMs, pollMs * 2 ** failures);
      log?.warn(
        { err: error, failures, retryInMs: delay, schema },
        'outbox relay could not publish, will retry',
      );
    }
    schedule(wokenDuringPoll ? 0 : delay);
    wokenDuringPoll = false;
  }

  async function backlog(): Promise<number> {
    const [row] = await db.$queryRawUnsafe<Array<{ count: number }>>(
      `SELECT count(*)::int AS "count" FROM ${table} WHERE "published_at" IS NULL`,
    );
    return Number(row?.count ?? 0);
  }

  schedule(0);

  return {
    schema,
    backlog,
    stats: () => ({ published: publishedTotal, failures: failedTotal }),
    notify() {
      emptyPolls = 0;
      if (running) wokenDuringPoll = true;
      else schedule(0);
    },
    flush: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
    async health(): Promise<DependencyHealth> {
      const name = `outbox:${schema}`;
      try {
        const waiting = await backlog();
        // Failing to publish a few times is the bus's problem (reported by its own check); say why here.
        const ok = failures < 3;
        return {
          name,
          adapter: 'relay',
          ok,
          ...(waiting > 0 || lastError
            ? { detail: `${waiting} waiting${lastError ? `; last error: ${lastError}` : ''}` }
            : {}),
        };
      } catch (error) {
        return { name, adapter: 'relay', ok: false, detail: (error as Error).message };
      }
    },
  };
}
