import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';

/** The contact service as a Fastify plugin: mounted by the gateway (embedded) or run alone by server.ts. */
const contactService: FastifyPluginAsync<{ ctx: ServiceContext }> = async (_app, { ctx }) => {
  ctx.log.debug('contact service registered');
};

export default contactService;
