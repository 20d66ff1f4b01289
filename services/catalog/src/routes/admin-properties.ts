import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPropertiesQuery,
  IdParams,
  normalizePermitNumber,
  Property,
  PropertyInput,
  PropertyList,
} from '@manzil/contracts';
import type { ObjectStorage } from '@manzil/service-kit';
import type { AdminDeps } from '../changes/admin-support.ts';
import { listingService } from '../listings/listing-service.ts';

/** Property payloads may carry images as data URLs: allow a few large pictures per request. */
const PROPERTY_BODY_LIMIT = 60 * 1024 * 1024;

const NUMBER_FIELDS = ['area', 'size', 'bedrooms', 'bathrooms', 'parkingSpaces'] as const;
const TEXT_OR_NULL = ['referenceNo', 'permitNumber', 'permitExpiresOn'] as const;

/**
 * The spec's form sends empty optional numbers and texts as empty strings: read them as null (spec 5: "empty
 * becomes null") before validation, and trim features, dropping empty ones.
 */
function normaliseBody(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  const fields = body as Record<string, unknown>;
  for (const name of NUMBER_FIELDS) {
    if (typeof fields[name] === 'string' && (fields[name] as string).trim() === '') fields[name] = null;
  }
  for (const name of TEXT_OR_NULL) {
    if (typeof fields[name] === 'string') {
      const text = (fields[name] as string).trim();
      fields[name] = text === '' ? null : text;
    }
  }
  if (typeof fields.permitNumber === 'string')
    fields.permitNumber = normalizePermitNumber(fields.permitNumber);
  if (fields.coordinates === '') fields.coordinates = null;
  if (Array.isArray(fields.features)) {
    const seen = new Set<string>();
    fields.features = fields.features
      .map((feature) => (typeof feature === 'string' ? feature.trim() : feature))
      .filter((feature) => {
        if (typeof feature !== 'string') return true; // let validation name it
        if (feature === '' || seen.has(feature)) return false;
        seen.add(feature);
        return true;
      });
  }
}

/** `GET, POST /api/admin/properties`, `PUT, DELETE /api/admin/properties/{id}` (admin token). */
export const adminPropertyRoutes: FastifyPluginAsyncTypebox<AdminDeps & { storage: ObjectStorage }> = async (
  app,
  deps,
) => {
  const listings = listingService(deps);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/properties',
    { schema: { querystring: AdminPropertiesQuery, response: { 200: PropertyList } } },
    async (request, reply) => {
      const page = await listings.list(request.query);
      reply.header('x-total-count', String(page.total));
      return page.listings;
    },
  );

  const writeOptions = {
    bodyLimit: PROPERTY_BODY_LIMIT,
    preValidation: async (request: { body: unknown }) => normaliseBody(request.body),
  };

  app.post(
    '/api/admin/properties',
    { ...writeOptions, schema: { body: PropertyInput, response: { 201: Property } } },
    async (request, reply) => reply.code(201).send(await listings.create(request.body)),
  );

  app.put(
    '/api/admin/properties/:id',
    { ...writeOptions, schema: { params: IdParams, body: PropertyInput, response: { 200: Property } } },
    (request) => listings.update(request.params.id, request.body),
  );

  app.delete('/api/admin/properties/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await listings.remove(request.params.id);
    return reply.code(204).send();
  });
};
