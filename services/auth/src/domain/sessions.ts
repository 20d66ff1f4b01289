import { randomUUID } from 'node:crypto';
import { ADMIN_SESSION } from '@manzil/contracts';
import type { Logger } from '@manzil/service-kit';
import type { AuthDb } from '../db.ts';

export type EndReason = 'logout' | 'password_reset' | 'disabled';

/** Why a session is no longer usable; `null` when it is alive. */
export type SessionProblem = 'unknown' | 'revoked' | 'expired' | 'idle' | 'disabled' | null;

interface Cached {
  userId: string;
  username: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  /** lastSeenAt as last written to the database. */
  persistedLastSeenAt: number;
  revoked: boolean;
  disabled: boolean;
  /** When this entry was read from the database (another auth instance may have changed the row since). */
  loadedAt: number;
}

export interface SessionServiceOptions {
  idleTimeoutMs?: number;
  absoluteTimeoutMs?: number;
  /** How long a cached session is trusted before it is read again (several auth instances). Default 5 s. */
  cacheMs?: number;
  /** How often the last-seen time is written to the database at most. Default 60 s. */
  touchWriteMs?: number;
  now?: () => number;
}

/**
 * Admin sessions: started by login, ended by logout, a password reset, 30 minutes without an admin request, or
 * 12 hours after login. Every verified admin request anywhere on the site goes through `check` (the token
 * verifier's revocation check), which also restarts the idle timer.
 */
export class SessionService {
  readonly idleTimeoutMs: number;
  readonly absoluteTimeoutMs: number;
  private readonly cacheMs: number;
  private readonly touchWriteMs: number;
  private readonly now: () => number;
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly db: AuthDb,
    private readonly log: Logger,
    options: SessionServiceOptions = {},
  ) {
    this.idleTimeoutMs = options.idleTimeoutMs ?? ADMIN_SESSION.idleTimeoutSeconds * 1000;
    this.absoluteTimeoutMs = options.absoluteTimeoutMs ?? ADMIN_SESSION.absoluteTimeoutSeconds * 1000;
    this.cacheMs = options.cacheMs ?? 5_000;
    this.touchWriteMs = options.touchWriteMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  async start(
    user: { id: string; username: string },
    client: { ip: string; userAgent?: string },
  ): Promise<{ sid: string; issuedAt: number; expiresAt: number }> {
    const now = this.now();
    const sid = randomUUID();
    const expiresAt = now + this.absoluteTimeoutMs;
    await this.db.session.create({
      data: {
        id: sid,
        userId: user.id,
        createdAt: new Date(now),
        lastSeenAt: new Date(now),
        expiresAt: new Date(expiresAt),
        clientIp: client.ip,
        userAgent: client.userAgent?.slice(0, 300),
      },
    });
    this.cache.set(sid, {
      userId: user.id,
      username: user.username,
      createdAt: now,
      expiresAt,
      lastSeenAt: now,
      persistedLastSeenAt: now,
      revoked: false,
      disabled: false,
      loadedAt: now,
    });
    return { sid, issuedAt: now, expiresAt };
  }

  private async load(sid: string): Promise<Cached | null> {
    const now = this.now();
    const cached = this.cache.get(sid);
    if (cached && now - cached.loadedAt < this.cacheMs) return cached;
    if (!/^[0-9a-f-]{36}$/i.test(sid)) return null;
    const row = await this.db.session.findUnique({
      where: { id: sid },
      include: { user: { select: { username: true, disabled: true } } },
    });
    if (!row) {
      this.cache.delete(sid);
      return null;
    }
    const entry: Cached = {
      userId: row.userId,
      username: row.user.username,
      createdAt: row.createdAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      // Keep a fresher in-memory time than the (throttled) database one.
      lastSeenAt: Math.max(row.lastSeenAt.getTime(), cached?.lastSeenAt ?? 0),
      persistedLastSeenAt: row.lastSeenAt.getTime(),
      revoked: row.revokedAt !== null,
      disabled: row.user.disabled,
      loadedAt: now,
    };
    this.cache.set(sid, entry);
    return entry;
  }

  /** The session's state without touching it. */
  async problem(sid: string): Promise<SessionProblem> {
    const entry = await this.load(sid);
    return this.problemOf(entry);
  }

  private problemOf(entry: Cached | null): SessionProblem {
    if (!entry) return 'unknown';
    const now = this.now();
    if (entry.revoked) return 'revoked';
    if (entry.disabled) return 'disabled';
    if (now >= entry.expiresAt || now - entry.createdAt >= this.absoluteTimeoutMs) return 'expired';
    if (now - entry.lastSeenAt >= this.idleTimeoutMs) return 'idle';
    return null;
  }

  /**
   * Checks a session for an admin request and, when alive, restarts its idle timer (written to the database at
   * most once a minute, so a restart keeps sessions and their idle state).
   */
  async check(sid: string): Promise<{ problem: SessionProblem; username?: string; expiresAt?: number }> {
    const entry = await this.load(sid);
    const problem = this.problemOf(entry);
    if (problem || !entry) return { problem };
    const now = this.now();
    entry.lastSeenAt = now;
    if (now - entry.persistedLastSeenAt >= this.touchWriteMs) {
      entry.persistedLastSeenAt = now;
      this.db.session
        .update({ where: { id: sid }, data: { lastSeenAt: new Date(now) } })
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not record session activity'));
    }
    return { problem: null, username: entry.username, expiresAt: entry.expiresAt };
  }

  async end(sid: string, reason: EndReason): Promise<void> {
    const now = this.now();
    await this.db.session.updateMany({
      where: { id: sid, revokedAt: null },
      data: { revokedAt: new Date(now), revokedReason: reason },
    });
    const cached = this.cache.get(sid);
    if (cached) cached.revoked = true;
  }

  /** Ends every session of a user (password reset, account disabled). */
  async endAllOf(userId: string, reason: EndReason): Promise<number> {
    const { count } = await this.db.session.updateMany({
      where: { userId, revokedAt: null },
      data: { revokedAt: new Date(this.now()), revokedReason: reason },
    });
    for (const entry of this.cache.values()) if (entry.userId === userId) entry.revoked = true;
    return count;
  }

  /** Forgets cached sessions that can no longer be used, and deletes rows a day past their expiry. */
  async sweep(): Promise<void> {
    const now = this.now();
    for (const [sid, entry] of this.cache) {
      if (this.problemOf(entry) && now - entry.loadedAt >= this.cacheMs) this.cache.delete(sid);
    }
    await this.db.session.deleteMany({ where: { expiresAt: { lt: new Date(now - 24 * 3600_000) } } });
  }
}
