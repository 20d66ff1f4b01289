import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminArea, AdminAreaList, AreaInput, IdParams } from '@manzil/contracts';
import type { AdminDeps } from '../changes/admin-support.ts';
import { areaKind } from '../places/areas.ts';
import { placeService } from '../places/place-service.ts';

/** `GET /api/admin/areas-with-emirates`, `POST /api/admin/areas`, `PUT, DELETE /api/admin/areas/{id}`. */
export const adminAreaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const areas = placeService(areaKind, deps);
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/areas-with-emirates', { schema: { response: { 200: AdminAreaList } } }, () =>
    areas.list(),
  );

  app.post(
    '/api/admin/areas',
    { schema: { body: AreaInput, response: { 201: AdminArea } } },
    async (request, reply) => reply.code(201).send(await areas.create(request.body)),
  );

  app.put(
    '/api/admin/areas/:id',
    { schema: { params: IdParams, body: AreaInput, response: { 200: AdminArea } } },
    (request) => areas.update(request.params.id, request.body),
  );

  app.delete('/api/admin/areas/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await areas.remove(request.params.id);
    return reply.code(204).send();
  });
};
