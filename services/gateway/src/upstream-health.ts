import type { BackendServiceName } from '@manzil/contracts';
import type { DependencyHealth, HealthCheck, HealthRegistry } from '@manzil/service-kit';
import { upstreamList } from './upstream-pool.ts';

const PROBE_TIMEOUT_MS = 1500;

/** The dependencies a service reported in its readiness answer, when it answered with a report. */
async function reportedDependencies(response: Response): Promise<DependencyHealth[] | undefined> {
  try {
    const body = (await response.json()) as { dependencies?: unknown };
    return Array.isArray(body.dependencies) ? (body.dependencies as DependencyHealth[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a service process answers `/readyz`: with an ops port (OPS_PORT, one value for the whole deployment, one
 * process per host or container) that port of the service's host; without one, the service's own URL (processes
 * on this machine, which serve it to local callers).
 */
export function readinessUrl(baseUrl: string, opsPort?: number): string {
  if (opsPort === undefined) return `${baseUrl}/readyz`;
  const url = new URL(baseUrl);
  url.port = String(opsPort);
  url.pathname = '/readyz';
  return url.toString();
}

/**
 * A check that asks a service process for its readiness (`GET /readyz`): distributed mode only. The service's own
 * report (its database, index, bus) is kept under the entry, so the gateway's readiness shows what is down where.
 */
export function upstreamReadiness(
  service: BackendServiceName,
  baseUrl: string,
  opsPort?: number,
): HealthCheck {
  const target = readinessUrl(baseUrl, opsPort);
  return {
    async health() {
      const started = performance.now();
      const name = `service:${service}`;
      try {
        const response = await fetch(target, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
        const latencyMs = Math.round(performance.now() - started);
        const dependencies = await reportedDependencies(response);
        if (response.ok) return { name, adapter: 'http', ok: true, latencyMs, dependencies };
        return {
          name,
          adapter: 'http',
          ok: false,
          latencyMs,
          detail: `readiness answered ${response.status}`,
          dependencies,
        };
      } catch (error) {
        return {
          name,
          adapter: 'http',
          ok: false,
          detail: `${baseUrl} does not answer: ${(error as Error).message}`,
        };
      }
    },
  };
}

/**
 * A service run as several processes is ready while one of them is (the gateway sends requests to those that
 * answer); each process's own readiness is kept under the entry.
 */
export function poolReadiness(service: BackendServiceName, urls: string[], opsPort?: number): HealthCheck {
  const checks = urls.map((url) => upstreamReadiness(service, url, opsPort));
  return {
    async health() {
      const reports = await Promise.all(checks.map((check) => check.health()));
      const answering = reports.filter((report) => report.ok).length;
      return {
        name: `service:${service}`,
        adapter: 'http',
        ok: answering > 0,
        detail: `${answering} of ${urls.length} processes ready`,
        dependencies: reports.map((report, i) => ({ ...report, name: `${report.name}@${urls[i]}` })),
      };
    },
  };
}

export function registerUpstreamChecks(
  registry: HealthRegistry,
  upstreams: Record<BackendServiceName, string>,
  opsPort?: number,
): void {
  for (const [service, value] of Object.entries(upstreams) as Array<[BackendServiceName, string]>) {
    const urls = upstreamList(value);
    registry.register(
      urls.length > 1 ? poolReadiness(service, urls, opsPort) : upstreamReadiness(service, value, opsPort),
    );
  }
}
