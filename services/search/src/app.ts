import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';

/** The search service as a Fastify plugin: mounted by the gateway (embedded) or run alone by server.ts. */
const searchService: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, { ctx }) => {
  ctx.log.debug('search service registered');
};

export default searchService;
