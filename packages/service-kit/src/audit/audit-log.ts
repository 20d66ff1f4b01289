import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_LIMITS,
  type ActivityQuery,
  type AuditAction,
  type AuditEntry,
  type AuditKind,
  type AuditService,
} from '@manzil/contracts';
import type { FastifyRequest } from 'fastify';
import { clientAddressOf } from '../http/client-address.ts';
import { currentRequestId } from '../http/request-context.ts';
import type { PrismaLikeClient } from '../ports/database.ts';

/** One thing an administrator did, before it is stamped with an id and a time. */
export interface AuditRecord {
  username: string;
  action: AuditAction;
  kind: AuditKind;
  targetId?: string | number | null;
  /** The client's address; `auditFrom(request)` fills it (and the request id). */
  client: string;
  requestId?: string | null;
}

/** A service's own audit entries, in the `audit_log` table of its own schema (append-only: see the migration). */
export interface AuditLog {
  readonly service: AuditService;
  record(entry: AuditRecord): Promise<AuditEntry>;
  /** Newest first, filtered by user and kind, at most `limit` (default 50, at most 200). */
  list(query?: ActivityQuery): Promise<AuditEntry[]>;
}

interface Row {
  id: string;
  at: Date | string;
  username: string;
  action: string;
  kind: string;
  target_id: string | null;
  client: string;
  request_id: string | null;
}

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

/** Cuts what a caller could make long (a typed username, a forwarded address) to a sane length. */
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The audit log of `service` on its database client, through raw SQL so the kit needs no service's generated
 * client. Each service's migration creates `"<schema>"."audit_log"` (ADR 0009).
 */
export function createAuditLog(
  client: PrismaLikeClient,
  options: { service: AuditService; schema: string; now?: () => Date },
): AuditLog {
  const { service, schema } = options;
  if (!IDENTIFIER.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  const table = `"${schema}"."audit_log"`;
  const now = options.now ?? (() => new Date());
  const toEntry = (row: Row): AuditEntry => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    service,
    username: row.username,
    action: row.action as AuditAction,
    kind: row.kind as AuditKind,
    targetId: row.target_id,
    client: row.client,
    requestId: row.request_id,
  });
  return {
    service,
    async record(entry) {
      const row: Row = {
        id: randomUUID(),
        at: now(),
        username: cut(entry.username, ACTIVITY_LIMITS.user),
        action: entry.action,
        kind: entry.kind,
        target_id:
          entry.targetId === undefined || entry.targetId === null ? null : cut(String(entry.targetId), 2000),
        client: cut(entry.client, 64),
        request_id: entry.requestId ? cut(entry.requestId, 128) : null,
      };
      await client.$executeRawUnsafe(
        `INSERT INTO ${table} ("id", "at", "username", "action", "kind", "target_id", "client", "request_id")
         VALUES ($1::uuid, $2::timestamptz, $3, $4, $5, $6, $7, $8)`,
        row.id,
        (row.at as Date).toISOString(),
        row.username,
        row.action,
        row.kind,
        row.target_id,
        row.client,
        row.request_id,
      );
      return toEntry(row);
    },
    async list(query = {}) {
      const conditions: string[] = [];
      const values: unknown[] = [];
      if (query.user) {
        values.push(query.user);
        conditions.push(`"username" = $${values.length}`);
      }
      if (query.kind) {
        values.push(query.kind);
        conditions.push(`"kind" = $${values.length}`);
      }
      if (query.before) {
        values.push(new Date(query.before).toISOString());
        conditions.push(`"at" < $${values.length}::timestamptz`);
      }
      const limit = Math.min(query.limit ?? ACTIVITY_LIMITS.default, ACTIVITY_LIMITS.max);
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const rows = await client.$queryRawUnsafe<Row[]>(
        `SELECT "id"::text AS "id", "at", "username", "action", "kind", "target_id", "client", "request_id"
         FROM ${table} ${where} ORDER BY "at" DESC, "id" DESC LIMIT ${limit}`,
        ...values,
      );
      return rows.map(toEntry);
    },
  };
}

/** Who and from where, for a request: the verified admin's name, the client's address and the request id. */
export function auditFrom(
  request: FastifyRequest,
  entry: Omit<AuditRecord, 'client' | 'username' | 'requestId'> & { username?: string },
): AuditRecord {
  return {
    ...entry,
    username: entry.username ?? request.admin?.username ?? request.admin?.sub ?? 'unknown',
    client: clientAddressOf(request),
    requestId: currentRequestId() ?? String(request.id),
  };
}
