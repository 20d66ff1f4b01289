import type { Logger } from '@manzil/service-kit';
import type { Gate, TokenBudget } from '../domain/budget.ts';
import type { Assistant } from './assistant.ts';

export interface GuardOptions {
  /** Model calls at once (the whole process). */
  gate: Gate;
  /** Today's model tokens. */
  budget: TokenBudget;
  log: Logger;
}

/**
 * The model-backed assistant within the process's limits: when as many model calls as allowed are already
 * answering, or today's token budget is spent, the built-in assistant answers instead (same contract, no cost).
 */
export function guardedAssistant(model: Assistant, builtIn: Assistant, options: GuardOptions): Assistant {
  let warnedDay = '';
  return {
    kind: 'model',
    async reply(input, replyOptions) {
      if (!options.budget.available()) {
        const today = new Date().toISOString().slice(0, 10);
        if (warnedDay !== today) {
          warnedDay = today;
          options.log.warn(
            { dailyTokens: options.budget.dailyTokens, spent: options.budget.spentToday },
            'daily model token budget spent; the built-in assistant answers until tomorrow (UTC)',
          );
        }
        return builtIn.reply(input, replyOptions);
      }
      const leave = options.gate.tryEnter();
      if (!leave) {
        options.log.info({ maxModelCalls: options.gate.max }, 'model calls at their limit; built-in answer');
        return builtIn.reply(input, replyOptions);
      }
      try {
        return await model.reply(input, replyOptions);
      } finally {
        leave();
      }
    },
  };
}
