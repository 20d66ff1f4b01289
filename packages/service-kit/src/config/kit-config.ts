import { createPrivateKey, createPublicKey } from 'node:crypto';
import { resolve } from 'node:path';
import {
  adminPasswordProblem,
  type BackendServiceName,
  GATEWAY_DEFAULT_PORT,
  SERVICES,
} from '@manzil/contracts';
import Type, { type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { type ProxyEntry, parseProxyList } from '../http/client-address.ts';
import type { ServiceName } from '../service-name.ts';
import { ConfigError } from './config-error.ts';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type GatewayMode = 'embedded' | 'distributed';

export interface S3Config {
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKey: string;
  readonly secretKey: string;
  readonly region: string;
}

export interface OpenAiConfig {
  readonly apiKey?: string;
  readonly baseUrl: string;
  readonly model: string;
}

/** The validated, frozen configuration of one process. Built once by `loadConfig`, never mutated. */
export interface KitConfig {
  /** The service this process was started as (`gateway` when it mounts every service). */
  readonly service: ServiceName;
  readonly nodeEnv: NodeEnv;
  readonly host: string;
  readonly port: number;
  /**
   * OPS_PORT: the internal port of `/readyz` and `/metrics` (with `/healthz`), on HOST; the main port then does
   * not serve them. Unset: the main port serves them to direct requests from this machine only.
   */
  readonly opsPort?: number;
  /** Absolute path; embedded adapters keep their data under it. */
  readonly dataDir: string;
  /**
   * INSTANCE_NAME: tells apart several processes of one service sharing a DATA_DIR (two search processes behind
   * the gateway): each keeps its own in-process index (`DATA_DIR/index/<name>`) and its own durable consumer.
   */
  readonly instanceName?: string;
  readonly logLevel: LogLevel;
  readonly gatewayMode: GatewayMode;
  /** Public base URL of the site, no trailing slash. */
  readonly publicUrl: string;
  /** DATABASE_URL as given; each service derives its own database from it (see `databaseTargetFor`). */
  readonly databaseUrl?: string;
  /** `<SERVICE>_DATABASE_URL` overrides, used as they are. */
  readonly serviceDatabaseUrls: Readonly<Partial<Record<BackendServiceName, string>>>;
  readonly natsUrl?: string;
  /**
   * NATS_NAMESPACE: a NATS server shared by several sites (staging and an e2e run, say) keeps each one's events
   * apart: its own stream (`MANZIL_EVENTS_<NAMESPACE>`) and subjects (`<namespace>.catalog...`).
   */
  readonly natsNamespace?: string;
  readonly meili?: { readonly url: string; readonly masterKey?: string };
  readonly s3?: S3Config;
  readonly auth: { readonly publicKeyPem?: string; readonly privateKeyPem?: string };
  /** `<NAME>_SERVICE_URL` values, no trailing slash. */
  readonly serviceUrls: Readonly<Partial<Record<BackendServiceName, string>>>;
  /** Present when OPENAI_API_KEY or OPENAI_BASE_URL is set; otherwise the built-in assistant answers. */
  readonly openai?: OpenAiConfig;
  readonly admin: { readonly username: string; readonly password?: string };
  /**
   * TRUSTED_PROXIES: the reverse proxies or load balancers (addresses, CIDR ranges) whose X-Forwarded-For this
   * process believes. Default: none, so the client is the TCP peer.
   */
  readonly trustedProxies: readonly ProxyEntry[];
  /**
   * GATEWAY_ADDRESS: where the distributed gateway's requests come from, as a service in its own process sees
   * them (addresses, CIDR ranges or host names); such a service trusts it as a proxy too. Default 127.0.0.1
   * and ::1 (`npm run start:distributed` runs everything on one machine).
   */
  readonly gatewayAddresses: readonly ProxyEntry[];
  /** FRONTEND_DIR: where the gateway finds the built shell and remotes (default: the repository). */
  readonly frontendDir?: string;
  /** REMOTES_FILE: JSON overriding where the shell loads each remote from. */
  readonly remotesFile?: string;
  /** FRONTENDS_URL: a static server of the remotes' builds; the gateway proxies `/mfe/*` to it. */
  readonly frontendsUrl?: string;
  /**
   * Where the distributed gateway proxies each service: `<NAME>_SERVICE_URL`, else (outside production) the
   * service's own port on 127.0.0.1. In production a missing URL throws a ConfigError naming it.
   */
  requireServiceUrls(): Record<BackendServiceName, string>;
}

export type Env = Record<string, string | undefined>;

export const BACKEND_SERVICES = Object.keys(SERVICES) as BackendServiceName[];

/** How one variable is checked and how its error message reads. */
interface Rule {
  schema: TSchema;
  /** Completes "<NAME> must be ...". */
  expect: string;
  /** A valid example shown in the fix, e.g. `PORT=3000`. */
  example: string;
  /** Never echo the value back. */
  secret?: boolean;
  /** The value is a URL (or a comma-separated list) that may carry a password: echo it masked. */
  url?: boolean;
  /** Checked as a whole number (the schema is an Integer). */
  integer?: boolean;
}

const httpUrl = (example: string): Rule => ({
  schema: Type.String({ pattern: '^https?://[^\\s/?#]+[^\\s]*$' }),
  expect: 'an http:// or https:// URL',
  example,
  url: true,
});

const postgresUrl = (name: string): Rule => ({
  schema: Type.String({ pattern: '^postgres(ql)?://[^\\s]+$' }),
  expect: 'a postgres:// or postgresql:// URL',
  example: `${name}=postgresql://postgres@127.0.0.1:5432/manzil`,
  url: true,
});

const upper = (service: string) => service.toUpperCase();

function buildRules(): Record<string, Rule> {
  const rules: Record<string, Rule> = {
    NODE_ENV: {
      schema: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')]),
      expect: 'one of development, production, test',
      example: 'NODE_ENV=production',
    },
    HOST: {
      schema: Type.String({ pattern: '^[A-Za-z0-9.:\\-]+$' }),
      expect: 'a host name or IP address to listen on',
      example: 'HOST=127.0.0.1',
    },
    PORT: {
      schema: Type.Integer({ minimum: 1, maximum: 65535 }),
      expect: 'a number between 1 and 65535',
      example: 'PORT=3000',
      integer: true,
    },
    OPS_PORT: {
      schema: Type.Integer({ minimum: 1, maximum: 65535 }),
      expect: 'a number between 1 and 65535, other than PORT',
      example: 'OPS_PORT=9464',
      integer: true,
    },
    DATA_DIR: {
      schema: Type.String({ minLength: 1 }),
      expect: 'a directory path',
      example: 'DATA_DIR=./data',
    },
    LOG_LEVEL: {
      schema: Type.Union(
        ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
      ),
      expect: 'one of fatal, error, warn, info, debug, trace, silent',
      example: 'LOG_LEVEL=info',
    },
    INSTANCE_NAME: {
      schema: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,31}$' }),
      expect: 'lower-case letters, digits or - (at most 32), e.g. search-2',
      example: 'INSTANCE_NAME=search-2',
    },
    GATEWAY_MODE: {
      schema: Type.Union([Type.Literal('embedded'), Type.Literal('distributed')]),
      expect: 'embedded or distributed',
      example: 'GATEWAY_MODE=embedded',
    },
    PUBLIC_URL: httpUrl('PUBLIC_URL=https://manzil.ae'),
    DATABASE_URL: postgresUrl('DATABASE_URL'),
    NATS_URL: {
      schema: Type.String({ pattern: '^(nats|tls)://[^\\s,]+(,(nats|tls)://[^\\s,]+)*$' }),
      expect: 'a nats:// or tls:// URL (several separated by commas)',
      example: 'NATS_URL=nats://127.0.0.1:4222',
      url: true,
    },
    NATS_NAMESPACE: {
      schema: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,31}$' }),
      expect: 'lower-case letters, digits, - or _ (at most 32), e.g. staging',
      example: 'NATS_NAMESPACE=staging',
    },
    MEILI_URL: httpUrl('MEILI_URL=http://127.0.0.1:7700'),
    MEILI_MASTER_KEY: {
      schema: Type.String({ minLength: 16 }),
      expect: 'at least 16 characters long',
      example: 'MEILI_MASTER_KEY=<the key Meilisearch was started with>',
      secret: true,
    },
    S3_ENDPOINT: httpUrl('S3_ENDPOINT=http://127.0.0.1:9000'),
    S3_BUCKET: {
      schema: Type.String({ pattern: '^[a-z0-9][a-z0-9.\\-]{1,61}[a-z0-9]$' }),
      expect: 'a valid bucket name (3-63 lowercase letters, digits, dots and hyphens)',
      example: 'S3_BUCKET=manzil-media',
    },
    S3_ACCESS_KEY: {
      schema: Type.String({ minLength: 1 }),
      expect: 'set',
      example: 'S3_ACCESS_KEY=<access key>',
      secret: true,
    },
    S3_SECRET_KEY: {
      schema: Type.String({ minLength: 1 }),
      expect: 'set',
      example: 'S3_SECRET_KEY=<secret key>',
      secret: true,
    },
    S3_REGION: {
      schema: Type.String({ pattern: '^[a-z0-9\\-]+$' }),
      expect: 'a region name like us-east-1',
      example: 'S3_REGION=us-east-1',
    },
    AUTH_PUBLIC_KEY: {
      schema: Type.String({ pattern: '-----BEGIN PUBLIC KEY-----' }),
      expect: 'an Ed25519 public key in PEM format (-----BEGIN PUBLIC KEY-----)',
      example: 'AUTH_PUBLIC_KEY="$(cat data/keys/auth-public.pem)"',
      secret: true,
    },
    AUTH_PRIVATE_KEY: {
      schema: Type.String({ pattern: '-----BEGIN PRIVATE KEY-----' }),
      expect: 'an Ed25519 private key in PKCS#8 PEM format (-----BEGIN PRIVATE KEY-----)',
      example: 'AUTH_PRIVATE_KEY="$(cat data/keys/auth-private.pem)"',
      secret: true,
    },
    OPENAI_API_KEY: {
      schema: Type.String({ minLength: 1 }),
      expect: 'set',
      example: 'OPENAI_API_KEY=<key>',
      secret: true,
    },
    OPENAI_BASE_URL: httpUrl('OPENAI_BASE_URL=https://api.openai.com/v1'),
    SMTP_URL: {
      schema: Type.String({ pattern: '^smtps?://[^\\s]+$' }),
      expect: 'an smtp:// or smtps:// URL',
      example: 'SMTP_URL=smtp://user:password@mail.example.ae:587',
      secret: true,
    },
    MAIL_FROM: {
      schema: Type.String({ minLength: 3, maxLength: 200, pattern: '@' }),
      expect: 'a sender address, optionally with a name',
      example: 'MAIL_FROM="Manzil <alerts@manzil.ae>"',
    },
    ALERTS_DIGEST_INTERVAL_S: {
      schema: Type.Integer({ minimum: 1, maximum: 604_800 }),
      expect: 'a whole number of seconds from 1 to 604800',
      example: 'ALERTS_DIGEST_INTERVAL_S=3600',
      integer: true,
    },
    OPENAI_MODEL: {
      schema: Type.String({ pattern: '^[^\\s]+$' }),
      expect: 'a model name without spaces',
      example: 'OPENAI_MODEL=gpt-4o-mini',
    },
    ADMIN_USERNAME: {
      schema: Type.String({ pattern: '^[A-Za-z0-9._\\-]{3,64}$' }),
      expect: '3-64 letters, digits, dots, hyphens or underscores',
      example: 'ADMIN_USERNAME=admin',
    },
    FRONTEND_DIR: {
      schema: Type.String({ minLength: 1 }),
      expect: 'a directory path',
      example: 'FRONTEND_DIR=/srv/manzil',
    },
    FRONTENDS_URL: httpUrl('FRONTENDS_URL=http://frontends:8080'),
    REMOTES_FILE: {
      schema: Type.String({ pattern: '\\.json$' }),
      expect: 'the path of a .json file',
      example: 'REMOTES_FILE=./remotes.json',
    },
    ADMIN_PASSWORD: {
      schema: Type.String({ minLength: 1, maxLength: 256 }),
      expect: 'at most 256 characters long',
      example: 'ADMIN_PASSWORD=<a long passphrase of 12 characters or more>',
      secret: true,
    },
    TRUSTED_PROXIES: {
      schema: Type.String({ minLength: 1 }),
      expect: 'a comma-separated list of IP addresses or CIDR ranges, e.g. 10.0.0.0/8,fd00::/8',
      example: 'TRUSTED_PROXIES=10.0.0.5,10.1.0.0/16',
    },
    GATEWAY_ADDRESS: {
      schema: Type.String({ minLength: 1 }),
      expect: 'a comma-separated list of IP addresses, CIDR ranges or host names, e.g. gateway',
      example: 'GATEWAY_ADDRESS=gateway',
    },
  };
  for (const service of BACKEND_SERVICES) {
    rules[`${upper(service)}_DATABASE_URL`] = postgresUrl(`${upper(service)}_DATABASE_URL`);
    rules[`${upper(service)}_SERVICE_URL`] = httpUrl(
      `${upper(service)}_SERVICE_URL=http://127.0.0.1:${SERVICES[service].port}`,
    );
  }
  return rules;
}

const RULES = buildRules();
const checkers = new Map(Object.entries(RULES).map(([name, rule]) => [name, Compile(rule.schema)]));

/** Hides the password of a URL (`postgres://u:***@h/db`) so it can be printed. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (!url.password) return raw;
    url.password = '***';
    return url.toString();
  } catch {
    return raw.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
  }
}

function shown(rule: Rule, raw: string): string {
  if (rule.secret) return 'a value that is not shown';
  const value = rule.url ? redactUrl(raw) : raw;
  return `"${value.length > 80 ? `${value.slice(0, 77)}...` : value}"`;
}

function fail(name: string, raw: string): never {
  const rule = RULES[name] as Rule;
  throw new ConfigError(
    name,
    `${name} must be ${rule.expect} (got ${shown(rule, raw)}). Set ${rule.example} or unset it.`,
  );
}

/** Reads one variable: unset or blank is `undefined`; a set value must pass its rule. */
function read(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const checker = checkers.get(name);
  if (!checker) throw new Error(`No rule for ${name}`);
  const rule = RULES[name] as Rule;
  const value = rule.integer && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (!checker.Check(value)) fail(name, raw);
  if (rule.url && !raw.split(',').every((part) => URL.canParse(part))) fail(name, raw);
  return raw;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

const LOOPBACK: readonly ProxyEntry[] = [
  { kind: 'address', address: '127.0.0.1', family: 'ipv4' },
  { kind: 'address', address: '::1', family: 'ipv6' },
];

/** TRUSTED_PROXIES / GATEWAY_ADDRESS: each entry must parse; the message names the one that does not. */
function readProxies(env: Env, name: 'TRUSTED_PROXIES' | 'GATEWAY_ADDRESS'): ProxyEntry[] | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const hosts = name === 'GATEWAY_ADDRESS';
  const { entries, bad } = parseProxyList(raw, { hosts });
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      name,
      `${name} must be ${RULES[name]?.expect} ("${bad ?? raw}" is not ${hosts ? 'an address, a range or a host name' : 'an address or a range'}). Set ${RULES[name]?.example} or unset it.`,
    );
  }
  return entries;
}

/**
 * ADMIN_PASSWORD must pass the same rules as the admin command line (`adminPasswordProblem` of the contracts):
 * the message says which, never the value.
 */
function readAdminPassword(env: Env, username: string): string | undefined {
  const password = read(env, 'ADMIN_PASSWORD');
  if (password === undefined) return undefined;
  const problem = adminPasswordProblem(password, username);
  if (problem) {
    throw new ConfigError(
      'ADMIN_PASSWORD',
      `ADMIN_PASSWORD is refused (got a value that is not shown): ${problem.message} Set ${RULES.ADMIN_PASSWORD?.example}, or unset it to have a first password generated into DATA_DIR/first-admin-password.txt.`,
    );
  }
  return password;
}

/** PEMs often arrive through env files with `\n` escaped; the trailing newline is restored after trimming. */
const unescapePem = (pem: string) => `${pem.replace(/\\n/g, '\n').trim()}\n`;

function checkEd25519(name: string, pem: string, kind: 'public' | 'private'): string {
  const text = unescapePem(pem);
  let type: string | undefined;
  try {
    type = (kind === 'public' ? createPublicKey(text) : createPrivateKey(text)).asymmetricKeyType;
  } catch {
    fail(name, pem);
  }
  if (type !== 'ed25519') {
    throw new ConfigError(
      name,
      `${name} must be an Ed25519 key (got a ${type} key). Set ${RULES[name]?.example} or unset it to use the key pair under DATA_DIR/keys.`,
    );
  }
  return text;
}

function requireWith(env: Env, name: string, because: string, fix: string): string {
  const value = read(env, name);
  if (value === undefined) throw new ConfigError(name, `${name} is required when ${because}. ${fix}`);
  return value;
}

function defaultPort(service: ServiceName): number {
  return service === 'gateway' ? GATEWAY_DEFAULT_PORT : SERVICES[service].port;
}

function defaultLogLevel(nodeEnv: NodeEnv): LogLevel {
  return nodeEnv === 'test' ? 'silent' : 'info';
}

const optionalPath = (path: string | undefined) => (path ? resolve(process.cwd(), path) : undefined);
const optionalUrl = (url: string | undefined) => (url ? withoutTrailingSlash(url) : undefined);

function requireServiceUrls(
  nodeEnv: NodeEnv,
  configured: Partial<Record<BackendServiceName, string>>,
): Record<BackendServiceName, string> {
  const urls = {} as Record<BackendServiceName, string>;
  for (const service of BACKEND_SERVICES) {
    const url = configured[service];
    if (url) urls[service] = url;
    else if (nodeEnv !== 'production') urls[service] = `http://127.0.0.1:${SERVICES[service].port}`;
    else {
      const name = `${upper(service)}_SERVICE_URL`;
      throw new ConfigError(
        name,
        `${name} is required when GATEWAY_MODE=distributed and NODE_ENV=production. Set ${RULES[name]?.example}.`,
      );
    }
  }
  return urls;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Reads and validates the environment of `service`. Throws a `ConfigError` (one line: the variable, the bad
 * value unless secret, the fix) on the first bad value. Defaults are chosen so that an empty environment runs
 * everything embedded on 127.0.0.1; no secret has a default.
 */
export function loadConfig(service: ServiceName, env: Env = process.env): KitConfig {
  const nodeEnv = (read(env, 'NODE_ENV') ?? 'development') as NodeEnv;
  const port = Number(read(env, 'PORT') ?? defaultPort(service));
  const host = read(env, 'HOST') ?? '127.0.0.1';
  const opsPortValue = read(env, 'OPS_PORT');
  const opsPort = opsPortValue === undefined ? undefined : Number(opsPortValue);
  if (opsPort !== undefined && opsPort === port) fail('OPS_PORT', opsPortValue as string);

  const serviceDatabaseUrls: Partial<Record<BackendServiceName, string>> = {};
  const serviceUrls: Partial<Record<BackendServiceName, string>> = {};
  for (const name of BACKEND_SERVICES) {
    const databaseUrl = read(env, `${upper(name)}_DATABASE_URL`);
    if (databaseUrl) serviceDatabaseUrls[name] = databaseUrl;
    const serviceUrl = read(env, `${upper(name)}_SERVICE_URL`);
    if (serviceUrl) serviceUrls[name] = withoutTrailingSlash(serviceUrl);
  }

  const meiliUrl = read(env, 'MEILI_URL');
  const meiliKey = read(env, 'MEILI_MASTER_KEY');
  if (meiliUrl && !meiliKey && nodeEnv === 'production') {
    throw new ConfigError(
      'MEILI_MASTER_KEY',
      'MEILI_MASTER_KEY is required when MEILI_URL is set and NODE_ENV=production. Set it to the key Meilisearch was started with.',
    );
  }

  const s3Endpoint = read(env, 'S3_ENDPOINT');
  const s3Fix = 'Set it, or unset S3_ENDPOINT to keep media under DATA_DIR/media.';
  const s3: S3Config | undefined = s3Endpoint
    ? {
        endpoint: withoutTrailingSlash(s3Endpoint),
        bucket: read(env, 'S3_BUCKET') ?? 'manzil-media',
        accessKey: requireWith(env, 'S3_ACCESS_KEY', 'S3_ENDPOINT is set', s3Fix),
        secretKey: requireWith(env, 'S3_SECRET_KEY', 'S3_ENDPOINT is set', s3Fix),
        region: read(env, 'S3_REGION') ?? 'us-east-1',
      }
    : undefined;
  if (!s3Endpoint) {
    // Still validate them, so a typo is reported even before S3 is switched on.
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_REGION']) read(env, name);
  }

  const publicKey = read(env, 'AUTH_PUBLIC_KEY');
  const privateKey = read(env, 'AUTH_PRIVATE_KEY');

  const openAiKey = read(env, 'OPENAI_API_KEY');
  const openAiBase = read(env, 'OPENAI_BASE_URL');
  const openAiModel = read(env, 'OPENAI_MODEL');
  const adminUsername = read(env, 'ADMIN_USERNAME') ?? 'admin';

  const config: KitConfig = {
    service,
    nodeEnv,
    host,
    port,
    opsPort,
    dataDir: resolve(process.cwd(), read(env, 'DATA_DIR') ?? './data'),
    instanceName: read(env, 'INSTANCE_NAME'),
    logLevel: (read(env, 'LOG_LEVEL') as LogLevel | undefined) ?? defaultLogLevel(nodeEnv),
    gatewayMode: (read(env, 'GATEWAY_MODE') as GatewayMode | undefined) ?? 'embedded',
    publicUrl: withoutTrailingSlash(read(env, 'PUBLIC_URL') ?? `http://localhost:${port}`),
    databaseUrl: read(env, 'DATABASE_URL'),
    serviceDatabaseUrls,
    natsUrl: read(env, 'NATS_URL'),
    natsNamespace: read(env, 'NATS_NAMESPACE'),
    meili: meiliUrl ? { url: withoutTrailingSlash(meiliUrl), masterKey: meiliKey } : undefined,
    s3,
    auth: {
      publicKeyPem: publicKey && checkEd25519('AUTH_PUBLIC_KEY', publicKey, 'public'),
      privateKeyPem: privateKey && checkEd25519('AUTH_PRIVATE_KEY', privateKey, 'private'),
    },
    serviceUrls,
    openai:
      openAiKey || openAiBase
        ? {
            apiKey: openAiKey,
            baseUrl: withoutTrailingSlash(openAiBase ?? 'https://api.openai.com/v1'),
            model: openAiModel ?? 'gpt-4o-mini',
          }
        : undefined,
    admin: { username: adminUsername, password: readAdminPassword(env, adminUsername) },
    trustedProxies: readProxies(env, 'TRUSTED_PROXIES') ?? [],
    gatewayAddresses: readProxies(env, 'GATEWAY_ADDRESS') ?? LOOPBACK,
    frontendDir: optionalPath(read(env, 'FRONTEND_DIR')),
    remotesFile: optionalPath(read(env, 'REMOTES_FILE')),
    frontendsUrl: optionalUrl(read(env, 'FRONTENDS_URL')),
    requireServiceUrls: () => requireServiceUrls(nodeEnv, serviceUrls),
  };
  return deepFreeze(config);
}

/** The variables `loadConfig` reads, for `.env.example` and docs. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(RULES);
