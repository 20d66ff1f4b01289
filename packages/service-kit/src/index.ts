// Public API of @manzil/service-kit. Services import only from here.

export { type DatabaseTarget, databaseTargetFor } from './adapters/database/database-target.ts';
export { migrationsDirFor } from './adapters/database/migrations-dir.ts';
export {
  type ApplyOptions,
  applyMigrations,
  checksumOf,
  type Migration,
  type MigrationConnection,
  readMigrations,
} from './adapters/database/migrator.ts';
export { openDatabase } from './adapters/database/open-database.ts';
export { MIGRATION_LOCK_KEY } from './adapters/database/postgres-database.ts';
export { type DeadLetter, deadLetterFor } from './adapters/events/deadletter.ts';
export {
  createInProcessBus,
  type InProcessBus,
  type InProcessBusOptions,
} from './adapters/events/in-process-bus.ts';
export { connectNatsBus, type NatsBusOptions, STREAM_NAME } from './adapters/events/nats-bus.ts';
export { DEADLETTER_PREFIX, STREAM_SUBJECTS, subjectMatches } from './adapters/events/subjects.ts';
export { matchesCondition } from './adapters/search/filter.ts';
export { createInProcessIndex, type InProcessIndexOptions } from './adapters/search/in-process-index.ts';
export { toMeiliFilter } from './adapters/search/meili-filter.ts';
export {
  connectMeilisearchIndex,
  type MeilisearchIndexOptions,
} from './adapters/search/meilisearch-index.ts';
export { createFsStorage } from './adapters/storage/fs-storage.ts';
export { assertSafeKey } from './adapters/storage/object-key.ts';
export { connectS3Storage, s3ClientFor } from './adapters/storage/s3-storage.ts';
export { type AdminServiceOptions, openAdminService } from './audit/admin-service.ts';
export { type AuditLog, type AuditRecord, auditFrom, createAuditLog } from './audit/audit-log.ts';
export {
  type AuditedRoute,
  type AuditedRoutes,
  type AuditTrailOptions,
  auditTrail,
} from './audit/audit-trail.ts';
export { type AdminGuardOptions, adminGuard } from './auth/admin-guard.ts';
export {
  ADMIN_TOKEN,
  type AdminTokenTrustOptions,
  createAdminTokenTrust,
  type SignAdminTokenInput,
  signAdminToken,
} from './auth/admin-tokens.ts';
export { type AuthKeyPair, ensureAuthKeyPair } from './auth/key-pair.ts';
export { type RemoteSessionCheckOptions, remoteSessionCheck } from './auth/remote-session-check.ts';
export { ConfigError, StartupError } from './config/config-error.ts';
export {
  BACKEND_SERVICES,
  CONFIG_VARIABLES,
  type Env,
  type GatewayMode,
  type KitConfig,
  type LogLevel,
  loadConfig,
  type NodeEnv,
  type OpenAiConfig,
  redactUrl,
  type S3Config,
} from './config/kit-config.ts';
export {
  type ContextOverrides,
  createServiceContext,
  ownBaseUrl,
  type ServiceContext,
  type ServiceName,
  serviceUrlFor,
} from './context.ts';
export * from './errors.ts';
export { type ConsumeOptions, consumeEvents, UnreadableEventError } from './events/consume.ts';
export {
  insertOutboxEvent,
  insertOutboxEvents,
  newEvent,
  type OutboxClient,
  type OutboxOptions,
  type OutboxRelay,
  type OutboxRelayOptions,
  outboxTableSql,
  type RawSqlClient,
  startOutboxRelay,
} from './events/outbox.ts';
export { relayOutbox } from './events/relay-outbox.ts';
export {
  ensurePrivateDir,
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
  restrictUmask,
  securePrivateRoot,
} from './fs/private-files.ts';
export {
  clientAddressOf,
  clientKey,
  clientKeyOf,
  normalizeAddress,
  type ProxyEntry,
  parseProxyList,
  proxyTrust,
  type RequestPeer,
} from './http/client-address.ts';
export {
  type ErrorBody,
  type ErrorResponse,
  isConnectionFailure,
  toErrorResponse,
} from './http/error-response.ts';
export {
  apiHealthHandler,
  HealthRegistry,
  type HealthReport,
  type HealthRoutesOptions,
  healthRoutes,
} from './http/health.ts';
export { listen, listenErrorMessage, type RunOptions, runOrExit } from './http/listen.ts';
export { isDirectLocalRequest, localOpsOnly } from './http/ops-access.ts';
export { clientRateLimits } from './http/rate-limit.ts';
export { currentRequestId, runWithRequestId } from './http/request-context.ts';
export { REQUEST_ID_HEADER, requestIdFor } from './http/request-id.ts';
export {
  API_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  securityHeaders,
} from './http/security-headers.ts';
export { type CreateServerOptions, createServer, type KitServer } from './http/server.ts';
export {
  closeGracefully,
  type GracefulShutdownOptions,
  type ShutdownTarget,
  shutdown,
} from './http/shutdown.ts';
export { createLogger, type Logger, REDACTED_PATHS } from './log/logger.ts';
export {
  type EventOutcome,
  Metrics,
  type MetricsOptions,
  type OutboxStats,
  type PendingReader,
} from './metrics/metrics.ts';
export { type MetricsRoutesOptions, metricsRoutes } from './metrics/metrics-routes.ts';
export type * from './ports/database.ts';
export type * from './ports/events.ts';
export type * from './ports/health.ts';
export type * from './ports/object-storage.ts';
export type * from './ports/search-index.ts';
export type * from './ports/tokens.ts';
export {
  buildService,
  listenService,
  runService,
  type ServiceApp,
  type ServicePlugin,
  serveService,
} from './run-service.ts';
export {
  normalizeArabic,
  normalizeForSearch,
  searchableText,
  searchTokens,
  stripArabicArticle,
} from './text/arabic.ts';
export { escapeHtml } from './text/escape-html.ts';
