import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_ALERTS_PATH,
  ADMIN_MAIL_PATH,
  AdminAlertsResponse,
  AdminMailQuery,
  AdminMailResponse,
  type AlertSearch,
} from '@manzil/contracts';
import { NotFoundError } from '@manzil/service-kit';
import Type from 'typebox';
import type { NotificationsDb } from '../db.ts';
import type { Mailer } from '../mail/mailer.ts';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * The admin's view of the alerts: every saved search grouped by its filters with how many addresses keep it,
 * removing one address's saved search, and the outgoing mail (what was sent, or what would have been sent
 * without SMTP), newest first.
 */
export const adminAlertRoutes: FastifyPluginAsyncTypebox<{ db: NotificationsDb; mailer: Mailer }> = async (
  app,
  { db, mailer },
) => {
  // Every route here is the admin's: before validation, so a caller without a token learns that first.
  app.addHook('onRequest', app.requireAdmin);

  app.get(ADMIN_ALERTS_PATH, { schema: { response: { 200: AdminAlertsResponse } } }, async () => {
    const alerts = await db.alert.findMany({
      orderBy: [{ createdAt: 'desc' }],
      include: { subscriber: { select: { lastDigestAt: true } } },
    });
    const groups = new Map<string, AdminAlertsResponse['searches'][number]>();
    for (const alert of alerts) {
      let group = groups.get(alert.searchKey);
      if (!group) {
        group = {
          searchKey: alert.searchKey,
          search: alert.search as AlertSearch,
          subscribers: 0,
          confirmed: 0,
          alerts: [],
        };
        groups.set(alert.searchKey, group);
      }
      group.subscribers++;
      if (alert.confirmedAt) group.confirmed++;
      group.alerts.push({
        id: alert.id,
        email: alert.email,
        language: alert.language === 'ar' ? 'ar' : 'en',
        search: alert.search as AlertSearch,
        searchKey: alert.searchKey,
        confirmed: alert.confirmedAt !== null,
        createdAt: alert.createdAt.toISOString(),
        lastSentAt: alert.subscriber.lastDigestAt?.toISOString() ?? null,
      });
    }
    const searches = [...groups.values()].sort((a, b) => b.subscribers - a.subscribers);
    return { searches, total: alerts.length };
  });

  app.delete(`${ADMIN_ALERTS_PATH}/:id`, { schema: { params: IdParams } }, async (request, reply) => {
    const alert = await db.alert.findUnique({ where: { id: request.params.id } });
    if (!alert) throw new NotFoundError('No saved search has this id.');
    await db.$transaction(async (tx) => {
      await tx.alert.delete({ where: { id: alert.id } });
      if ((await tx.alert.count({ where: { email: alert.email } })) === 0)
        await tx.subscriber.delete({ where: { email: alert.email } });
    });
    return reply.code(204).send();
  });

  app.get(
    ADMIN_MAIL_PATH,
    {
      schema: { querystring: AdminMailQuery, response: { 200: AdminMailResponse } },
    },
    async (request) => {
      const limit = request.query.limit ?? 50;
      const before = request.query.before
        ? await db.outgoingMail.findUnique({ where: { id: request.query.before } }).catch(() => null)
        : null;
      const rows = await db.outgoingMail.findMany({
        where: before
          ? {
              OR: [
                { createdAt: { lt: before.createdAt } },
                { createdAt: before.createdAt, id: { lt: before.id } },
              ],
            }
          : {},
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit,
      });
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          date: row.createdAt.toISOString(),
          text: row.text,
          kind: row.kind === 'digest' ? ('digest' as const) : ('confirmation' as const),
        })),
        transport: mailer.transport,
      };
    },
  );
};
