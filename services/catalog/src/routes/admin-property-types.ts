import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminPropertyType, AdminPropertyTypeList, IdParams, PropertyTypeInput } from '@manzil/contracts';
import type { AdminDeps } from '../changes/admin-support.ts';
import { placeService } from '../places/place-service.ts';
import { propertyTypeKind } from '../places/property-types.ts';

/** `GET, POST /api/admin/property-types`, `PUT, DELETE /api/admin/property-types/{id}` (admin token). */
export const adminPropertyTypeRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const types = placeService(propertyTypeKind, deps);
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/property-types', { schema: { response: { 200: AdminPropertyTypeList } } }, () =>
    types.list(),
  );

  app.post(
    '/api/admin/property-types',
    { schema: { body: PropertyTypeInput, response: { 201: AdminPropertyType } } },
    async (request, reply) => reply.code(201).send(await types.create(request.body)),
  );

  app.put(
    '/api/admin/property-types/:id',
    { schema: { params: IdParams, body: PropertyTypeInput, response: { 200: AdminPropertyType } } },
    (request) => types.update(request.params.id, request.body),
  );

  app.delete('/api/admin/property-types/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await types.remove(request.params.id);
    return reply.code(204).send();
  });
};
