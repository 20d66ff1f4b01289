import type { BackendServiceName } from '@manzil/contracts';
import type { HealthCheck, HealthRegistry } from '@manzil/service-kit';

const PROBE_TIMEOUT_MS = 1500;

/** A check that asks a service process for its readiness (`GET /readyz`): distributed mode only. */
export function upstreamReadiness(service: BackendServiceName, baseUrl: string): HealthCheck {
  return {
    async health() {
      const started = performance.now();
      const name = `service:${service}`;
      try {
        const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
        const latencyMs = Math.round(performance.now() - started);
        if (response.ok) return { name, adapter: 'http', ok: true, latencyMs };
        return {
          name,
          adapter: 'http',
          ok: false,
          latencyMs,
          detail: `readiness answered ${response.status}`,
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

export function registerUpstreamChecks(
  registry: HealthRegistry,
  upstreams: Record<BackendServiceName, string>,
): void {
  for (const [service, url] of Object.entries(upstreams) as Array<[BackendServiceName, string]>) {
    registry.register(upstreamReadiness(service, url));
  }
}
