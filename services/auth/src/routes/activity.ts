import {
  ACTIVITY_LIMITS,
  ACTIVITY_PATH,
  ActivityQuery,
  ActivityResponse,
  AUDIT_SERVICES,
  type AuditEntry,
  type AuditService,
  activityPathOf,
} from '@manzil/contracts';
import {
  type AuditedRoutes,
  type AuditLog,
  auditTrail,
  REQUEST_ID_HEADER,
  type ServiceContext,
} from '@manzil/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Sign-in, refused sign-in, sign-out and password changes, recorded in the auth service's audit log. */
export const AUTH_AUDITED_ROUTES: AuditedRoutes = {
  'POST /api/admin/auth/login': {
    kind: 'session',
    action: 'sign-in',
    refused: 'sign-in-failed',
    target: () => null,
    username: (request, answer) =>
      (answer as { username?: string } | undefined)?.username ??
      String((request.body as { username?: unknown } | undefined)?.username ?? '').trim(),
  },
  'POST /api/admin/auth/logout': { kind: 'session', action: 'sign-out', target: () => null },
  'POST /api/admin/auth/password': {
    kind: 'account',
    action: 'change-password',
    target: () => null,
    username: (request, answer) =>
      (answer as { username?: string } | undefined)?.username ??
      String((request.body as { username?: unknown } | undefined)?.username ?? '').trim(),
  },
};

/** How long the gathering waits for one service's entries before it answers without them. */
const SERVICE_TIMEOUT_MS = 3000;

export interface ActivityOptions {
  ctx: ServiceContext;
  log: AuditLog;
}

function queryString(query: ActivityQuery, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (query.user) params.set('user', query.user);
  if (query.kind) params.set('kind', query.kind);
  if (query.before) params.set('before', query.before);
  return params.toString();
}

/**
 * The auth service's audit trail, and `GET /api/admin/activity`: every service's entries (each keeps its own,
 * ADR 0009), asked for with the admin's own token, merged newest first. A service that does not answer is named
 * in `unavailable` and the others' entries are still shown.
 */
export const activityRoutes = fp(
  async (app: FastifyInstance, { ctx, log }: ActivityOptions) => {
    await app.register(auditTrail, { log, routes: AUTH_AUDITED_ROUTES });

    // Embedded, every service answers in this process; distributed, each at its own URL.
    const embedded = ctx.config.service === 'gateway';
    const readOther = async (
      service: AuditService,
      request: FastifyRequest,
      search: string,
    ): Promise<AuditEntry[]> => {
      const url = `${activityPathOf(service)}?${search}`;
      const headers = {
        authorization: request.headers.authorization ?? '',
        [REQUEST_ID_HEADER]: String(request.id),
      };
      if (embedded) {
        const answer = await app.inject({ method: 'GET', url, headers });
        if (answer.statusCode !== 200) throw new Error(`${service} answered ${answer.statusCode}`);
        return (answer.json() as { entries: AuditEntry[] }).entries;
      }
      const response = await fetch(`${ctx.serviceUrl(service)}${url}`, {
        headers,
        signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`${service} answered ${response.status}`);
      return ((await response.json()) as { entries: AuditEntry[] }).entries;
    };

    app.get(
      ACTIVITY_PATH,
      {
        onRequest: app.requireAdmin,
        schema: { querystring: ActivityQuery, response: { 200: ActivityResponse } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const query = request.query as ActivityQuery;
        const limit = Math.min(query.limit ?? ACTIVITY_LIMITS.default, ACTIVITY_LIMITS.max);
        const search = queryString(query, limit);
        const unavailable: AuditService[] = [];
        const lists = await Promise.all(
          AUDIT_SERVICES.map(async (service) => {
            try {
              return service === log.service
                ? await log.list({ ...query, limit })
                : await readOther(service, request, search);
            } catch (error) {
              request.log.warn({ err: error, service }, 'activity: a service did not answer');
              unavailable.push(service);
              return [];
            }
          }),
        );
        const entries = lists
          .flat()
          .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)))
          .slice(0, limit);
        return { entries, unavailable: unavailable.sort() };
      },
    );
  },
  { name: 'manzil-auth-activity', fastify: '5.x' },
);
