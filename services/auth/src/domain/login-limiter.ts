import { LOGIN_LIMITS } from '@manzil/contracts';
import type { Logger } from '@manzil/service-kit';
import type { AuthDb } from '../db.ts';

export type LockScope = 'pair' | 'client' | 'account';

export type AttemptOutcome =
  | 'success'
  | 'bad_credentials'
  | 'password_changed'
  | 'locked_pair'
  | 'locked_client'
  | 'delayed_account';

/** Only wrong credentials count; answers refused because of a limit do not extend it. */
const FAILURE: AttemptOutcome = 'bad_credentials';

const REFUSED: Record<LockScope, AttemptOutcome> = {
  pair: 'locked_pair',
  client: 'locked_client',
  account: 'delayed_account',
};

export interface LimiterOptions {
  windowMs?: number;
  maxPerClient?: number;
  maxPerPair?: number;
  /** Failures on one account (from any clients) from which it is under attack. */
  attackThreshold?: number;
  delayBaseMs?: number;
  delayMaxMs?: number;
  now?: () => number;
  /** Where "account under attack" is reported. */
  log?: Logger;
}

export interface Lock {
  scope: LockScope;
  retryAfterSeconds: number;
}

/** An account that has received at least the attack threshold of failures in the window. */
export interface AccountUnderAttack {
  username: string;
  failures: number;
  /** Distinct client keys (IPv4 addresses, IPv6 /64s) the failures came from. */
  clients: number;
  firstAt: Date;
  lastAt: Date;
}

/** At most one "under attack" warning per account this often (per process). */
const ALERT_EVERY_MS = 5 * 60_000;

/**
 * Login limits read from the attempts table, so they hold across restarts and across auth instances. Failures
 * are counted over a sliding window:
 * - per client (its key: an IPv4 address or an IPv6 /64), whatever usernames it tries: `maxPerClient`;
 * - per (username, client) pair: `maxPerPair`;
 * - per username, no lock: from `attackThreshold` failures (from any clients) the account is under attack, and
 *   a client that has itself failed on it waits, after its last failure there, a delay that doubles with each
 *   further failure on the account. A client that has not failed on the account is not delayed, so guesses
 *   from elsewhere cannot lock the owner out.
 * A limit answers with the seconds until the attempt would be allowed.
 */
export class LoginLimiter {
  private readonly windowMs: number;
  private readonly maxPerClient: number;
  private readonly maxPerPair: number;
  private readonly attackThreshold: number;
  private readonly delayBaseMs: number;
  private readonly delayMaxMs: number;
  private readonly now: () => number;
  private readonly log?: Logger;
  private readonly alerted = new Map<string, number>();

  constructor(
    private readonly db: AuthDb,
    options: LimiterOptions = {},
  ) {
    this.windowMs = options.windowMs ?? LOGIN_LIMITS.windowSeconds * 1000;
    this.maxPerClient = options.maxPerClient ?? LOGIN_LIMITS.maxFailuresPerClient;
    this.maxPerPair = options.maxPerPair ?? LOGIN_LIMITS.maxFailuresPerPair;
    this.attackThreshold = options.attackThreshold ?? LOGIN_LIMITS.accountAttackThreshold;
    this.delayBaseMs = options.delayBaseMs ?? LOGIN_LIMITS.accountDelayBaseSeconds * 1000;
    this.delayMaxMs = options.delayMaxMs ?? LOGIN_LIMITS.accountDelayMaxSeconds * 1000;
    this.now = options.now ?? Date.now;
    this.log = options.log;
  }

  /** Failures in the window matching `where`, only those claimed before `before` when given. */
  private failures(where: { username?: string; clientIp?: string }, before?: bigint) {
    return {
      ...where,
      ...(before === undefined ? {} : { id: { lt: before } }),
      outcome: FAILURE,
      at: { gt: new Date(this.now() - this.windowMs) },
    };
  }

  /** Seconds until the `max`-th most recent failure leaves the window, or 0 when fewer than `max` are in it. */
  private async countLimit(
    where: { username?: string; clientIp: string },
    max: number,
    before?: bigint,
  ): Promise<number> {
    const [nth] = await this.db.loginAttempt.findMany({
      where: this.failures(where, before),
      orderBy: { at: 'desc' },
      skip: max - 1,
      take: 1,
      select: { at: true },
    });
    if (!nth) return 0;
    return Math.max(1, Math.ceil((nth.at.getTime() + this.windowMs - this.now()) / 1000));
  }

  /** The delay a client that failed on an account under attack waits, after `failures` on that account. */
  delayMsFor(failures: number): number {
    if (failures < this.attackThreshold) return 0;
    return Math.min(this.delayBaseMs * 2 ** (failures - this.attackThreshold), this.delayMaxMs);
  }

  /** Seconds this client still waits on this account (0 when the account is not under attack or it never failed). */
  private async accountDelay(username: string, clientIp: string, before?: bigint): Promise<number> {
    const [failures, last] = await Promise.all([
      this.db.loginAttempt.count({ where: this.failures({ username }, before) }),
      this.db.loginAttempt.findFirst({
        where: this.failures({ username, clientIp }, before),
        orderBy: { at: 'desc' },
        select: { at: true },
      }),
    ]);
    const delay = this.delayMsFor(failures);
    if (!delay || !last) return 0;
    const wait = last.at.getTime() + delay - this.now();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  async lockFor(username: string, clientIp: string, before?: bigint): Promise<Lock | null> {
    const [client, pair, account] = await Promise.all([
      this.countLimit({ clientIp }, this.maxPerClient, before),
      this.countLimit({ username, clientIp }, this.maxPerPair, before),
      this.accountDelay(username, clientIp, before),
    ]);
    if (client > 0) return { scope: 'client', retryAfterSeconds: client };
    if (pair > 0) return { scope: 'pair', retryAfterSeconds: pair };
    if (account > 0) return { scope: 'account', retryAfterSeconds: account };
    return null;
  }

  /**
   * Claims a login attempt before its password is checked. The attempt is written first and counts as a wrong
   * password until settled otherwise, so a burst of concurrent guesses cannot all pass the check before any
   * failure is written: each attempt is judged by the failures claimed before it. A refused attempt is recorded
   * as `locked_pair`, `locked_client` or `delayed_account` and does not extend the limit.
   */
  async begin(attempt: { username: string; clientIp: string; userAgent?: string }): Promise<{
    lock: Lock | null;
    settle(outcome: 'success' | 'bad_credentials' | 'password_changed'): Promise<void>;
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
    if (lock) await this.db.loginAttempt.update({ where: { id }, data: { outcome: REFUSED[lock.scope] } });
    return {
      lock,
      settle: async (outcome) => {
        if (outcome !== FAILURE) await this.db.loginAttempt.update({ where: { id }, data: { outcome } });
        else await this.alertIfUnderAttack(attempt.username);
      },
    };
  }

  /** Logs a warning (at most every 5 minutes per account) once an account reaches the attack threshold. */
  private async alertIfUnderAttack(username: string): Promise<void> {
    if (!this.log) return;
    const now = this.now();
    const last = this.alerted.get(username);
    if (last !== undefined && now - last < ALERT_EVERY_MS) return;
    const [account] = await this.underAttack(username);
    if (!account) return;
    this.alerted.set(username, now);
    for (const [name, at] of this.alerted) if (now - at >= ALERT_EVERY_MS) this.alerted.delete(name);
    this.log.warn(
      {
        alert: 'login_account_under_attack',
        username,
        failures: account.failures,
        clients: account.clients,
        windowSeconds: this.windowMs / 1000,
      },
      `Account "${username}" is under a password-guessing attack: ${account.failures} failed sign-ins from ${account.clients} clients in the last ${Math.round(this.windowMs / 60_000)} minutes. Clients that failed now wait growing delays; the account itself is not locked.`,
    );
  }

  /** Accounts (typed usernames, existing or not) at or past the attack threshold in the window, most failed first. */
  async underAttack(only?: string): Promise<AccountUnderAttack[]> {
    const groups = await this.db.loginAttempt.groupBy({
      by: ['username'],
      where: this.failures(only === undefined ? {} : { username: only }),
      _count: { _all: true },
      _min: { at: true },
      _max: { at: true },
    });
    const hot = groups
      .filter((group) => group._count._all >= this.attackThreshold)
      .sort((a, b) => b._count._all - a._count._all)
      .slice(0, 20);
    return Promise.all(
      hot.map(async (group) => {
        const clients = await this.db.loginAttempt.findMany({
          where: this.failures({ username: group.username }),
          distinct: ['clientIp'],
          select: { clientIp: true },
        });
        return {
          username: group.username,
          failures: group._count._all,
          clients: clients.length,
          firstAt: group._min.at as Date,
          lastAt: group._max.at as Date,
        };
      }),
    );
  }

  /** Attempts are kept 90 days for audit, then deleted. */
  async prune(): Promise<void> {
    await this.db.loginAttempt.deleteMany({ where: { at: { lt: new Date(this.now() - 90 * 86_400_000) } } });
  }
}
