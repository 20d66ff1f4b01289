import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';

/** The auth service as a Fastify plugin: mounted by the gateway (embedded) or run alone by server.ts. */
const authService: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, { ctx }) => {
  ctx.log.debug('auth service registered');
};

export default authService;
