import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';

/** The media service as a Fastify plugin: mounted by the gateway (embedded) or run alone by server.ts. */
const mediaService: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, { ctx }) => {
  ctx.log.debug('media service registered');
};

export default mediaService;
