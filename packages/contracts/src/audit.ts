/**
 * The admin audit log (issue 22): who did what to which record, when and from which client. Each service keeps
 * the entries of its own data (ADR 0009); `GET /api/admin/activity` answers them all, newest first.
 */
import Type, { type Static } from 'typebox';
import { ACTIVITY_LIMITS, AUDIT_ACTIONS, AUDIT_KINDS, AUDIT_SERVICES } from './audit-rules.ts';

export {
  ACTIVITY_LIMITS,
  ACTIVITY_PATH,
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  AUDIT_SERVICES,
  type AuditAction,
  type AuditKind,
  type AuditService,
  activityPathOf,
} from './audit-rules.ts';

export const AuditEntry = Type.Object({
  id: Type.String(),
  /** ISO 8601, milliseconds. */
  at: Type.String(),
  service: Type.Enum(AUDIT_SERVICES),
  /** The administrator's username (for a refused sign-in: the name that was typed). */
  username: Type.String(),
  action: Type.Enum(AUDIT_ACTIONS),
  kind: Type.Enum(AUDIT_KINDS),
  /** The record's id (a listing's number, an image's id, a content version), when there is one. */
  targetId: Type.Union([Type.String(), Type.Null()]),
  /** The client's address, as the service saw it (through trusted proxies only). */
  client: Type.String(),
  requestId: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const ActivityQuery = Type.Object({
  user: Type.Optional(Type.String({ minLength: 1, maxLength: ACTIVITY_LIMITS.user })),
  kind: Type.Optional(Type.Enum(AUDIT_KINDS)),
  /** Entries strictly older than this instant (the `at` of the last entry of the previous page). */
  before: Type.Optional(Type.String({ format: 'date-time' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ACTIVITY_LIMITS.max })),
});
export type ActivityQuery = Static<typeof ActivityQuery>;

export const ActivityResponse = Type.Object({
  entries: Type.Array(AuditEntry),
  /** Services whose entries could not be read just now (the answer holds the others'). */
  unavailable: Type.Array(Type.Enum(AUDIT_SERVICES)),
});
export type ActivityResponse = Static<typeof ActivityResponse>;
