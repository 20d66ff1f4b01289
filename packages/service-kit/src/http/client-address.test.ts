import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config-error.ts';
import { loadConfig } from '../config/kit-config.ts';
import { clientKey, clientKeyOf, normalizeAddress, parseProxyList } from './client-address.ts';
import { createServer, type KitServer } from './server.ts';

const servers: KitServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A server answering the key its per-client limits would count a request under. */
async function keyServer(env: Record<string, string>, behindGateway = false): Promise<KitServer> {
  const app = createServer(loadConfig('contact', { NODE_ENV: 'test', ...env }), { behindGateway });
  app.get('/key', async (request) => ({ key: clientKeyOf(request) }));
  await app.ready();
  servers.push(app);
  return app;
}

const keyOf = async (app: KitServer, remoteAddress: string, forwardedFor?: string) =>
  (
    await app.inject({
      url: '/key',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    })
  ).json().key as string;

describe('the client of a request (the key of per-client limits)', () => {
  it('is the TCP peer by default: X-Forwarded-For is ignored, even from loopback or a private address', async () => {
    const app = await keyServer({});
    expect(await keyOf(app, '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
    expect(await keyOf(app, '10.0.0.5', '198.51.100.1, 203.0.113.7')).toBe('10.0.0.5');
    expect(await keyOf(app, '::ffff:172.20.0.3', '203.0.113.8')).toBe('172.20.0.3');
    expect(await keyOf(app, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('is the forwarded client when the peer is a trusted proxy, walking past every trusted hop', async () => {
    const app = await keyServer({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.10' });
    expect(await keyOf(app, '10.1.1.1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await keyOf(app, '10.1.1.1', '203.0.113.7, 192.0.2.10')).toBe('203.0.113.7');
    expect(await keyOf(app, '::ffff:10.1.1.1', '203.0.113.5')).toBe('203.0.113.5');
    // Not a trusted peer: whatever it claims, it is counted as itself.
    expect(await keyOf(app, '198.51.100.50', '203.0.113.7')).toBe('198.51.100.50');
    expect(await keyOf(app, '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
    // A trusted proxy that forwards nothing, or something that is no address.
    expect(await keyOf(app, '10.1.1.1')).toBe('10.1.1.1');
    expect(await keyOf(app, '10.1.1.1', 'not-an-address')).toBe('10.1.1.1');
  });

  it('behind the distributed gateway, trusts GATEWAY_ADDRESS (loopback by default) and nobody else', async () => {
    const byDefault = await keyServer({}, true);
    expect(await keyOf(byDefault, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await keyOf(byDefault, '10.0.0.5', '203.0.113.7')).toBe('10.0.0.5');

    const configured = await keyServer({ GATEWAY_ADDRESS: '10.9.9.9' }, true);
    expect(await keyOf(configured, '10.9.9.9', '203.0.113.7')).toBe('203.0.113.7');
    expect(await keyOf(configured, '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');

    // A host name (the gateway's container name in docker compose) is looked up.
    const named = await keyServer({ GATEWAY_ADDRESS: 'localhost' }, true);
    expect(await keyOf(named, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64 network, an IPv4-mapped one by its IPv4 address', async () => {
    const app = await keyServer({});
    expect(await keyOf(app, '2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(await keyOf(app, '2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(await keyOf(app, '2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeAddress('::FFFF:198.51.100.4')).toBe('198.51.100.4');
  });
});

describe('TRUSTED_PROXIES and GATEWAY_ADDRESS', () => {
  it('take addresses and CIDR ranges (and, for the gateway, host names)', () => {
    const config = loadConfig('contact', {
      TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12,fd00::/8',
      GATEWAY_ADDRESS: 'gateway,10.0.0.2',
    });
    expect(config.trustedProxies.map((entry) => entry.kind)).toEqual(['address', 'range', 'range']);
    expect(config.gatewayAddresses.map((entry) => entry.kind)).toEqual(['host', 'address']);
    expect(loadConfig('contact', {}).trustedProxies).toEqual([]);
    expect(parseProxyList('10.0.0.0/33').bad).toBe('10.0.0.0/33');
  });

  it.each([
    ['TRUSTED_PROXIES', 'proxy.internal'],
    ['TRUSTED_PROXIES', '10.0.0.0/40'],
    ['TRUSTED_PROXIES', '*'],
    ['GATEWAY_ADDRESS', 'bad host!'],
  ])('refuse %s=%s at start, naming the entry', (name, value) => {
    let error: unknown;
    try {
      loadConfig('contact', { [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(name);
    expect((error as Error).message).toContain(`"${value}"`);
  });
});
