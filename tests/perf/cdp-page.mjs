// Asking a page through CDP alone (perf:web's first tap, perf:trace): Playwright's locators and waits would evaluate
// Playwright's own script in the page, tasks of 10 to 80 ms at full speed that a visitor's phone does not have.

/** What `expression` evaluates to in the page (by value), through CDP. */
export async function evaluate(cdp, expression, { awaitPromise = false } = {}) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

/** Polls `expression` every `everyMs` until it is not null (nor undefined); null after `timeoutMs`. */
export async function waitFor(cdp, expression, timeoutMs, everyMs = 50) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    // A navigation in between destroys the context the expression ran in: asked again.
    const value = await evaluate(cdp, expression).catch(() => null);
    if (value != null) return value;
    await new Promise((wait) => setTimeout(wait, everyMs));
  }
  return null;
}
