import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/kit-config.ts';
import { createServer } from '../http/server.ts';
import { adminGuard } from './admin-guard.ts';
import { createAdminTokenTrust, signAdminToken } from './admin-tokens.ts';
import { ensureAuthKeyPair } from './key-pair.ts';

const pair = generateKeyPairSync('ed25519');
const publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }) as string;
const claims = { sub: 'u1', username: 'admin', sid: 's1' };
describe('key pair under DATA_DIR/keys', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is generated once, private key readable only by its owner, then reused', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kit-keys-'));
    dirs.push(dataDir);
    const first = await ensureAuthKeyPair(dataDir);
    expect(first.origin).toBe('generated');
    const { statSync } = await import('node:fs');
    expect(statSync(join(dataDir, 'keys', 'auth-private.pem')).mode & 0o777).toBe(0o600);
    const second = await ensureAuthKeyPair(dataDir);
    expect(second.origin).toBe('files');
    expect(second.publicKeyPem).toBe(first.publicKeyPem);
  });

  it('lets a verifier that shares DATA_DIR find the public key, even if created before the key', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kit-keys-'));
    dirs.push(dataDir);
    const app = createServer(loadConfig('catalog', { NODE_ENV: 'test' }));
    await app.register(adminGuard, { tokens: createAdminTokenTrust({ auth: {}, dataDir }) });
    app.get('/api/admin/me', { preHandler: app.requireAdmin }, async (request) => request.admin);
    const me = (token: string) =>
      app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
    try {
      expect((await me('x.y.z')).statusCode).toBe(401);
      const { privateKey } = await ensureAuthKeyPair(dataDir);
      const accepted = await me(await signAdminToken(privateKey, claims));
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject(claims);
    } finally {
      await app.close();
    }
  });

  it('agrees on one key when two processes start together', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kit-keys-'));
    dirs.push(dataDir);
    const [a, b] = await Promise.all([ensureAuthKeyPair(dataDir), ensureAuthKeyPair(dataDir)]);
    expect(a.publicKeyPem).toBe(b.publicKeyPem);
  });

  it('uses AUTH_PRIVATE_KEY as is and writes nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kit-keys-'));
    dirs.push(dataDir);
    const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const fromEnv = await ensureAuthKeyPair(dataDir, { privateKeyPem });
    expect(fromEnv.origin).toBe('env');
    expect(fromEnv.publicKeyPem).toBe(publicKeyPem);
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(dataDir, 'keys'))).toBe(false);
  });
});
