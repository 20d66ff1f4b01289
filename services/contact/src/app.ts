import { CONTACT_PATH } from '@manzil/contracts';
import { type AuditedRoutes, openAdminService, type ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { CONTACT_SCHEMA, createContactClient, MIGRATIONS_DIR } from './db.ts';
import { DEFAULT_RATE_LIMIT, enquiryRoutes, type RateLimitOptions } from './routes/enquiries.ts';

/** Reading the enquiries is recorded, with the ids of those shown (issue 22, ADR 0009). */
export const CONTACT_AUDITED_ROUTES: AuditedRoutes = {
  [`GET ${CONTACT_PATH}`]: {
    kind: 'enquiry',
    action: 'read',
    target: (_request, answer) =>
      ((answer as { messages?: Array<{ id: string }> } | undefined)?.messages ?? [])
        .map((message) => message.id)
        .join(',') || null,
  },
};

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
  const { db, relay } = await openAdminService(app, ctx, {
    service: 'contact',
    schema: CONTACT_SCHEMA,
    migrationsDir: MIGRATIONS_DIR,
    createClient: createContactClient,
    routes: CONTACT_AUDITED_ROUTES,
  });
  await app.register(enquiryRoutes, {
    db,
    rateLimit: rateLimit ?? rateLimitFromEnv(),
    onStored: () => relay.notify(),
  });
};

export default contactService;
