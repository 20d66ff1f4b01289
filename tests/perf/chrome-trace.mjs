// A Chrome trace of one tab, recorded over CDP while a caller's steps run (perf:trace, perf:first-frame).

/**
 * Starts tracing `tab` of `context` (playwright-core) with `categories`, runs `during(cdp)` (its CDP session),
 * then stops and collects the trace. Returns the trace's events and what `during` returned.
 */
export async function recordTrace(context, tab, categories, during) {
  const cdp = await context.newCDPSession(tab);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
  const result = await during(cdp);
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.end');
  await complete;
  return { events, result };
}
