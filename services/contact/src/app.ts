import { adminGuard, type ServiceContext, startOutboxRelay } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { CONTACT_SCHEMA, createContactClient, MIGRATIONS_DIR } from './db.ts';
import { DEFAULT_RATE_LIMIT, enquiryRoutes, type RateLimitOptions } from './routes/enquiries.ts';

export interface ContactOptions {
  ctx: ServiceContext;
  /** Enquiries per client and window (default 5 per 10 minutes; `CONTACT_RATE_LIMIT_MAX` overrides the count). */
  rateLimit?: RateLimitOptions;
}

function rateLimitFromEnv(): RateLimitOptions {
  const max = Number(process.env.CONTACT_RATE_LIMIT_MAX);
  return Number.isInteger(max) && max > 0 ? { ...DEFAULT_RATE_LIMIT, max } : DEFAULT_RATE_LIMIT;
}

/**
 * The contact service as a Fastify plugin: opens its own database (migrations applied on open), relays its
 * outbox to the bus, takes enquiries from the contact form and lists them for the admin. Mounted by the
 * gateway (embedded) or run alone by server.ts.
 */
const contactService: FastifyPluginAsync<ContactOptions> = async (app, { ctx, rateLimit }) => {
  const database = await ctx.openDatabase({
    service: 'contact',
    migrationsDir: MIGRATIONS_DIR,
    createClient: createContactClient,
  });
  const db = database.client;
  const relay = startOutboxRelay({ db, bus: ctx.events, schema: CONTACT_SCHEMA, log: ctx.log });
  ctx.registerHealth(relay);
  ctx.onShutdown(() => relay.stop());

  await app.register(adminGuard, { tokens: ctx.tokens });
  await app.register(enquiryRoutes, {
    db,
    rateLimit: rateLimit ?? rateLimitFromEnv(),
    onStored: () => relay.notify(),
  });
};

export default contactService;
