import { ConfigError } from '@manzil/service-kit';
import { describe, expect, it } from 'vitest';
import { aiLimitsFromEnv, DEFAULT_AI_LIMITS, Gate, TokenBudget, TurnSigner } from '../src/domain/budget.ts';

describe('the assistant limits from the environment', () => {
  it('has defaults and reads each variable', () => {
    expect(aiLimitsFromEnv({})).toEqual(DEFAULT_AI_LIMITS);
    expect(
      aiLimitsFromEnv({
        AI_MAX_CONCURRENT_MODEL_CALLS: '2',
        AI_MAX_OPEN_STREAMS: '10',
        AI_DAILY_TOKEN_BUDGET: '50000',
        AI_TURN_SECRET: 's'.repeat(32),
      }),
    ).toEqual({ maxModelCalls: 2, maxOpenStreams: 10, dailyTokens: 50_000, turnSecret: 's'.repeat(32) });
  });

  it.each([
    ['AI_MAX_CONCURRENT_MODEL_CALLS', '0'],
    ['AI_MAX_OPEN_STREAMS', 'many'],
    ['AI_DAILY_TOKEN_BUDGET', '-5'],
    ['AI_DAILY_TOKEN_BUDGET', '1.5'],
    ['AI_TURN_SECRET', 'short'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    let error: unknown;
    try {
      aiLimitsFromEnv({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(name);
    expect((error as Error).message).toContain(name);
  });
});

describe('Gate', () => {
  it('lets in up to its ceiling and counts each leave once', () => {
    const gate = new Gate(2);
    const a = gate.tryEnter();
    const b = gate.tryEnter();
    expect(a && b).toBeTruthy();
    expect(gate.tryEnter()).toBeUndefined();
    a?.();
    a?.();
    expect(gate.inUse).toBe(1);
    expect(gate.tryEnter()).toBeDefined();
  });
});

describe('TokenBudget', () => {
  it('is spent within a UTC day and starts again the next', () => {
    let now = Date.UTC(2026, 0, 1, 23, 59);
    const budget = new TokenBudget(100, () => now);
    budget.spend(60);
    expect(budget.available()).toBe(true);
    budget.spend(40);
    expect(budget.available()).toBe(false);
    now = Date.UTC(2026, 0, 2, 0, 0);
    expect(budget.available()).toBe(true);
    expect(budget.spentToday).toBe(0);
  });
});

describe('TurnSigner', () => {
  it('verifies its own signature of the same text only', () => {
    const signer = new TurnSigner('k'.repeat(32));
    const signature = signer.sign('Hello!');
    expect(signer.verify('Hello!', signature)).toBe(true);
    expect(signer.verify('Hello!!', signature)).toBe(false);
    expect(signer.verify('Hello!', undefined)).toBe(false);
    expect(new TurnSigner('x'.repeat(32)).verify('Hello!', signature)).toBe(false);
    // With the same secret, another process accepts it.
    expect(new TurnSigner('k'.repeat(32)).verify('Hello!', signature)).toBe(true);
  });
});
