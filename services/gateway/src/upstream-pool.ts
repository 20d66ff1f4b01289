/** How long an upstream that refused a connection is skipped before it is tried again. */
const DOWN_FOR_MS = 5_000;

/** The URLs of a comma-separated `<SERVICE>_SERVICE_URL`. */
export const upstreamList = (value: string): string[] =>
  value
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/**
 * Several processes of one service behind the gateway: requests go to each in turn, and one that refused a
 * connection is skipped for a few seconds (its requests meanwhile go to the others). When every one is down,
 * they are all tried again rather than none.
 */
export class UpstreamPool {
  private turn = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(
    readonly urls: readonly string[],
    private readonly now: () => number = Date.now,
  ) {
    if (urls.length === 0) throw new Error('An upstream pool needs at least one URL.');
  }

  private isUp(url: string): boolean {
    return (this.downUntil.get(url) ?? 0) <= this.now();
  }

  /** The next upstream in turn that is not known to be down (any other than `except` when there is one). */
  pick(except?: string): string {
    const candidates = this.urls.filter((url) => url !== except);
    const pool = candidates.length > 0 ? candidates : [...this.urls];
    const up = pool.filter((url) => this.isUp(url));
    const from = up.length > 0 ? up : pool;
    const url = from[this.turn % from.length] as string;
    this.turn = (this.turn + 1) % 1_000_000;
    return url;
  }

  markDown(url: string): void {
    this.downUntil.set(url, this.now() + DOWN_FOR_MS);
  }
}

/** Errors of a connection that never reached the upstream (or was cut): another process may answer. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; ) {
    if (
      current.code &&
      ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET'].includes(
        current.code,
      )
    ) {
      return true;
    }
    current = current.cause as typeof current;
  }
  return false;
}
