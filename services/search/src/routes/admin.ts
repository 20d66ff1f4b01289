import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReindexResult, SearchStatus } from '@manzil/contracts';
import type { CatalogSource } from '../catalog/catalog-source.ts';
import type { SearchIndexer } from '../indexer/search-indexer.ts';

/**
 * `GET /api/search/status` (public, what the index holds and its state) and `POST /api/search/reindex` (admin:
 * rebuild from the catalog now, answering what was rebuilt).
 */
export const indexAdminRoutes: FastifyPluginAsyncTypebox<{
  indexer: SearchIndexer;
  source: CatalogSource;
}> = async (app, { indexer, source }) => {
  app.get('/api/search/status', { schema: { response: { 200: SearchStatus } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return indexer.status();
  });

  app.post(
    '/api/search/reindex',
    { preHandler: app.requireAdmin, schema: { response: { 200: ReindexResult } } },
    async () => indexer.rebuild(source),
  );
};
