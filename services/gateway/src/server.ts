import { runOrExit, serveService } from '@manzil/service-kit';
import { buildGateway } from './build.ts';

// Runs the whole site: in embedded mode (the default) every service in this one process, in distributed mode
// (GATEWAY_MODE=distributed) a proxy to each service's own process. Either way the built micro-frontends too.
await runOrExit(async () => {
  const built = await buildGateway();
  await serveService(built);
  const { ctx } = built;
  const host = ctx.config.host === '0.0.0.0' || ctx.config.host === '::' ? 'localhost' : ctx.config.host;
  process.stdout.write(
    `\n  Manzil is running at http://${host}:${ctx.config.port} (${ctx.config.gatewayMode} mode)\n\n`,
  );
});
