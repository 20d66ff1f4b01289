import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTACT_ENQUIRY_RECEIVED,
  CONTACT_PAGE_SIZE,
  CONTACT_PATH,
  ContactEnquiryCreated,
  ContactEnquiryInput,
  ContactEnquiryPage,
  type ContactEnquiryReceivedData,
  ContactListQuery,
} from '@manzil/contracts';
import { clientRateLimits, insertOutboxEvent, newEvent, ValidationError } from '@manzil/service-kit';
import { CONTACT_SCHEMA, type ContactDb } from '../db.ts';
import { cleanEnquiry, isSpam } from '../domain/enquiry.ts';

export interface RateLimitOptions {
  /** Enquiries one client may send per window (default 5). */
  max: number;
  /** The window in milliseconds (default 10 minutes). */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 5, windowMs: 10 * 60_000 };

export interface EnquiryRoutesOptions {
  db: ContactDb;
  rateLimit?: RateLimitOptions;
  /** Called after an enquiry committed (the outbox relay publishes at once). */
  onStored?: () => void;
}

/** `POST /api/contact` (public, rate limited per client, spam-trapped) and `GET /api/contact` (admin). */
export const enquiryRoutes: FastifyPluginAsyncTypebox<EnquiryRoutesOptions> = async (
  app,
  { db, rateLimit: limit = DEFAULT_RATE_LIMIT, onStored },
) => {
  await clientRateLimits(
    app,
    'You have sent several messages in a short time. Please wait a few minutes and try again.',
  );

  app.post(
    CONTACT_PATH,
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } },
      schema: { body: ContactEnquiryInput, response: { 201: ContactEnquiryCreated } },
    },
    async (request, reply) => {
      if (isSpam(request.body)) {
        // Answered like a real enquiry, so the bot learns nothing; nothing is stored or published.
        request.log.info({ spam: true }, 'contact enquiry caught by the spam trap');
        return reply.code(201).send({ id: randomUUID() });
      }
      const cleaned = cleanEnquiry(request.body);
      if (!cleaned.ok) {
        const message = cleaned.problems.map((p) => `Field "${p.field}" ${p.message}.`).join(' ');
        throw new ValidationError(message, cleaned.problems);
      }
      const created = await db.$transaction(async (tx) => {
        const row = await tx.contactEnquiry.create({ data: cleaned.enquiry });
        const data: ContactEnquiryReceivedData = {
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          subject: row.subject,
          lang: row.lang === 'ar' ? 'ar' : 'en',
          createdAt: row.createdAt.toISOString(),
        };
        await insertOutboxEvent(
          tx,
          newEvent({ type: CONTACT_ENQUIRY_RECEIVED, key: row.id, version: 1, data, requestId: request.id }),
          { schema: CONTACT_SCHEMA },
        );
        return row;
      });
      onStored?.();
      return reply.code(201).header('location', `${CONTACT_PATH}/${created.id}`).send({ id: created.id });
    },
  );

  app.get(
    CONTACT_PATH,
    {
      onRequest: app.requireAdmin,
      schema: { querystring: ContactListQuery, response: { 200: ContactEnquiryPage } },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? CONTACT_PAGE_SIZE;
      const [total, rows] = await Promise.all([
        db.contactEnquiry.count(),
        db.contactEnquiry.findMany({
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * limit,
          take: limit,
        }),
      ]);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          subject: row.subject,
          message: row.message,
          lang: row.lang === 'ar' ? ('ar' as const) : ('en' as const),
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page,
        limit,
        totalPages: Math.ceil(total / limit),
      };
    },
  );
};
