import type { AuditService } from '@manzil/contracts';
import type { FastifyInstance } from 'fastify';
import { adminGuard } from '../auth/admin-guard.ts';
import type { ServiceContext } from '../context.ts';
import type { OutboxClient, OutboxRelay } from '../events/outbox.ts';
import { relayOutbox } from '../events/relay-outbox.ts';
import type { OpenDatabaseOptions, PrismaLikeClient } from '../ports/database.ts';
import { createAuditLog } from './audit-log.ts';
import { type AuditedRoutes, auditTrail } from './audit-trail.ts';

export interface AdminServiceOptions<C> extends Omit<OpenDatabaseOptions<C & PrismaLikeClient>, 'service'> {
  service: AuditService;
  /** The schema of the service's outbox and audit log. */
  schema: string;
  /** The admin routes whose answers are recorded in the audit log. */
  routes: AuditedRoutes;
}

/**
 * A service with its own database and admin routes: opens the database (migrations applied on open), relays its
 * outbox to the bus, puts the admin guard in front of the admin routes and records them in its audit log.
 */
export async function openAdminService<C extends PrismaLikeClient & OutboxClient>(
  app: FastifyInstance,
  ctx: ServiceContext,
  { service, schema, routes, migrationsDir, createClient }: AdminServiceOptions<C>,
): Promise<{ db: C; relay: OutboxRelay }> {
  const database = await ctx.openDatabase({ service, migrationsDir, createClient });
  const db = database.client;
  const relay = relayOutbox(ctx, { db, schema });
  await app.register(adminGuard, { tokens: ctx.tokens });
  await app.register(auditTrail, { log: createAuditLog(db, { service, schema }), routes });
  return { db, relay };
}
