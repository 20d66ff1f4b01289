import { join } from 'node:path';
import { GATEWAY_DEFAULT_PORT } from '@manzil/contracts';
import { createInProcessBus } from './adapters/events/in-process-bus.ts';
import { createInProcessIndex } from './adapters/search/in-process-index.ts';
import { createFsStorage } from './adapters/storage/fs-storage.ts';
import { createAdminTokenTrust } from './auth/admin-tokens.ts';
import type { KitConfig } from './config/kit-config.ts';
import { restrictUmask, securePrivateRoot } from './fs/private-files.ts';
import { HealthRegistry } from './http/health.ts';
import type { Logger } from './log/logger.ts';
import { Metrics, type OutboxStats } from './metrics/metrics.ts';
import type { Database, OpenDatabaseOptions, PrismaLikeClient } from './ports/database.ts';
import type { EventBus } from './ports/events.ts';
import type { HealthCheck } from './ports/health.ts';
import type { ObjectStorage } from './ports/object-storage.ts';
import type { SearchIndex } from './ports/search-index.ts';
import type { AdminTokenTrust } from './ports/tokens.ts';
import type { ServiceName } from './service-name.ts';

export type { ServiceName } from './service-name.ts';

/**
 * Everything a service plugin gets from the process that runs it. In embedded mode the gateway builds one
 * context and hands it to every plugin (one bus, one index, one storage); a service's own `server.ts` builds
 * its own. Adapters are chosen by `config` (see README: env variables).
 */
export interface ServiceContext {
  readonly config: KitConfig;
  readonly log: Logger;
  readonly events: EventBus;
  readonly index: SearchIndex;
  readonly storage: ObjectStorage;
  readonly tokens: AdminTokenTrust;
  /** The dependencies behind `/readyz` and `GET /api/health`. */
  readonly health: HealthRegistry;
  /** The process's Prometheus metrics, served at `/metrics` (HTTP latency, event lag, outbox backlog). */
  readonly metrics: Metrics;
  /** Opens (creating if needed) the service's own database and applies its migrations. */
  openDatabase<C extends PrismaLikeClient>(options: OpenDatabaseOptions<C>): Promise<Database<C>>;
  /** Base URL (no trailing slash) to call another service's public HTTP API, e.g. `serviceUrl('catalog')`. */
  serviceUrl(service: ServiceName): string;
  /** Adds a dependency to `GET /api/health` and readiness (an outbox relay is also reported in `/metrics`). */
  registerHealth(check: HealthCheck): void;
  /** Runs `fn` when the process shuts down, after HTTP stopped taking requests (last registered runs first). */
  onShutdown(fn: () => Promise<void>): void;
  /** Runs the shutdown hooks, last registered first, then closes the adapters. Safe to call twice. */
  close(): Promise<void>;
}

/** Replace an adapter, e.g. in tests; anything not given is chosen from the configuration. */
export interface ContextOverrides {
  events?: EventBus;
  index?: SearchIndex;
  storage?: ObjectStorage;
  tokens?: AdminTokenTrust;
}

/** `http://127.0.0.1:3000` for a wildcard or loopback HOST, else that host. */
export function ownBaseUrl(config: Pick<KitConfig, 'host' | 'port'>): string {
  const wildcard = ['0.0.0.0', '::', '127.0.0.1', 'localhost', '::1'].includes(config.host);
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** Calls so far per comma-separated URL list, to take its URLs in turn. */
const turns = new Map<string, number>();

/**
 * Where to call `service`: `<NAME>_SERVICE_URL` when set (a comma-separated list: each call takes the next URL,
 * spreading calls over the processes of one service); else the gateway, which answers every service's routes in
 * both modes (mounted or proxied): this process when it is the gateway, the default gateway port otherwise.
 */
export function serviceUrlFor(config: KitConfig, service: ServiceName): string {
  const configured = service === 'gateway' ? undefined : config.serviceUrls[service];
  if (configured?.includes(',')) {
    const urls = configured.split(',').map((url) => url.trim().replace(/\/+$/, ''));
    const turn = turns.get(configured) ?? 0;
    turns.set(configured, turn + 1);
    return urls[turn % urls.length] as string;
  }
  if (configured) return configured;
  if (config.service === 'gateway') return ownBaseUrl(config);
  return `http://127.0.0.1:${GATEWAY_DEFAULT_PORT}`;
}

async function chooseEvents(config: KitConfig, log: Logger, metrics: Metrics): Promise<EventBus> {
  if (!config.natsUrl) return createInProcessBus({ log: log.child({ adapter: 'events' }), metrics });
  const { connectNatsBus, STREAM_NAME } = await import('./adapters/events/nats-bus.ts');
  const { natsNamespace: namespace } = config;
  return connectNatsBus({
    url: config.natsUrl,
    log: log.child({ adapter: 'events' }),
    metrics,
    ...(namespace && {
      stream: `${STREAM_NAME}_${namespace.toUpperCase().replaceAll('-', '_')}`,
      subjectPrefix: `${namespace}.`,
    }),
  });
}

/** An outbox relay (`startOutboxRelay`) registered as a health check: its backlog goes to /metrics too. */
function asOutbox(check: HealthCheck): (OutboxStats & { schema: string }) | undefined {
  const candidate = check as Partial<OutboxStats & { schema: string }>;
  return typeof candidate.backlog === 'function' &&
    typeof candidate.stats === 'function' &&
    typeof candidate.schema === 'string'
    ? (candidate as OutboxStats & { schema: string })
    : undefined;
}

async function chooseIndex(config: KitConfig, log: Logger): Promise<SearchIndex> {
  if (!config.meili) {
    const dir = join(config.dataDir, 'index', ...(config.instanceName ? [config.instanceName] : []));
    return createInProcessIndex({ dir, log });
  }
  const { connectMeilisearchIndex } = await import('./adapters/search/meilisearch-index.ts');
  return connectMeilisearchIndex({ url: config.meili.url, apiKey: config.meili.masterKey });
}

async function chooseStorage(config: KitConfig): Promise<ObjectStorage> {
  if (!config.s3) return createFsStorage(join(config.dataDir, 'media'));
  const { connectS3Storage } = await import('./adapters/storage/s3-storage.ts');
  return connectS3Storage(config.s3);
}

/**
 * Builds the context: embedded adapters when nothing is configured, the configured servers otherwise. A
 * configured server that cannot be reached rejects with a one-line StartupError (never a silent fallback).
 */
export async function createServiceContext(
  config: KitConfig,
  log: Logger,
  overrides: ContextOverrides = {},
): Promise<ServiceContext> {
  const health = new HealthRegistry();
  const metrics = new Metrics({ service: config.service, defaults: config.nodeEnv !== 'test', log });
  const hooks: Array<() => Promise<void>> = [];
  const opened: Array<{ close(): Promise<void> }> = [];
  // DATA_DIR and everything the process creates in it are owner-only (fs/private-files.ts).
  restrictUmask();
  await securePrivateRoot(config.dataDir, log);

  try {
    const events = overrides.events ?? (await chooseEvents(config, log, metrics));
    if (!overrides.events) opened.push(events);
    const index = overrides.index ?? (await chooseIndex(config, log));
    if (!overrides.index) opened.push(index);
    const storage = overrides.storage ?? (await chooseStorage(config));
    if (!overrides.storage) opened.push(storage);
    const tokens = overrides.tokens ?? createAdminTokenTrust(config);
    for (const check of [events, index, storage]) health.register(check);

    let closing: Promise<void> | undefined;
    const context: ServiceContext = {
      config,
      log,
      events,
      index,
      storage,
      tokens,
      health,
      metrics,
      async openDatabase(options) {
        const { openDatabase } = await import('./adapters/database/open-database.ts');
        const database = await openDatabase({ ...options, config, log });
        health.register(database);
        hooks.push(() => database.close());
        return database;
      },
      serviceUrl: (service) => serviceUrlFor(config, service),
      registerHealth: (check) => {
        health.register(check);
        const outbox = asOutbox(check);
        if (outbox) metrics.trackOutbox(outbox.schema, outbox);
      },
      onShutdown: (fn) => {
        hooks.push(fn);
      },
      close() {
        closing ??= (async () => {
          health.markDraining();
          for (const hook of [...hooks].reverse()) {
            // A hook that is not async (or throws at once) must not stop the others.
            await Promise.resolve()
              .then(hook)
              .catch((error: unknown) => log.error({ err: error }, 'shutdown hook failed'));
          }
          for (const adapter of [...opened].reverse()) {
            await Promise.resolve()
              .then(() => adapter.close())
              .catch((error: unknown) => log.error({ err: error }, 'adapter did not close'));
          }
        })();
        return closing;
      },
    };
    return context;
  } catch (error) {
    // Release what was already connected so the process can exit cleanly with the one-line error.
    await Promise.allSettled(opened.map((adapter) => adapter.close()));
    throw error;
  }
}
