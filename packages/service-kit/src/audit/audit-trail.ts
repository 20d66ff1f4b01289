import {
  ActivityQuery,
  ActivityResponse,
  type AuditAction,
  type AuditKind,
  activityPathOf,
} from '@manzil/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditLog, auditFrom } from './audit-log.ts';

/** What a successful answer of one route records. */
export interface AuditedRoute {
  kind: AuditKind;
  action: AuditAction;
  /** The record's id: by default the `:id` parameter, else the `id` of the JSON answer (a create). */
  target?: (
    request: FastifyRequest,
    answer: unknown,
    reply: FastifyReply,
  ) => string | number | null | undefined;
  /** Who, when it is not the verified admin of the request (a sign-in: the name signed in with). */
  username?: (request: FastifyRequest, answer: unknown) => string | undefined;
  /** Also record a refused request (status 400-499 but 429) with this action, e.g. `sign-in-failed`. */
  refused?: AuditAction;
}

/** The audited routes of a service: `'<METHOD> <route path>'` (as declared, `:id` and all) to what they record. */
export type AuditedRoutes = Readonly<Record<string, AuditedRoute>>;

export interface AuditTrailOptions {
  log: AuditLog;
  routes: AuditedRoutes;
}

/** Requests already recorded: a route answers once, whichever services' hooks see it. */
const recorded = new WeakSet<object>();

function parsed(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

function defaultTarget(request: FastifyRequest, answer: unknown): string | number | null {
  const params = request.params as { id?: string | number } | undefined;
  if (params?.id !== undefined) return params.id;
  const id = (answer as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * The audit trail of one service (issue 22, ADR 0009). Every route listed in `routes` records who (the verified
 * admin), what, which id, when and from which client once it has answered successfully, before the answer
 * leaves; `GET /api/admin/activity/<service>` gives the administrator the service's entries, newest first. No
 * route changes or deletes an entry, and the table refuses it (migration trigger). Register it before the
 * service's routes, in the service's own plugin (its hook then sees only the service's routes).
 */
export const auditTrail = fp(
  async (app: FastifyInstance, { log, routes }: AuditTrailOptions) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const audited = routes[`${request.method} ${request.routeOptions.url ?? ''}`];
      if (!audited || recorded.has(request)) return payload;
      const failed = reply.statusCode >= 400;
      // A refusal is recorded when asked for (a wrong password), but not a rate limit's 429s: one attacker's
      // burst would otherwise fill the table.
      const refusal = audited.refused && reply.statusCode < 500 && reply.statusCode !== 429;
      if (failed && !refusal) return payload;
      recorded.add(request);
      const answer = parsed(payload);
      try {
        await log.record(
          auditFrom(request, {
            kind: audited.kind,
            action: failed ? (audited.refused as AuditAction) : audited.action,
            targetId: failed
              ? null
              : audited.target
                ? audited.target(request, answer, reply)
                : defaultTarget(request, answer),
            username: audited.username?.(request, answer),
          }),
        );
      } catch (error) {
        // The change is made and answered; a lost entry is an error for the operators, not for the admin.
        request.log.error({ err: error, audited: audited.action }, 'audit entry not recorded');
      }
      return payload;
    });

    app.get(
      activityPathOf(log.service),
      {
        onRequest: app.requireAdmin,
        schema: { querystring: ActivityQuery, response: { 200: ActivityResponse } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { entries: await log.list(request.query as ActivityQuery), unavailable: [] };
      },
    );
  },
  { name: 'manzil-audit-trail', fastify: '5.x' },
);
