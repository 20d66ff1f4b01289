import { join } from 'node:path';
import { ADMIN_ALERTS_PATH, ADMIN_MAIL_PATH } from '@manzil/contracts';
import {
  type AuditedRoutes,
  adminGuard,
  auditTrail,
  ConfigError,
  createAuditLog,
  type ServiceContext,
} from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { type AlertsOutcome, consumeCatalogEvents } from './alerts/consumer.ts';
import { startDigests } from './alerts/digests.ts';
import { httpSearchMatcher, type SearchMatcher } from './alerts/matcher.ts';
import { catalogNames, type NameBook } from './alerts/place-names.ts';
import { createNotificationsClient, MIGRATIONS_DIR, NOTIFICATIONS_SCHEMA } from './db.ts';
import { createFileMailer } from './mail/file-mailer.ts';
import { type Mailer, senderFor } from './mail/mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { adminAlertRoutes } from './routes/admin.ts';
import { alertRoutes } from './routes/alerts.ts';

export interface NotificationsOptions {
  ctx: ServiceContext;
  /** Replaces the search service's matcher (tests). */
  matcher?: SearchMatcher;
  /** Replaces the mail port chosen from SMTP_URL (tests). */
  mailer?: Mailer;
  /** Replaces the catalog's names of places and types (tests). */
  names?: () => Promise<NameBook>;
  /** Replaces ALERTS_DIGEST_INTERVAL_S. */
  digestIntervalS?: number;
  /** The durable consumer's name (tests run several). */
  durable?: string;
  /** Called after each catalog event is applied (tests). */
  onApplied?: (eventId: string, outcome: AlertsOutcome) => void;
}

export const DEFAULT_DIGEST_INTERVAL_S = 3600;

/** Reading the subscribers and the outgoing mail, and removing a saved search, are recorded (issue 22, ADR 0009). */
export const NOTIFICATIONS_AUDITED_ROUTES: AuditedRoutes = {
  [`GET ${ADMIN_ALERTS_PATH}`]: { kind: 'alert', action: 'read', target: () => null },
  [`DELETE ${ADMIN_ALERTS_PATH}/:id`]: { kind: 'alert', action: 'delete' },
  [`GET ${ADMIN_MAIL_PATH}`]: { kind: 'mail', action: 'read', target: () => null },
};

/** `ALERTS_DIGEST_INTERVAL_S`: whole seconds from 1 to 7 days; default one hour. */
export function digestIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ALERTS_DIGEST_INTERVAL_S?.trim();
  if (!raw) return DEFAULT_DIGEST_INTERVAL_S;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 7 * 86_400) {
    throw new ConfigError(
      'ALERTS_DIGEST_INTERVAL_S',
      `ALERTS_DIGEST_INTERVAL_S must be a whole number of seconds from 1 to 604800 (got "${raw}"). Example: ALERTS_DIGEST_INTERVAL_S=3600`,
    );
  }
  return value;
}

/** SMTP when `SMTP_URL` is set (smtp:// or smtps://), else .eml files under DATA_DIR/mail. */
export function mailerFromEnv(
  dataDir: string,
  publicUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Mailer {
  const from = senderFor(publicUrl, env.MAIL_FROM);
  const url = env.SMTP_URL?.trim();
  if (!url) return createFileMailer(join(dataDir, 'mail'), from);
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new ConfigError(
      'SMTP_URL',
      'SMTP_URL must be an smtp:// or smtps:// URL. Example: SMTP_URL=smtp://user:password@mail.example.ae:587',
    );
  }
  return createSmtpMailer(url, from);
}

/**
 * The notifications service as a Fastify plugin: saved-search alerts. It opens its own database, follows the
 * catalog's events with a durable consumer (the search service says which saved searches a changed listing
 * matches), sends each address at most one digest per interval through the mail port, and answers the alert
 * routes and the admin's alerts and outgoing mail. Mounted by the gateway (embedded) or run alone by server.ts.
 */
const notificationsService: FastifyPluginAsync<NotificationsOptions> = async (app, options) => {
  const { ctx } = options;
  const intervalS = options.digestIntervalS ?? digestIntervalFromEnv();
  const mailer = options.mailer ?? mailerFromEnv(ctx.config.dataDir, ctx.config.publicUrl);
  const database = await ctx.openDatabase({
    service: 'notifications',
    migrationsDir: MIGRATIONS_DIR,
    createClient: createNotificationsClient,
  });
  const db = database.client;
  const log = ctx.log.child({ component: 'alerts' });
  const links = { publicUrl: ctx.config.publicUrl };
  const matcher = options.matcher ?? httpSearchMatcher(() => ctx.serviceUrl('search'));
  const names = options.names ?? catalogNames(() => ctx.serviceUrl('catalog'));

  if (mailer.transport === 'smtp') {
    // Reported, not fatal: alerts are saved meanwhile and their mail is tried again.
    mailer.check().catch((error) => log.warn({ err: error }, 'the SMTP server does not answer yet'));
  }
  const subscription = await consumeCatalogEvents(ctx.events, db, matcher, log, {
    durable: options.durable,
    onApplied: (event, outcome) => options.onApplied?.(event.id, outcome),
  });
  const digests = startDigests({ db, mailer, links, intervalS, log, names });
  ctx.onShutdown(async () => {
    await subscription.stop();
    await digests.stop();
    await mailer.close();
  });

  await app.register(adminGuard, { tokens: ctx.tokens });
  await app.register(auditTrail, {
    log: createAuditLog(db, { service: 'notifications', schema: NOTIFICATIONS_SCHEMA }),
    routes: NOTIFICATIONS_AUDITED_ROUTES,
  });
  await app.register(alertRoutes, { db, mailer, links, names });
  await app.register(adminAlertRoutes, { db, mailer });
};

export default notificationsService;
