/** Round axis ticks from 0 to at least `max`: steps of 1, 2, 2.5 or 5 times a power of ten. */
export function niceTicks(max: number, count: number): number[] {
  if (!Number.isFinite(max) || max <= 0 || count < 1) return [0];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) {
    ticks.push(Math.round(tick * 1e6) / 1e6);
    if (tick >= max) break;
  }
  return ticks;
}
