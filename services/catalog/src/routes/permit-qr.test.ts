import { describe, expect, it, vi } from 'vitest';
import { permitPatternSource, permitQrSvg } from './permit-qr.ts';

const site = (permitCheckUrl?: string) =>
  new Response(
    JSON.stringify({ company: { name: 'Manzil', ...(permitCheckUrl ? { permitCheckUrl } : {}) } }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  );

describe('the permit check pattern', () => {
  it("reads the site content's pattern once a minute, through the content service's API", async () => {
    const fetchMock = vi.fn(async (_url: string) => site('https://check.example/permits/{permit}'));
    const pattern = permitPatternSource(() => 'http://content:4103', fetchMock as unknown as typeof fetch);
    expect(await pattern()).toBe('https://check.example/permits/{permit}');
    expect(await pattern()).toBe('https://check.example/permits/{permit}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://content:4103/api/content/site');
  });

  it('falls back to the default check when none is set or the content service is away', async () => {
    const unset = permitPatternSource(() => 'http://content', (async () =>
      site()) as unknown as typeof fetch);
    expect(await unset()).toContain('{permit}');
    const away = permitPatternSource(() => 'http://content', (async () => {
      throw new Error('connection refused');
    }) as unknown as typeof fetch);
    expect(await away()).toBe(await unset());
  });
});

describe('permitQrSvg', () => {
  it('draws a scannable SVG (dark on white) of the URL', async () => {
    const svg = await permitQrSvg('https://check.example/permits/20261234567');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#111111"');
  });
});
