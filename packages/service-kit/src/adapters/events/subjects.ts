/** NATS subject matching: `*` is one token, `>` one or more trailing tokens. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const want = pattern.split('.');
  const have = subject.split('.');
  for (let i = 0; i < want.length; i++) {
    const token = want[i];
    if (token === '>') return have.length > i;
    if (i >= have.length) return false;
    if (token !== '*' && token !== have[i]) return false;
  }
  return want.length === have.length;
}

export const DEADLETTER_PREFIX = 'deadletter.';

/** Subjects of the one JetStream stream; every event type must start with one of these prefixes. */
export const STREAM_SUBJECTS = ['catalog.>', 'content.>', 'contact.>', 'auth.>', 'media.>', 'deadletter.>'];

/** Retry delay after a failed delivery: 0.5 s, 1 s, 2 s... capped at 30 s. */
export function defaultRetryDelayMs(deliveryCount: number): number {
  return Math.min(30_000, 500 * 2 ** (deliveryCount - 1));
}
