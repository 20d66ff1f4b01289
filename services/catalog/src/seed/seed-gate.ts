import type { DependencyHealth, HealthCheck } from '@manzil/service-kit';

/**
 * The first-start seed runs beside start-up rather than inside plugin registration (rendering the pictures on
 * a small machine can outlast Fastify's plugin timeout). Until it settles, readiness reports it and catalog
 * requests wait for it, so no caller (the search reindex, a browser) ever sees a half-seeded catalog.
 */
export class SeedGate implements HealthCheck {
  private state: 'seeding' | 'done' | 'failed' = 'seeding';
  private error: string | undefined;
  readonly settled: Promise<void>;

  constructor(seed: Promise<unknown>) {
    this.settled = seed.then(
      () => {
        this.state = 'done';
      },
      (error: unknown) => {
        this.state = 'failed';
        this.error = ((error as Error).message ?? String(error)).split('\n')[0];
        throw error;
      },
    );
    // The failure is reported through health and requests; do not let it crash the process as unhandled.
    this.settled.catch(() => {});
  }

  /** Resolves once the seed is done; rejects if it failed. */
  wait(): Promise<void> {
    return this.settled;
  }

  async health(): Promise<DependencyHealth> {
    return {
      name: 'catalog:seed',
      adapter: 'seed',
      ok: this.state === 'done',
      ...(this.state === 'done'
        ? {}
        : { detail: this.state === 'seeding' ? 'seeding the demo catalog' : this.error }),
    };
  }
}
