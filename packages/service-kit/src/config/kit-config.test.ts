import { generateKeyPairSync } from 'node:crypto';
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { loadConfig } from './kit-config.ts';

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const ed25519 = generateKeyPairSync('ed25519');
const publicPem = ed25519.publicKey.export({ type: 'spki', format: 'pem' }) as string;
const privatePem = ed25519.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

describe('loadConfig defaults', () => {
  it('runs everything embedded on 127.0.0.1 with an empty environment', () => {
    const config = loadConfig('gateway', {});
    expect(config).toMatchObject({
      service: 'gateway',
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      logLevel: 'info',
      gatewayMode: 'embedded',
      publicUrl: 'http://localhost:3000',
      admin: { username: 'admin' },
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.natsUrl).toBeUndefined();
    expect(config.meili).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.openai).toBeUndefined();
    expect(config.admin.password).toBeUndefined();
  });

  it('gives each service its own port from the service map', () => {
    expect(loadConfig('catalog', {}).port).toBe(4101);
    expect(loadConfig('media', {}).port).toBe(4107);
  });

  it('resolves DATA_DIR to an absolute path against the working directory', () => {
    expect(loadConfig('gateway', {}).dataDir).toBe(join(process.cwd(), 'data'));
    const config = loadConfig('gateway', { DATA_DIR: 'tmp/state' });
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir).toBe(join(process.cwd(), 'tmp/state'));
  });

  it('is silent under test unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig('gateway', { NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig('gateway', { NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig('gateway', { PORT: '  ', NATS_URL: '' }).port).toBe(3000);
  });

  it('is frozen, nested objects included', () => {
    const config = loadConfig('gateway', {
      S3_ENDPOINT: 'http://s3:9000',
      S3_ACCESS_KEY: 'a',
      S3_SECRET_KEY: 'b',
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.s3)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
  });
});

describe('loadConfig values', () => {
  it('reads every configured server', () => {
    const config = loadConfig('catalog', {
      DATABASE_URL: 'postgresql://postgres@db:5432/manzil',
      CATALOG_DATABASE_URL: 'postgres://u:p@db/catalog_only',
      NATS_URL: 'nats://nats:4222',
      NATS_NAMESPACE: 'staging',
      MEILI_URL: 'http://meili:7700/',
      MEILI_MASTER_KEY: 'a-master-key-of-16+',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY: 'minio',
      S3_SECRET_KEY: 'minio-secret',
      CATALOG_SERVICE_URL: 'http://catalog:4101/',
      GATEWAY_MODE: 'distributed',
      OPENAI_API_KEY: 'sk-test',
    });
    expect(config.databaseUrl).toBe('postgresql://postgres@db:5432/manzil');
    expect(config.serviceDatabaseUrls.catalog).toBe('postgres://u:p@db/catalog_only');
    expect(config.natsUrl).toBe('nats://nats:4222');
    expect(config.natsNamespace).toBe('staging');
    expect(config.meili).toEqual({ url: 'http://meili:7700', masterKey: 'a-master-key-of-16+' });
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'manzil-media',
      accessKey: 'minio',
      secretKey: 'minio-secret',
      region: 'us-east-1',
    });
    expect(config.serviceUrls.catalog).toBe('http://catalog:4101');
    expect(config.gatewayMode).toBe('distributed');
    expect(config.openai).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
    });
  });

  it('accepts Ed25519 PEM keys, also with escaped newlines from env files', () => {
    const config = loadConfig('auth', {
      AUTH_PUBLIC_KEY: publicPem.replace(/\n/g, '\\n'),
      AUTH_PRIVATE_KEY: privatePem,
    });
    expect(config.auth.publicKeyPem).toBe(publicPem);
    expect(config.auth.privateKeyPem).toBe(privatePem);
  });

  it('uses an OpenAI-compatible server without a key when only its URL is set', () => {
    expect(
      loadConfig('ai', { OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' }).openai,
    ).toEqual({
      apiKey: undefined,
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
    });
  });

  it('lists where the distributed gateway proxies, defaulting to local ports outside production', () => {
    const urls = loadConfig('gateway', { CATALOG_SERVICE_URL: 'http://catalog:4101' }).requireServiceUrls();
    expect(urls.catalog).toBe('http://catalog:4101');
    expect(urls.search).toBe('http://127.0.0.1:4102');
    const production = loadConfig('gateway', { NODE_ENV: 'production', GATEWAY_MODE: 'distributed' });
    expect(() => production.requireServiceUrls()).toThrow(
      'CATALOG_SERVICE_URL is required when GATEWAY_MODE=distributed and NODE_ENV=production.',
    );
  });
});

describe('loadConfig errors', () => {
  it('names the variable, the bad value and the fix in one line', () => {
    const error = errorOf(() => loadConfig('gateway', { PORT: 'abc' }));
    expect(error.variable).toBe('PORT');
    expect(error.message).toBe(
      'PORT must be a number between 1 and 65535 (got "abc"). Set PORT=3000 or unset it.',
    );
    expect(error.message).not.toContain('\n');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '30.5'],
    ['PORT', '0'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['GATEWAY_MODE', 'hybrid'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['NATS_URL', 'http://nats:4222'],
    ['NATS_NAMESPACE', 'Staging Site'],
    ['MEILI_URL', 'meili:7700'],
    ['S3_BUCKET', 'Bad_Bucket'],
    ['CATALOG_SERVICE_URL', 'catalog:4101'],
    ['PUBLIC_URL', 'manzil.ae'],
    ['ADMIN_USERNAME', 'a b'],
    ['HOST', 'my host'],
  ])('rejects %s=%s', (name, value) => {
    const error = errorOf(() => loadConfig('catalog', { [name]: value }));
    expect(error.variable).toBe(name);
    expect(error.message).toMatch(
      new RegExp(
        `^${name} must be .*\\(got "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\)\\. Set ${name}=`,
      ),
    );
  });

  it('never prints a secret', () => {
    for (const [name, value] of [
      ['ADMIN_PASSWORD', 'short'],
      ['MEILI_MASTER_KEY', 'tiny-key'],
      ['AUTH_PRIVATE_KEY', 'not a pem secret'],
    ] as const) {
      const error = errorOf(() => loadConfig('auth', { [name]: value }));
      expect(error.variable).toBe(name);
      expect(error.message).not.toContain(value);
      expect(error.message).toContain('a value that is not shown');
    }
  });

  it('masks the password of a database URL it rejects', () => {
    const error = errorOf(() => loadConfig('catalog', { DATABASE_URL: 'mysql://root:hunter2@db/x' }));
    expect(error.message).not.toContain('hunter2');
    expect(error.message).toContain('mysql://root:***@db/x');
  });

  it('rejects a key of the wrong type', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const error = errorOf(() =>
      loadConfig('auth', {
        AUTH_PUBLIC_KEY: rsa.publicKey.export({ type: 'spki', format: 'pem' }) as string,
      }),
    );
    expect(error.message).toMatch(/^AUTH_PUBLIC_KEY must be an Ed25519 key \(got a rsa key\)/);
  });

  it('requires the S3 keys once S3_ENDPOINT is set', () => {
    const error = errorOf(() => loadConfig('media', { S3_ENDPOINT: 'http://minio:9000' }));
    expect(error.variable).toBe('S3_ACCESS_KEY');
    expect(error.message).toBe(
      'S3_ACCESS_KEY is required when S3_ENDPOINT is set. Set it, or unset S3_ENDPOINT to keep media under DATA_DIR/media.',
    );
  });

  it('requires MEILI_MASTER_KEY for Meilisearch in production', () => {
    const error = errorOf(() =>
      loadConfig('search', { NODE_ENV: 'production', MEILI_URL: 'http://meili:7700' }),
    );
    expect(error.variable).toBe('MEILI_MASTER_KEY');
    expect(() => loadConfig('search', { MEILI_URL: 'http://meili:7700' })).not.toThrow();
  });
});

describe('ADMIN_PASSWORD', () => {
  it.each([
    ['shorter than 12 characters', 'Short-1!', /at least 12 characters/],
    ['a known-breached one', 'Password2024!', /too common/],
    ['a leaked one with letters for digits', 'P@ssw0rd123456', /too common/],
    ['a keyboard run', 'qwertyuiopasdf', /too common/],
    ['the username with a few characters around it', 'admin-2024-xy', /besides the username/],
  ])('refuses %s, as the admin command line does, without printing it', (_what, value, reason) => {
    const error = errorOf(() => loadConfig('auth', { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: value }));
    expect(error.variable).toBe('ADMIN_PASSWORD');
    expect(error.message).toMatch(reason);
    expect(error.message).not.toContain(value);
    expect(error.message).toContain('first-admin-password.txt');
  });

  it('accepts a long passphrase, also one that mentions the username besides 12 other characters', () => {
    for (const password of ['correct-horse-battery-staple', 'e2e-Admin-Passw0rd!']) {
      expect(loadConfig('auth', { ADMIN_PASSWORD: password }).admin.password).toBe(password);
    }
  });
});
