// A bare Fastify route answering a fixed JSON body: the reference a real endpoint is compared with (same
// machine, same load generator, same HTTP stack, no work behind it). Run as its own process by the benchmarks.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { properties: [], total: 0, totalPages: 0, page: 1, limit: 12 };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
