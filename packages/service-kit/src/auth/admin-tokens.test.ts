import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../errors.ts';
import { ADMIN_TOKEN, createTokenVerifier, signAdminToken } from './admin-tokens.ts';
import { ensureAuthKeyPair } from './key-pair.ts';

const pair = generateKeyPairSync('ed25519');
const publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }) as string;
const verifier = createTokenVerifier({ auth: { publicKeyPem }, dataDir: '/nonexistent' });
const claims = { sub: 'u1', username: 'admin', sid: 's1' };

async function rejection(token: string, check = verifier) {
  const error = await check.verify(token).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UnauthorizedError);
  return (error as UnauthorizedError).message;
}

describe('admin token verifier', () => {
  it('accepts a token signed by the auth key', async () => {
    const token = await signAdminToken(pair.privateKey, { ...claims, ttlSeconds: 60 });
    const verified = await verifier.verify(token);
    expect(verified).toMatchObject(claims);
    expect(verified.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('rejects an HS256 token, even one signed with the public key as secret', async () => {
    const token = await new SignJWT({ username: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setJti('s1')
      .setIssuer(ADMIN_TOKEN.issuer)
      .setAudience(ADMIN_TOKEN.audience)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(publicKeyPem));
    expect(await rejection(token)).toBe('Your session is not valid. Please sign in again.');
  });

  it('rejects a token for another audience or issuer', async () => {
    const base = () =>
      new SignJWT({ username: 'admin' })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setSubject('u1')
        .setJti('s1')
        .setExpirationTime('1h');
    await rejection(
      await base().setIssuer(ADMIN_TOKEN.issuer).setAudience('manzil-public').sign(pair.privateKey),
    );
    await rejection(
      await base().setIssuer('someone-else').setAudience(ADMIN_TOKEN.audience).sign(pair.privateKey),
    );
  });

  it('rejects an expired token with a message that says so', async () => {
    const token = await signAdminToken(pair.privateKey, {
      ...claims,
      now: Math.floor(Date.now() / 1000) - 3600,
      ttlSeconds: 60,
    });
    expect(await rejection(token)).toBe('Your session has expired. Please sign in again.');
  });

  it('rejects a tampered token and one signed by another key', async () => {
    const token = await signAdminToken(pair.privateKey, claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), username: 'root' }),
    ).toString('base64url');
    await rejection(`${header}.${forged}.${signature}`);
    await rejection(await signAdminToken(generateKeyPairSync('ed25519').privateKey, claims));
    await rejection('not-a-token');
  });

  it('rejects a revoked session', async () => {
    const revoked = new Set(['s1']);
    const check = createTokenVerifier(
      { auth: { publicKeyPem }, dataDir: '/nonexistent' },
      { isRevoked: (sid) => revoked.has(sid) },
    );
    const token = await signAdminToken(pair.privateKey, claims);
    expect(await rejection(token, check)).toBe('Your session has ended. Please sign in again.');
    revoked.clear();
    await expect(check.verify(token)).resolves.toMatchObject(claims);
    check.setRevocationCheck(async () => true);
    await rejection(token, check);
  });
});

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
    const lazy = createTokenVerifier({ auth: {}, dataDir });
    await expect(lazy.verify('x.y.z')).rejects.toThrow(UnauthorizedError);
    const { privateKey } = await ensureAuthKeyPair(dataDir);
    await expect(lazy.verify(await signAdminToken(privateKey, claims))).resolves.toMatchObject(claims);
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
