/** Polls `check` every 20 ms until it answers something other than undefined, and answers that; throws after `ms`. */
export async function waitFor<T>(check: () => T | undefined, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
