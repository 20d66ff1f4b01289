import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestScope {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * The request id of the work in progress: the HTTP request being answered (set by `createServer`) or the event
 * being handled (set by the event buses from the event's `requestId`). `newEvent` stamps it on the events a
 * change writes, the logger adds it to every line, so one id follows a change from the admin's request through
 * the outbox and the bus to the consumers' logs.
 */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `fn` with `requestId` as the current request id (or with none when it is undefined). */
export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? storage.run({ requestId }, fn) : storage.exit(fn);
}
