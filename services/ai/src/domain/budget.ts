import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ConfigError } from '@manzil/service-kit';

/**
 * A count of things in progress with a ceiling (model calls, open answer streams), for the whole process.
 * `tryEnter()` answers a function that leaves, or nothing when the ceiling is reached.
 */
export class Gate {
  private open = 0;

  constructor(readonly max: number) {}

  get inUse(): number {
    return this.open;
  }

  tryEnter(): (() => void) | undefined {
    if (this.open >= this.max) return undefined;
    this.open += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.open -= 1;
    };
  }
}

/**
 * The model's tokens spent today (UTC), against a daily budget. Past it, the built-in assistant answers until
 * the next UTC day. One process's count (each ai process has its own budget).
 */
export class TokenBudget {
  private day = '';
  private spent = 0;

  constructor(
    readonly dailyTokens: number,
    private readonly now: () => number = Date.now,
  ) {}

  private roll(): void {
    const today = new Date(this.now()).toISOString().slice(0, 10);
    if (today !== this.day) {
      this.day = today;
      this.spent = 0;
    }
  }

  /** Whether the model may be called now. */
  available(): boolean {
    this.roll();
    return this.spent < this.dailyTokens;
  }

  spend(tokens: number): void {
    this.roll();
    if (Number.isFinite(tokens) && tokens > 0) this.spent += tokens;
  }

  get spentToday(): number {
    this.roll();
    return this.spent;
  }
}

/**
 * Signs the assistant's answers, so a turn the widget sends back as the assistant's is given to the model as
 * the assistant's own words only when the server wrote it (a forged or edited one is left out).
 */
export class TurnSigner {
  private readonly key: Buffer;

  constructor(secret?: string) {
    this.key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  sign(content: string): string {
    return `v1.${createHmac('sha256', this.key).update(content, 'utf8').digest('base64url')}`;
  }

  verify(content: string, signature: string | undefined): boolean {
    if (!signature) return false;
    const expected = Buffer.from(this.sign(content));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** The assistant's cost and misuse limits (issue 22). */
export interface AiLimits {
  /** Model calls answering at once in this process (default 4); past it the built-in assistant answers. */
  maxModelCalls: number;
  /** Answer streams open at once in this process (default 50); past it 503 with Retry-After. */
  maxOpenStreams: number;
  /** Model tokens a day (UTC) when a model is configured (default 1,000,000); past it the built-in answers. */
  dailyTokens: number;
  /** Key of the answers' signatures (AI_TURN_SECRET); a random one per process when unset. */
  turnSecret?: string;
}

export const DEFAULT_AI_LIMITS: AiLimits = { maxModelCalls: 4, maxOpenStreams: 50, dailyTokens: 1_000_000 };

function positiveInteger(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    throw new ConfigError(name, `${name} must be a whole number of at least 1 (e.g. ${name}=${fallback}).`);
  }
  return Number(raw);
}

/**
 * The limits from the environment: AI_MAX_CONCURRENT_MODEL_CALLS, AI_MAX_OPEN_STREAMS, AI_DAILY_TOKEN_BUDGET,
 * AI_TURN_SECRET (at least 32 characters). A bad value stops the start with a message naming the variable.
 */
export function aiLimitsFromEnv(env: Record<string, string | undefined>): AiLimits {
  const secret = env.AI_TURN_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    throw new ConfigError(
      'AI_TURN_SECRET',
      'AI_TURN_SECRET must be at least 32 characters long (e.g. AI_TURN_SECRET="$(openssl rand -hex 32)").',
    );
  }
  return {
    maxModelCalls: positiveInteger(env, 'AI_MAX_CONCURRENT_MODEL_CALLS', DEFAULT_AI_LIMITS.maxModelCalls),
    maxOpenStreams: positiveInteger(env, 'AI_MAX_OPEN_STREAMS', DEFAULT_AI_LIMITS.maxOpenStreams),
    dailyTokens: positiveInteger(env, 'AI_DAILY_TOKEN_BUDGET', DEFAULT_AI_LIMITS.dailyTokens),
    ...(secret ? { turnSecret: secret } : {}),
  };
}
