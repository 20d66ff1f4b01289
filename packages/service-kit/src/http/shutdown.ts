import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Logger } from '../log/logger.ts';
import type { HealthRegistry } from './health.ts';

export interface ShutdownTarget {
  /** Stops accepting connections and waits for in-flight requests (Fastify's `close`). */
  app: Pick<FastifyInstance, 'close'>;
  /** Runs after HTTP has stopped, e.g. `ctx.close()` (shutdown hooks in reverse order, then adapters). */
  close?: () => Promise<void>;
  /** Readiness turns 503 first, so a load balancer stops routing here. */
  health?: HealthRegistry;
}

/** The shutdown order, without any process handling: readiness off, HTTP drained, then the rest. */
export async function shutdown({ app, close, health }: ShutdownTarget): Promise<void> {
  health?.markDraining();
  await app.close();
  await close?.();
}

export interface GracefulShutdownOptions extends ShutdownTarget {
  log: Logger;
  /** After this long the process exits even if something still hangs (default 10 s). */
  delayMs?: number;
}

/**
 * On SIGINT/SIGTERM (or an uncaught error) runs `shutdown` once, then exits; a second signal or the delay
 * forces the exit. Returns `close()` to trigger the same sequence by hand.
 */
export function closeGracefully(options: GracefulShutdownOptions): { close(): void; uninstall(): void } {
  const { log, delayMs = 10_000 } = options;
  return closeWithGrace(
    { delay: delayMs, logger: { error: (message: unknown) => log.error(message) } },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'shutting down after an unexpected error');
      else log.info({ signal }, 'shutting down');
      await shutdown(options);
      log.info('stopped');
    },
  );
}
