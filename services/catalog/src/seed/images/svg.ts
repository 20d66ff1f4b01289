import type { Rng } from '../prng.ts';

/** Tiny SVG building helpers for the generated listing pictures. */

export const W = 1200;
export const H = 800;

const n = (v: number) => Math.round(v * 10) / 10;

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function linear(id: string, stops: ReadonlyArray<readonly [number, string]>, vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

export function radial(id: string, stops: ReadonlyArray<readonly [number, string, number?]>): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
    .join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

export function svg(defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/** Mixes two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const c = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

function parse(hex: string): number[] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
}

/** A date palm: a gently curved trunk with rings and a crown of drooping fronds. */
export function palm(
  rng: Rng,
  x: number,
  groundY: number,
  height: number,
  trunk: string,
  leaf: string,
): string {
  const lean = rng.float(-0.25, 0.25) * height;
  const topX = x + lean;
  const topY = groundY - height;
  const parts: string[] = [];
  const wBase = height * 0.06;
  const wTop = height * 0.035;
  parts.push(
    path(
      `M${n(x - wBase)} ${n(groundY)} Q${n(x + lean * 0.3 - wBase)} ${n(groundY - height * 0.5)} ${n(topX - wTop)} ${n(topY)} L${n(topX + wTop)} ${n(topY)} Q${n(x + lean * 0.3 + wBase)} ${n(groundY - height * 0.5)} ${n(x + wBase)} ${n(groundY)}Z`,
      trunk,
    ),
  );
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const cx = x + lean * t * t;
    const cy = groundY - height * t;
    parts.push(
      `<line x1="${n(cx - wBase * (1 - t * 0.4))}" y1="${n(cy)}" x2="${n(cx + wBase * (1 - t * 0.4))}" y2="${n(cy + 3)}" stroke="${darken(trunk, 0.25)}" stroke-width="2"/>`,
    );
  }
  const fronds = rng.int(7, 10);
  for (let i = 0; i < fronds; i++) {
    const angle = -Math.PI + (Math.PI * (i + 0.5)) / fronds + rng.float(-0.15, 0.15);
    const len = height * rng.float(0.45, 0.62);
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.35 + len * 0.45;
    const cx = topX + Math.cos(angle) * len * 0.55;
    const cy = topY + Math.sin(angle) * len * 0.9 - len * 0.1;
    const shade = i % 2 === 0 ? leaf : darken(leaf, 0.18);
    parts.push(
      `<path d="M${n(topX)} ${n(topY)} Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)}" stroke="${shade}" stroke-width="${n(height * 0.045)}" stroke-linecap="round" fill="none"/>`,
    );
  }
  parts.push(circle(topX, topY + 4, height * 0.035, darken(trunk, 0.35)));
  return `<g>${parts.join('')}</g>`;
}

/** A rounded shrub. */
export function shrub(x: number, y: number, r: number, colour: string): string {
  return [
    circle(x - r * 0.6, y, r * 0.7, darken(colour, 0.1)),
    circle(x + r * 0.6, y, r * 0.75, colour),
    circle(x, y - r * 0.35, r * 0.8, lighten(colour, 0.08)),
  ].join('');
}
