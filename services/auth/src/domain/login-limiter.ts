import { LOGIN_LIMITS } from '@manzil/contracts';
import type { AuthDb } from '../db.ts';

export type AttemptOutcome = 'success' | 'bad_credentials' | 'locked_account' | 'locked_client';

/** Only wrong credentials count towards a lock; answers refused because of a lock do not extend it. */
const FAILURE: AttemptOutcome = 'bad_credentials';

export interface LimiterOptions {
  windowMs?: number;
  maxPerAccount?: number;
  maxPerClient?: number;
  now?: () => number;
}

export interface Lock {
  scope: 'account' | 'client';
  retryAfterSeconds: number;
}

/**
 * Login limits read from the attempts table, so they hold across restarts and across auth instances: at most
 * `maxPerAccount` wrong passwords per username typed (known or not) and `maxPerClient` per client address in
 * a sliding window, then the account or client waits until the oldest counted failure leaves the window.
 */
export class LoginLimiter {
  private readonly windowMs: number;
  private readonly maxPerAccount: number;
  private readonly maxPerClient: number;
  private readonly now: () => number;

  constructor(
    private readonly db: AuthDb,
    options: LimiterOptions = {},
  ) {
    this.windowMs = options.windowMs ?? LOGIN_LIMITS.windowSeconds * 1000;
    this.maxPerAccount = options.maxPerAccount ?? LOGIN_LIMITS.maxFailuresPerAccount;
    this.maxPerClient = options.maxPerClient ?? LOGIN_LIMITS.maxFailuresPerClient;
    this.now = options.now ?? Date.now;
  }

  /**
   * Seconds until the `max`-th most recent failure leaves the window, or 0 when fewer than `max` are in it;
   * with `before`, only attempts claimed before that one count.
   */
  private async waitFor(
    where: { username: string } | { clientIp: string },
    max: number,
    before?: bigint,
  ): Promise<number> {
    const now = this.now();
    const [nth] = await this.db.loginAttempt.findMany({
      where: {
        ...where,
        ...(before === undefined ? {} : { id: { lt: before } }),
        outcome: FAILURE,
        at: { gt: new Date(now - this.windowMs) },
      },
      orderBy: { at: 'desc' },
      skip: max - 1,
      take: 1,
      select: { at: true },
    });
    if (!nth) return 0;
    return Math.max(1, Math.ceil((nth.at.getTime() + this.windowMs - now) / 1000));
  }

  async lockFor(username: string, clientIp: string, before?: bigint): Promise<Lock | null> {
    const [account, client] = await Promise.all([
      this.waitFor({ username }, this.maxPerAccount, before),
      this.waitFor({ clientIp }, this.maxPerClient, before),
    ]);
    if (account > 0) return { scope: 'account', retryAfterSeconds: account };
    if (client > 0) return { scope: 'client', retryAfterSeconds: client };
    return null;
  }

  /**
   * Claims a login attempt before its password is checked. The attempt is written first and counts as a wrong
   * password until `settle('success')`, so a burst of concurrent guesses cannot all pass the check before any
   * failure is written: each attempt is judged by the failures claimed before it. A refused attempt is recorded
   * as `locked_*` and does not extend the lock.
   */
  async begin(attempt: { username: string; clientIp: string; userAgent?: string }): Promise<{
    lock: Lock | null;
    settle(outcome: 'success' | 'bad_credentials'): Promise<void>;
  }> {
    const { id } = await this.db.loginAttempt.create({
      data: {
        username: attempt.username.slice(0, 64),
        clientIp: attempt.clientIp,
        userAgent: attempt.userAgent?.slice(0, 300),
        outcome: FAILURE,
        at: new Date(this.now()),
      },
      select: { id: true },
    });
    const lock = await this.lockFor(attempt.username, attempt.clientIp, id);
    if (lock) await this.db.loginAttempt.update({ where: { id }, data: { outcome: `locked_${lock.scope}` } });
    return {
      lock,
      settle: async (outcome) => {
        if (outcome !== FAILURE) await this.db.loginAttempt.update({ where: { id }, data: { outcome } });
      },
    };
  }

  async record(attempt: {
    username: string;
    clientIp: string;
    userAgent?: string;
    outcome: AttemptOutcome;
  }): Promise<void> {
    await this.db.loginAttempt.create({
      data: {
        username: attempt.username.slice(0, 64),
        clientIp: attempt.clientIp,
        userAgent: attempt.userAgent?.slice(0, 300),
        outcome: attempt.outcome,
        at: new Date(this.now()),
      },
    });
  }

  /** Attempts are kept 90 days for audit, then deleted. */
  async prune(): Promise<void> {
    await this.db.loginAttempt.deleteMany({ where: { at: { lt: new Date(this.now() - 90 * 86_400_000) } } });
  }
}
