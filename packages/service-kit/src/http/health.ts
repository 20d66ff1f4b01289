import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { DependencyHealth, HealthCheck } from '../ports/health.ts';

export interface HealthReport {
  /** `degraded` when at least one dependency is not ok. */
  status: 'ok' | 'degraded';
  dependencies: DependencyHealth[];
}

/** A check that does not answer in time counts as down, so a hung dependency cannot hang the probe. */
const CHECK_TIMEOUT_MS = 2000;

async function runCheck(
  check: HealthCheck,
  fallbackName: string,
  timeoutMs: number,
): Promise<DependencyHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DependencyHealth>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          name: fallbackName,
          adapter: 'unknown',
          ok: false,
          detail: `no answer within ${timeoutMs} ms`,
        }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([check.health(), timeout]);
  } catch (error) {
    return { name: fallbackName, adapter: 'unknown', ok: false, detail: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** The dependencies of a process (databases, bus, index, storage), checked together. */
export class HealthRegistry {
  private readonly checks: HealthCheck[] = [];
  /** Last name each check reported, to name it when it later times out. */
  private readonly names = new Map<HealthCheck, string>();
  private draining = false;

  constructor(private readonly timeoutMs = CHECK_TIMEOUT_MS) {}

  register(check: HealthCheck): void {
    if (!this.checks.includes(check)) this.checks.push(check);
  }

  unregister(check: HealthCheck): void {
    const at = this.checks.indexOf(check);
    if (at >= 0) this.checks.splice(at, 1);
  }

  /** From now on readiness answers 503, so load balancers stop sending traffic before the server closes. */
  markDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async report(): Promise<HealthReport> {
    const dependencies = await Promise.all(
      this.checks.map(async (check, index) => {
        const result = await runCheck(
          check,
          this.names.get(check) ?? `dependency-${index + 1}`,
          this.timeoutMs,
        );
        if (result.adapter !== 'unknown') this.names.set(check, result.name);
        return result;
      }),
    );
    return { status: dependencies.every((dependency) => dependency.ok) ? 'ok' : 'degraded', dependencies };
  }
}

export interface HealthRoutesOptions {
  registry: HealthRegistry;
  /** Serve `/readyz` (default true); false on a public port when the process has an ops port (OPS_PORT). */
  readiness?: boolean;
  /** Runs before `/readyz`, e.g. `localOpsOnly` on a public port. */
  readinessGuard?: preHandlerAsyncHookHandler;
}

/**
 * `GET /healthz`: liveness, 200 while the process runs. `GET /readyz`: 200 only when every dependency is ok
 * and the process is not shutting down, else 503 with the report (which names the dependencies: keep it off
 * the public port, see `buildService`).
 */
export const healthRoutes = fp(
  async (app: FastifyInstance, { registry, readiness = true, readinessGuard }: HealthRoutesOptions) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    if (!readiness) return;
    app.get('/readyz', { ...(readinessGuard && { preHandler: readinessGuard }) }, async (_request, reply) => {
      const report = await registry.report();
      const ready = report.status === 'ok' && !registry.isDraining;
      return reply
        .code(ready ? 200 : 503)
        .send({ ...report, status: ready ? 'ok' : registry.isDraining ? 'draining' : 'degraded' });
    });
  },
  { name: 'manzil-health', fastify: '5.x' },
);

/**
 * A handler for the public `GET /api/health`: always 200 (the site answers), with `status: 'degraded'` and the
 * failing dependencies when something is down.
 */
export function apiHealthHandler(registry: HealthRegistry): () => Promise<HealthReport> {
  return () => registry.report();
}
