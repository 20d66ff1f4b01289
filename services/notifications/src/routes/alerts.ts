import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ALERT_CONFIRM_PATH,
  ALERT_LIMITS,
  ALERT_UNSUBSCRIBE_PATH,
  ALERTS_PATH,
  type AlertSearch,
  CreateAlertInput,
  CreateAlertResponse,
  isRealEmail,
  parseMapBox,
  TokenQuery,
} from '@manzil/contracts';
import {
  clientRateLimits,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '@manzil/service-kit';
import type { FastifyReply } from 'fastify';
import { confirmUrl, unsubscribeUrl } from '../alerts/links.ts';
import type { NameBook } from '../alerts/place-names.ts';
import type { NotificationsDb } from '../db.ts';
import { confirmationMail, type Lang, type Links } from '../domain/messages.ts';
import { resultPage } from '../domain/pages.ts';
import { cleanSearch, searchKey } from '../domain/search-key.ts';
import { hashToken, newToken } from '../domain/tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordMail } from '../mail/outgoing.ts';

export interface AlertRoutesOptions {
  db: NotificationsDb;
  mailer: Mailer;
  links: Links;
  /** The catalog's names of places and types, for the e-mails and pages. */
  names: () => Promise<NameBook>;
  /** Saves per client per hour (default ALERT_LIMITS.savesPerClientPerHour). */
  perClientPerHour?: number;
}

const SAVED: Record<Lang, string> = {
  en: 'Check your inbox: we sent you a link to confirm this alert.',
  ar: 'تحقّق من بريدك: أرسلنا إليك رابطًا لتأكيد هذا التنبيه.',
};

const bodyError = (field: string, message: string) =>
  new ValidationError(`Field "${field}" ${message}.`, [{ location: 'body', field, message }]);

/** The rules the schema cannot say: a real address, ranges the right way round, a valid map box. */
function checkSearch(search: AlertSearch): void {
  if (search.minPrice !== undefined && search.maxPrice !== undefined && search.minPrice > search.maxPrice)
    throw bodyError('search.maxPrice', 'must be at least search.minPrice');
  if (search.minArea !== undefined && search.maxArea !== undefined && search.minArea > search.maxArea)
    throw bodyError('search.maxArea', 'must be at least search.minArea');
  if (search.bbox !== undefined) {
    const box = parseMapBox(search.bbox);
    if ('error' in box) throw bodyError('search.bbox', box.error.replace(/^bbox /, 'must be valid: '));
  }
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The token is in this page's URL: a link followed from it must not carry it in Referer.
      .header('referrer-policy', 'no-referrer')
      .send(html)
  );
}

/**
 * The public side of saved-search alerts: saving a search (a confirmation e-mail goes first; nothing else is
 * sent to an address that has not confirmed), the confirmation link, and the one-click unsubscribe link (GET from
 * the e-mail, POST from a mail client's List-Unsubscribe-Post).
 */
export const alertRoutes: FastifyPluginAsyncTypebox<AlertRoutesOptions> = async (
  app,
  { db, mailer, links, names, perClientPerHour = ALERT_LIMITS.savesPerClientPerHour },
) => {
  await clientRateLimits(
    app,
    'You have saved several alerts in a short time. Please wait a while and try again.',
  );

  app.post(
    ALERTS_PATH,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: perClientPerHour, timeWindow: 3_600_000 } },
      schema: { body: CreateAlertInput, response: { 202: CreateAlertResponse } },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      if (!isRealEmail(email)) throw bodyError('email', 'must be a real e-mail address');
      const lang: Lang = request.body.language;
      const search = cleanSearch(request.body.search);
      checkSearch(search);
      const key = searchKey(search);

      const hourAgo = new Date(Date.now() - 3_600_000);
      const recent = await db.alert.count({ where: { email, confirmationSentAt: { gte: hourAgo } } });
      if (recent >= ALERT_LIMITS.savesPerEmailPerHour) {
        throw new TooManyRequestsError(
          3600,
          'This address was sent several confirmation e-mails in the last hour. Please confirm one of them, or try again later.',
        );
      }
      const existing = await db.alert.findUnique({
        where: { email_searchKey: { email, searchKey: key } },
        select: { confirmedAt: true },
      });
      // Already on: the same answer, and nothing sent (the answer tells nobody whether an address is subscribed).
      if (existing?.confirmedAt)
        return reply.code(202).send({ status: 'confirmation_sent', message: SAVED[lang] });
      if (!existing && (await db.alert.count({ where: { email } })) >= ALERT_LIMITS.searchesPerEmail) {
        throw bodyError(
          'email',
          `already has ${ALERT_LIMITS.searchesPerEmail} saved searches: stop one from a Manzil e-mail before saving another`,
        );
      }

      const token = newToken();
      const saved = await db.$transaction(async (tx) => {
        await tx.subscriber.upsert({
          where: { email },
          create: { email, language: lang, unsubscribeToken: newToken() },
          update: { language: lang },
        });
        return tx.alert.upsert({
          where: { email_searchKey: { email, searchKey: key } },
          create: {
            email,
            language: lang,
            search: search as object,
            searchKey: key,
            confirmTokenHash: hashToken(token),
            unsubscribeToken: newToken(),
          },
          update: { language: lang, confirmTokenHash: hashToken(token), confirmationSentAt: new Date() },
          select: { unsubscribeToken: true },
        });
      });
      const mail = confirmationMail({
        to: email,
        lang,
        search,
        names: await names(),
        confirmUrl: confirmUrl(links, token),
        unsubscribeUrl: unsubscribeUrl(links, saved.unsubscribeToken),
      });
      try {
        await recordMail(db, mailer, mail);
      } catch (error) {
        request.log.warn({ err: error }, 'the confirmation e-mail could not be sent');
        throw new ServiceUnavailableError(
          'We could not send the confirmation e-mail just now. Please try again in a minute.',
          { cause: error, retryAfterSeconds: 60 },
        );
      }
      return reply.code(202).send({ status: 'confirmation_sent', message: SAVED[lang] });
    },
  );

  app.get(ALERT_CONFIRM_PATH, { schema: { querystring: TokenQuery } }, async (request, reply) => {
    const alert = await db.alert.findUnique({ where: { confirmTokenHash: hashToken(request.query.token) } });
    if (!alert) return sendPage(reply, 404, resultPage('invalid', 'en', links));
    if (!alert.confirmedAt)
      await db.alert.update({ where: { id: alert.id }, data: { confirmedAt: new Date() } });
    const lang: Lang = alert.language === 'ar' ? 'ar' : 'en';
    return sendPage(
      reply,
      200,
      resultPage('confirmed', lang, links, alert.search as AlertSearch, await names()),
    );
  });

  const unsubscribe = async (token: string, reply: FastifyReply) => {
    const alert = await db.alert.findUnique({ where: { unsubscribeToken: token } });
    if (alert) {
      await db.$transaction(async (tx) => {
        await tx.alert.delete({ where: { id: alert.id } });
        // An address with no alert left is forgotten.
        if ((await tx.alert.count({ where: { email: alert.email } })) === 0)
          await tx.subscriber.delete({ where: { email: alert.email } });
      });
      const lang: Lang = alert.language === 'ar' ? 'ar' : 'en';
      return sendPage(
        reply,
        200,
        resultPage('stopped', lang, links, alert.search as AlertSearch, await names()),
      );
    }
    const subscriber = await db.subscriber.findUnique({ where: { unsubscribeToken: token } });
    if (subscriber) {
      await db.subscriber.delete({ where: { email: subscriber.email } });
      return sendPage(
        reply,
        200,
        resultPage('unsubscribed', subscriber.language === 'ar' ? 'ar' : 'en', links),
      );
    }
    // Already done (a second click, a mail client's retry): the same reassurance.
    return sendPage(reply, 200, resultPage('unsubscribed', 'en', links));
  };
  // A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.get(ALERT_UNSUBSCRIBE_PATH, { schema: { querystring: TokenQuery } }, (request, reply) =>
    unsubscribe(request.query.token, reply),
  );
  app.post(ALERT_UNSUBSCRIBE_PATH, { schema: { querystring: TokenQuery } }, (request, reply) =>
    unsubscribe(request.query.token, reply),
  );
};
