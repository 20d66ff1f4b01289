import { SITE_CONTENT_PATH, SITE_CONTENT_VERSIONS_PATH } from '@manzil/contracts';
import { type AuditedRoutes, openAdminService, type ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { publishHeroAssets } from './assets.ts';
import { CONTENT_SCHEMA, createContentClient, MIGRATIONS_DIR } from './db.ts';
import { siteRoutes } from './routes/site.ts';
import { ContentStore } from './store.ts';

/** The version an answer carries (its ETag, `"v12"` or the like), as the entry's target. */
const versionOf = (_request: unknown, _answer: unknown, reply: { getHeader(name: string): unknown }) =>
  String(reply.getHeader('etag') ?? '')
    .replace(/^W\//, '')
    .replace(/"/g, '') || null;

/** Every change of the site content, recorded in its audit log (issue 22, ADR 0009). */
export const CONTENT_AUDITED_ROUTES: AuditedRoutes = {
  [`PUT ${SITE_CONTENT_PATH}`]: { kind: 'content', action: 'update', target: versionOf },
  [`POST ${SITE_CONTENT_VERSIONS_PATH}/:version/restore`]: {
    kind: 'content',
    action: 'restore',
    target: (request) => (request.params as { version?: number }).version ?? null,
  },
};

/**
 * The content service as a Fastify plugin: opens its own database (migrations applied on open), relays its
 * outbox to the bus, and serves the site-content document and its versions. Mounted by the gateway (embedded)
 * or run alone by server.ts.
 */
const contentService: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const { db, relay } = await openAdminService(app, ctx, {
    service: 'content',
    schema: CONTENT_SCHEMA,
    migrationsDir: MIGRATIONS_DIR,
    createClient: createContentClient,
    routes: CONTENT_AUDITED_ROUTES,
  });

  // Beside start-up: a storage hiccup must not keep the content API from starting.
  publishHeroAssets(ctx.storage, ctx.log).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'could not publish the hero video; the home page shows its gradient'),
  );

  await app.register(siteRoutes, { store: new ContentStore(db), onSaved: () => relay.notify() });
};

export default contentService;
