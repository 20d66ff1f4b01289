import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminEmirate, AdminEmirateList, EmirateInput, IdParams } from '@manzil/contracts';
import type { AdminDeps } from '../changes/admin-support.ts';
import { emirateKind } from '../places/emirates.ts';
import { placeService } from '../places/place-service.ts';

/** `GET, POST /api/admin/emirates`, `PUT, DELETE /api/admin/emirates/{id}` (admin token). */
export const adminEmirateRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const emirates = placeService(emirateKind, deps);
  // Before validation, so a caller without a token learns that first.
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/emirates', { schema: { response: { 200: AdminEmirateList } } }, () => emirates.list());

  app.post(
    '/api/admin/emirates',
    { schema: { body: EmirateInput, response: { 201: AdminEmirate } } },
    async (request, reply) => reply.code(201).send(await emirates.create(request.body)),
  );

  app.put(
    '/api/admin/emirates/:id',
    { schema: { params: IdParams, body: EmirateInput, response: { 200: AdminEmirate } } },
    (request) => emirates.update(request.params.id, request.body),
  );

  app.delete('/api/admin/emirates/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await emirates.remove(request.params.id);
    return reply.code(204).send();
  });
};
