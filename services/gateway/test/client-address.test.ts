import { type BackendServiceName, SERVICES } from '@manzil/contracts';
import { clientKeyOf, createServer, type KitServer, loadConfig } from '@manzil/service-kit';
import { buildTestApp, type TestApp } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gatewayApp from '../src/app.ts';

// Distributed mode behind a load balancer (TRUSTED_PROXIES=10.0.0.0/8): the gateway tells the services the
// client the balancer saw, and only when the request really came through the balancer.
describe('the client address the distributed gateway forwards', () => {
  let service: KitServer;
  let gateway: TestApp;
  const forwarded: Array<string | undefined> = [];
  const keys: string[] = [];

  beforeAll(async () => {
    // A service in its own process: it trusts the gateway's address (loopback by default).
    service = createServer(loadConfig('contact', { NODE_ENV: 'test' }), { behindGateway: true });
    service.get('/api/properties/search', async (request) => {
      forwarded.push(request.headers['x-forwarded-for'] as string | undefined);
      keys.push(clientKeyOf(request));
      return {};
    });
    const address = await service.listen({ port: 0, host: '127.0.0.1' });
    const env: Record<string, string> = { GATEWAY_MODE: 'distributed', TRUSTED_PROXIES: '10.0.0.0/8' };
    for (const name of Object.keys(SERVICES) as BackendServiceName[]) {
      env[`${name.toUpperCase()}_SERVICE_URL`] = address;
    }
    gateway = await buildTestApp(async (app, { ctx }) => app.register(gatewayApp, { ctx }), { env });
  });
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
  });

  const search = (remoteAddress: string, forwardedFor?: string) =>
    gateway.app.inject({
      url: '/api/properties/search',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('forwards the visitor the trusted load balancer saw, so each visitor has its own limits', async () => {
    expect((await search('10.0.0.2', '198.51.100.1, 203.0.113.7')).statusCode).toBe(200);
    expect(forwarded.at(-1)).toBe('203.0.113.7');
    expect(keys.at(-1)).toBe('203.0.113.7');
    await search('10.0.0.2', '203.0.113.8');
    expect(keys.at(-1)).toBe('203.0.113.8');
  });

  it('forwards the peer itself when it is not a trusted proxy, whatever it claims', async () => {
    await search('198.51.100.9', '203.0.113.7');
    expect(forwarded.at(-1)).toBe('198.51.100.9');
    expect(keys.at(-1)).toBe('198.51.100.9');
    await search('127.0.0.1', '203.0.113.7');
    expect(keys.at(-1)).toBe('127.0.0.1');
  });

  it('forwards an IPv6 visitor whole; the service counts its /64', async () => {
    await search('10.0.0.2', '2001:db8:5:6:7:8:9:a');
    expect(forwarded.at(-1)).toBe('2001:db8:5:6:7:8:9:a');
    expect(keys.at(-1)).toBe('2001:db8:5:6::/64');
  });
});
