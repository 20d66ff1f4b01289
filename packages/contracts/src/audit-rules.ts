/*
 * The admin audit log's values (issue 22), without the schemas: the admin's Activity view imports them without
 * TypeBox. audit.ts builds the schemas from them and re-exports them.
 */

/** `GET /api/admin/activity`: every service's entries, newest first (the auth service gathers them). */
export const ACTIVITY_PATH = '/api/admin/activity';

/** The services that own data an admin changes or reads, each keeping its own entries. */
export const AUDIT_SERVICES = ['auth', 'catalog', 'content', 'contact', 'media', 'notifications'] as const;
export type AuditService = (typeof AUDIT_SERVICES)[number];

/** One service's own entries: `GET /api/admin/activity/<service>` (same query, same answer). */
export const activityPathOf = (service: AuditService): string => `${ACTIVITY_PATH}/${service}`;

/** What an entry is about. */
export const AUDIT_KINDS = [
  'listing',
  'emirate',
  'area',
  'property-type',
  'content',
  'enquiry',
  'image',
  'session',
  'account',
  'alert',
  'mail',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What was done. `sign-in-failed` records a refused sign-in (the name as typed, cut to 64 characters). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'upload',
  'read',
  'export',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'change-password',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ACTIVITY_LIMITS = { default: 50, max: 200, user: 64 } as const;
