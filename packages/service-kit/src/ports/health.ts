/** The state of one dependency, as reported by `GET /api/health` and readiness checks. */
export interface DependencyHealth {
  /** Stable name of the dependency, e.g. `database:catalog`, `events`, `index`, `storage`. */
  name: string;
  /** Which adapter is in use, e.g. `pglite`, `postgres`, `in-process`, `nats`, `meilisearch`, `fs`, `s3`. */
  adapter: string;
  ok: boolean;
  latencyMs?: number;
  /** Human readable detail when not ok (never a secret). */
  detail?: string;
  /** For another process (distributed mode): the dependencies it reported about itself. */
  dependencies?: DependencyHealth[];
}

export interface HealthCheck {
  health(): Promise<DependencyHealth>;
}
