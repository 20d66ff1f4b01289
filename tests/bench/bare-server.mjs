// A bare Fastify route answering a fixed JSON body: the reference a real endpoint is compared with (same
// machine, same load generator, same HTTP stack, no work behind it). Run as its own process by the benchmarks.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { properties: [], total: 0, totalPages: 0, page: 1, limit: 12 };
app.get('/bare', async () => body);
// The same route answering a page of twelve listings' worth of JSON (about 70 KB, as search answers): the floor
// for answers of that size on the same connections.
const page = JSON.stringify({
  properties: Array.from({ length: 12 }, (_, id) => ({ id, text: 'x'.repeat(5800) })),
  total: 12,
  totalPages: 1,
  page: 1,
  limit: 12,
});
app.get('/bare-page', async (_request, reply) => reply.type('application/json; charset=utf-8').send(page));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
