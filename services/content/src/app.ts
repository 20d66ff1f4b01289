import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';

/** The content service as a Fastify plugin: mounted by the gateway (embedded) or run alone by server.ts. */
const contentService: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, { ctx }) => {
  ctx.log.debug('content service registered');
};

export default contentService;
