import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICES } from '@manzil/contracts';
import { CONFIG_VARIABLES } from '@manzil/service-kit';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error: plain ESM script without types
import { expectedDockerfiles, SERVICE_PORTS } from '../scripts/dockerfiles.mjs';

// docker-compose.yml and infra/docker/ are not run here (no Docker engine); this keeps them consistent with the
// services, their ports and the environment variables the code reads.
const root = join(import.meta.dirname, '..');
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as {
  services: Record<
    string,
    {
      build?: { dockerfile: string };
      image?: string;
      environment?: Record<string, string>;
      healthcheck?: { test: string[] };
      ports?: string[];
      depends_on?: Record<string, { condition: string }>;
    }
  >;
};
const appServices = ['gateway', ...Object.keys(SERVICES)];
const knownVariables = new Set([...CONFIG_VARIABLES, 'PORT', 'HOST']);

describe('docker-compose.yml', () => {
  it('runs every service from its own Dockerfile, with its port and a health check', () => {
    for (const name of appServices) {
      const service = compose.services[name];
      expect(service, name).toBeDefined();
      expect(service?.build?.dockerfile, name).toBe(`infra/docker/${name}.Dockerfile`);
      expect(service?.environment?.PORT, name).toBe(String(SERVICE_PORTS[name]));
      // Readiness is on the internal ops port, not the main one (issue 22).
      const opsPort = service?.environment?.OPS_PORT;
      expect(opsPort, name).toMatch(/^\d+$/);
      expect(opsPort, name).not.toBe(String(SERVICE_PORTS[name]));
      expect(service?.healthcheck?.test.join(' '), name).toContain(`:${opsPort}/readyz`);
    }
  });

  it('publishes only the main port of the gateway, never an ops port', () => {
    const opsPort = compose.services.gateway?.environment?.OPS_PORT;
    for (const [name, service] of Object.entries(compose.services)) {
      for (const mapping of service.ports ?? []) {
        expect(mapping.split(':').at(-1), `${name}: ${mapping}`).not.toBe(opsPort);
      }
    }
    expect(compose.services.gateway?.ports).toEqual(['3000:3000']);
  });

  it('has no default secret: each one stops compose with a message until it is set (issue 22)', () => {
    for (const secret of ['POSTGRES_PASSWORD', 'MEILI_MASTER_KEY', 'MINIO_ROOT_PASSWORD', 'ADMIN_PASSWORD']) {
      // `$${...}` is an escaped dollar for the container's shell, not a compose variable.
      const uses = [...composeText.matchAll(new RegExp(`(?<!\\$)\\$\\{${secret}([^}]*)\\}`, 'g'))];
      expect(uses.length, secret).toBeGreaterThan(0);
      for (const [, rest] of uses) expect(rest, secret).toMatch(/^:\?[^-]+$/);
    }
    expect(compose.services.postgres?.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(compose.services.auth?.environment?.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/);
    for (const name of appServices) {
      const url = compose.services[name]?.environment?.DATABASE_URL ?? '';
      expect(url, name).toMatch(
        /^postgresql:\/\/manzil:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/manzil$/,
      );
    }
  });

  it('has the infrastructure each adapter needs, each with a health check', () => {
    for (const name of ['postgres', 'nats', 'meilisearch', 'minio', 'frontends']) {
      expect(compose.services[name]?.healthcheck, name).toBeDefined();
    }
    expect(compose.services['minio-bucket']).toBeDefined();
  });

  it('only sets environment variables the services read', () => {
    for (const name of appServices) {
      for (const variable of Object.keys(compose.services[name]?.environment ?? {})) {
        expect(knownVariables.has(variable), `${name}: ${variable}`).toBe(true);
      }
    }
  });

  it('tells the gateway where every service is, matching their ports', () => {
    const env = compose.services.gateway?.environment ?? {};
    expect(env.GATEWAY_MODE).toBe('distributed');
    for (const [name, { port }] of Object.entries(SERVICES)) {
      expect(env[`${name.toUpperCase()}_SERVICE_URL`], name).toBe(`http://${name}:${port}`);
      expect(compose.services.gateway?.depends_on?.[name]?.condition, name).toBe('service_healthy');
    }
    expect(compose.services.gateway?.ports).toContain('3000:3000');
  });
});

describe('infra/docker', () => {
  it('has a Dockerfile per service and one for the micro-frontends, all up to date with their template', () => {
    const expected = expectedDockerfiles() as Record<string, string>;
    expect(Object.keys(expected)).toHaveLength(appServices.length + 1);
    for (const [path, content] of Object.entries(expected)) {
      expect(readFileSync(join(root, path), 'utf8'), `${path}: run node scripts/dockerfiles.mjs`).toBe(
        content,
      );
    }
  });

  it('builds on Node 24 LTS, runs as a non-root user and checks health', () => {
    for (const content of Object.values(expectedDockerfiles() as Record<string, string>)) {
      expect(content).toMatch(/^FROM node:24-/m);
      expect(content).toMatch(/^USER node$/m);
      expect(content).toMatch(/^HEALTHCHECK /m);
      expect(content).not.toMatch(/npm (ci|install)(?![^\n]*--omit=dev)[^\n]*\n(?:(?!FROM)[\s\S])*$/);
    }
  });
});
