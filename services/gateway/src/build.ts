import { apiHealthHandler, buildService, type Env, type ServiceApp } from '@manzil/service-kit';
import gatewayApp from './app.ts';

/**
 * The whole gateway process as `server.ts` runs it (without listening): the kit's server (security headers,
 * ops routes, request ids), the public liveness check `GET /api/health`, and the gateway plugin.
 */
export function buildGateway(env: Env = process.env): Promise<ServiceApp> {
  return buildService(
    'gateway',
    async (instance, { ctx }) => {
      instance.get('/api/health', apiHealthHandler(ctx.health));
      await instance.register(gatewayApp, { ctx });
    },
    env,
  );
}
