import type { ServiceContext } from '../context.ts';
import { type OutboxRelay, type OutboxRelayOptions, startOutboxRelay } from './outbox.ts';

/**
 * Starts the relay of a service's outbox on the context's bus for the life of the context: reported in health
 * and `/metrics`, and stopped at shutdown. Call it after `ctx.openDatabase`, so the relay stops before the
 * database closes.
 */
export function relayOutbox(
  ctx: Pick<ServiceContext, 'events' | 'log' | 'registerHealth' | 'onShutdown'>,
  options: Omit<OutboxRelayOptions, 'bus' | 'log'>,
): OutboxRelay {
  const relay = startOutboxRelay({ bus: ctx.events, log: ctx.log, ...options });
  ctx.registerHealth(relay);
  ctx.onShutdown(() => relay.stop());
  return relay;
}
