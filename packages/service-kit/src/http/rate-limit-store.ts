type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** The store interface of @fastify/rate-limit (`store:` option), structurally. */
interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max?: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/** Expired windows are swept once this many clients are held, so memory follows the active clients. */
const SWEEP_ABOVE = 10_000;

/**
 * A per-process fixed-window counter for @fastify/rate-limit. Its own LocalStore answers every request with the
 * same mutable counter object, which the plugin reads after an await: a burst arriving in one tick then reads
 * the final count, and every request of it (the first ones included) is refused. This store answers each
 * request with its own count, so the first `max` requests of a window pass however they arrive.
 */
export class BurstSafeStore implements RateLimitStore {
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

  child(): RateLimitStore {
    return new BurstSafeStore();
  }

  private sweep(now: number, timeWindow: number): void {
    for (const [key, window] of this.windows) {
      if (window.startedAt + timeWindow <= now) this.windows.delete(key);
    }
  }
}
