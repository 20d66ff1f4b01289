import { describe, expect, it } from 'vitest';
import { alone } from './serve-build.mjs';

/** A build whose gateway records what was done to it. */
function build(id, log) {
  return {
    id,
    gateway: { pause: () => log.push(`pause ${id}`), resume: () => log.push(`resume ${id}`) },
  };
}

describe('alone', () => {
  it('pauses the other builds while one is measured, then lets them run again', async () => {
    const log = [];
    const before = build('before', log);
    const after = build('after', log);
    const running = { id: 'running site' }; // PERF_BASE_URL: not ours to pause
    const result = await alone([before, after, running], after, async () => {
      log.push('measure after');
      return 7;
    });
    expect(result).toBe(7);
    expect(log).toEqual(['pause before', 'measure after', 'resume before']);
  });

  it('lets them run again when the measure fails', async () => {
    const log = [];
    const before = build('before', log);
    const after = build('after', log);
    await expect(
      alone([before, after], before, async () => {
        throw new Error('Lighthouse failed');
      }),
    ).rejects.toThrow('Lighthouse failed');
    expect(log).toEqual(['pause after', 'resume after']);
  });
});
