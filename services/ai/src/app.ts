import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';

/** The ai service as a Fastify plugin: mounted by the gateway (embedded) or run alone by server.ts. */
const aiService: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, { ctx }) => {
  ctx.log.debug('ai service registered');
};

export default aiService;
