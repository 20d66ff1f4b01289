import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../errors.ts';
import { clientKeyOf } from './client-address.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** Expired windows are swept once this many clients are held, so memory follows the active clients. */
const SWEEP_ABOVE = 10_000;

/**
 * A per-process fixed-window counter for @fastify/rate-limit. Its own LocalStore answers every request with the
 * same mutable counter object, which the plugin reads after an await: a burst arriving in one tick then reads
 * the final count, and every request of it (the first ones included) is refused. This store answers each
 * request with its own count, so the first `max` requests of a window pass however they arrive.
 *
 * Routes given the same `groupId` share one count per client (the plugin's own stores give each route its own
 * store, so a group would count per route).
 */
export class BurstSafeStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      if (!window && this.windows.size >= SWEEP_ABOVE) this.sweep(now, timeWindow);
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count++;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  // The plugin calls it with the route's limit options (typed as the route's options).
  child(routeOptions: object): FastifyRateLimitStore {
    // The plugin appends the group to the key, so a shared store keeps groups apart from one another.
    return (routeOptions as { groupId?: string }).groupId ? this : new BurstSafeStore();
  }

  private sweep(now: number, timeWindow: number): void {
    for (const [key, window] of this.windows) {
      if (window.startedAt + timeWindow <= now) this.windows.delete(key);
    }
  }
}

/**
 * Per-client limits for the routes of this plugin context that set `config: { rateLimit: { max, timeWindow } }`
 * (no global limit). The client is the visitor, also behind the gateway's proxy in distributed mode (not the
 * proxy's own address). Past the limit the answer is the usual error body, `too_many_requests` with `message`,
 * and Retry-After in seconds.
 */
export async function clientRateLimits(app: FastifyInstance, message: string): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: BurstSafeStore,
    keyGenerator: clientKeyOf,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(Math.ceil(context.ttl / 1000), message),
  });
}
