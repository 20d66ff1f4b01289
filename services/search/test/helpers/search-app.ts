import { randomUUID } from 'node:crypto';
import type { SearchStatus } from '@manzil/contracts';
import {
  connectMeilisearchIndex,
  type EventEnvelope,
  type InProcessBus,
  type KitServer,
  type SearchIndex,
  type ServiceContext,
} from '@manzil/service-kit';
import { buildTestApp, type TestApp, type TestAppOptions } from '@manzil/test-utils';
import searchService, { type SearchOptions } from '../../src/app.ts';
import type { CatalogSource } from '../../src/catalog/catalog-source.ts';

/** The index adapters the shared suites run on: always in-process; Meilisearch too when MEILI_URL is set. */
export const INDEX_ADAPTERS: Array<{ name: string; connect: () => Promise<SearchIndex | undefined> }> = [
  { name: 'in-process index', connect: async () => undefined },
  ...(process.env.MEILI_URL
    ? [
        {
          name: 'Meilisearch',
          connect: () =>
            connectMeilisearchIndex({
              url: process.env.MEILI_URL as string,
              apiKey: process.env.MEILI_MASTER_KEY,
            }),
        },
      ]
    : []),
];

export interface SearchTestApp extends TestApp {
  request<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
  waitForState(state: SearchStatus['state'], timeoutMs?: number): Promise<SearchStatus>;
}

/** The search plugin on a test context, with a fake catalog and a fresh index prefix. */
export async function buildSearchApp(
  options: {
    catalog: CatalogSource;
    index?: SearchIndex;
    plugin?: Omit<SearchOptions, 'ctx' | 'catalog'>;
  } & Pick<TestAppOptions, 'ctx' | 'adapters'>,
): Promise<SearchTestApp> {
  const indexPrefix = `t${randomUUID().slice(0, 8)}_`;
  const built = await buildTestApp(
    async (app, { ctx }) => {
      await app.register(searchService, { ctx, catalog: options.catalog, indexPrefix, ...options.plugin });
    },
    {
      ...(options.ctx ? { ctx: options.ctx } : {}),
      adapters: { ...options.adapters, ...(options.index ? { index: options.index } : {}) },
    },
  );
  return withHelpers(built);
}

function withHelpers(built: TestApp): SearchTestApp {
  const request = async <T>(path: string) => {
    const response = await built.app.inject({ method: 'GET', url: path });
    return { status: response.statusCode, body: response.json() as T, headers: response.headers };
  };
  return {
    ...built,
    request,
    async waitForState(state, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const { body } = await request<SearchStatus>('/api/search/status');
        if (body.state === state) return body;
        if (Date.now() > until) throw new Error(`search index is ${body.state}, expected ${state}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

let sequence = 0;

/** A catalog event envelope as the catalog's outbox relay publishes it. */
export function catalogEvent<T>(
  type: string,
  key: number | string,
  version: number,
  data: T,
): EventEnvelope<T> {
  sequence++;
  return {
    id: `evt-${Date.now()}-${sequence}-${randomUUID()}`,
    type,
    key: String(key),
    version,
    occurredAt: new Date().toISOString(),
    data,
  };
}

/** Publishes and waits until every consumer of the in-process bus handled it. */
export async function publishAndSettle(ctx: ServiceContext, ...events: EventEnvelope[]): Promise<void> {
  for (const event of events) await ctx.events.publish(event);
  await (ctx.events as InProcessBus).idle();
}

export type { KitServer };
