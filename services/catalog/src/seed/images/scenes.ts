import { mulberry32, type Rng } from '../prng.ts';
import type { SceneKind } from './pool.ts';
import { circle, darken, H, lighten, linear, mix, palm, path, radial, rect, shrub, svg, W } from './svg.ts';

/** Outdoor light: sky from top to horizon, the sun, and the tint of the sea. */
interface Sky {
  top: string;
  horizon: string;
  sun: string;
  sea: string;
  haze: string;
}

const SKIES: readonly Sky[] = [
  { top: '#2f7fd0', horizon: '#bfe3f7', sun: '#fff6d8', sea: '#1f8fb0', haze: '#e3f2fb' },
  { top: '#3a6fb8', horizon: '#f7d9a8', sun: '#ffe7a3', sea: '#2a7ea5', haze: '#fbe6c4' },
  { top: '#5a4d8f', horizon: '#f5a87a', sun: '#ffd08a', sea: '#4a6c9a', haze: '#f7c49c' },
  { top: '#1d5f9e', horizon: '#9fd4ee', sun: '#ffffff', sea: '#137ea0', haze: '#d4ecf7' },
  { top: '#7aa7d6', horizon: '#f1e6d0', sun: '#fff2cc', sea: '#5a9fb8', haze: '#f4ecdc' },
  { top: '#26466f', horizon: '#e99a6b', sun: '#ffc878', sea: '#35587c', haze: '#eab08a' },
];

/** Building and interior materials typical of the Gulf: sand, stone, white render, warm wood. */
const FACADES = ['#efe6d6', '#e6d3b3', '#f4f1ea', '#d9c7a7', '#cfd6db', '#e9dccb', '#c9b79c'];
const GLASS = ['#6fa6c9', '#4f87ad', '#8dbcd6', '#5b9bb5', '#7fb0c2'];
const LEAVES = ['#3f7d3a', '#4b8b45', '#2f6d3f', '#5a8f3c'];
const WALLS = ['#f2ece3', '#e9e2d6', '#ede7df', '#dfe6e4', '#efe3d3', '#e4ddd4'];
const WOODS = ['#b98b5e', '#a47449', '#c9a27a', '#8f6a4a', '#d1b08b'];
const FABRICS = ['#8aa1a9', '#c7b59b', '#6f8f8a', '#b9a0a0', '#9aa7c2', '#d8cfc2', '#7c8c6e'];
const ACCENTS = ['#c8735a', '#d9a441', '#5f8f9f', '#8a6fa8', '#6b9a6b', '#b85c6e'];

/** Renders one picture of the pool as SVG. The same kind and seed always give the same picture. */
export function sceneSvg(kind: SceneKind, seed: number): string {
  const rng = mulberry32(seed);
  switch (kind) {
    case 'tower':
      return towers(rng);
    case 'villa':
      return villa(rng);
    case 'townhouse':
      return townhouses(rng);
    case 'waterfront':
      return waterfront(rng);
    case 'living':
      return livingRoom(rng);
    case 'bedroom':
      return bedroom(rng);
    case 'kitchen':
      return kitchen(rng);
    case 'pool':
      return poolDeck(rng);
  }
}

// ------------------------------------------------------------------------------------------- outdoors

function skyLayer(rng: Rng, sky: Sky, horizonY: number): { defs: string[]; body: string[] } {
  const sunX = rng.float(150, W - 150);
  const sunY = rng.float(horizonY * 0.25, horizonY * 0.7);
  return {
    defs: [
      linear('sky', [
        [0, sky.top],
        [1, sky.horizon],
      ]),
      radial('glow', [
        [0, sky.sun, 0.9],
        [0.35, sky.sun, 0.35],
        [1, sky.sun, 0],
      ]),
    ],
    body: [
      rect(0, 0, W, horizonY + 2, 'url(#sky)'),
      circle(sunX, sunY, 220, 'url(#glow)'),
      circle(sunX, sunY, 38, sky.sun),
      ...clouds(rng, horizonY, sky),
    ],
  };
}

function clouds(rng: Rng, horizonY: number, sky: Sky): string[] {
  const out: string[] = [];
  for (let i = 0; i < rng.int(1, 4); i++) {
    const x = rng.float(0, W);
    const y = rng.float(60, horizonY * 0.55);
    const w = rng.float(120, 260);
    const c = lighten(sky.haze, 0.4);
    out.push(`<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${w / 9}" fill="${c}" opacity="0.7"/>`);
    out.push(
      `<ellipse cx="${x + w * 0.15}" cy="${y - w / 14}" rx="${w / 4}" ry="${w / 10}" fill="${c}" opacity="0.7"/>`,
    );
  }
  return out;
}

function distantSkyline(rng: Rng, baseY: number, colour: string): string {
  const out: string[] = [];
  let x = -20;
  while (x < W) {
    const w = rng.float(30, 80);
    const h = rng.float(40, 170);
    out.push(rect(x, baseY - h, w, h, colour));
    if (rng.chance(0.3)) out.push(rect(x + w * 0.4, baseY - h - 20, w * 0.2, 20, colour));
    x += w + rng.float(2, 20);
  }
  return `<g opacity="0.55">${out.join('')}</g>`;
}

function tower(
  rng: Rng,
  x: number,
  baseY: number,
  w: number,
  h: number,
  facade: string,
  glass: string,
): string {
  const out: string[] = [];
  const top = baseY - h;
  const crown = rng.int(0, 2);
  out.push(rect(x, top, w, h, facade));
  out.push(rect(x + w * 0.72, top, w * 0.28, h, darken(facade, 0.12)));
  if (crown === 1)
    out.push(path(`M${x} ${top} L${x + w / 2} ${top - w * 0.35} L${x + w} ${top}Z`, darken(facade, 0.05)));
  if (crown === 2) out.push(rect(x + w * 0.2, top - 30, w * 0.6, 30, darken(facade, 0.08)));
  const cols = Math.max(3, Math.round(w / 26));
  const rows = Math.floor((h - 40) / 28);
  const cw = (w - 16) / cols;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const shade = rng.chance(0.12) ? lighten(glass, 0.45) : mix(glass, '#0b2a44', rng.float(0, 0.25));
      out.push(rect(x + 8 + c * cw + 2, top + 20 + r * 28, cw - 4, 20, shade));
    }
  }
  return out.join('');
}

function towers(rng: Rng): string {
  const sky = rng.pick(SKIES);
  const horizonY = rng.float(520, 580);
  const { defs, body } = skyLayer(rng, sky, horizonY);
  defs.push(
    linear('sea', [
      [0, sky.sea],
      [1, darken(sky.sea, 0.25)],
    ]),
  );
  body.push(distantSkyline(rng, horizonY, mix(sky.horizon, '#5b6b7c', 0.5)));
  body.push(rect(0, horizonY, W, H - horizonY, 'url(#sea)'));
  for (let i = 0; i < 14; i++) {
    const y = horizonY + rng.float(10, H - horizonY - 120);
    body.push(rect(rng.float(0, W), y, rng.float(40, 160), 2, lighten(sky.sea, 0.5), 'opacity="0.5"'));
  }
  const count = rng.int(2, 4);
  const facade = rng.pick(FACADES);
  const glass = rng.pick(GLASS);
  for (let i = 0; i < count; i++) {
    const w = rng.float(130, 200);
    const x = (W / count) * i + rng.float(10, W / count - w - 10);
    const h = rng.float(330, 560);
    body.push(tower(rng, x, H - 110, w, h, i % 2 === 0 ? facade : rng.pick(FACADES), glass));
  }
  const promenade = rng.pick(['#d8c7a6', '#cfc3b0', '#e2d4b8']);
  body.push(rect(0, H - 110, W, 110, promenade));
  body.push(rect(0, H - 110, W, 8, darken(promenade, 0.2)));
  const leaf = rng.pick(LEAVES);
  for (let i = 0; i < rng.int(2, 4); i++) {
    body.push(palm(rng, rng.float(40, W - 40), H - 40, rng.float(200, 300), '#8b6b4a', leaf));
  }
  return svg(defs, body);
}

function villaBlock(rng: Rng, x: number, baseY: number, w: number, h: number, facade: string): string {
  const out: string[] = [];
  const glass = rng.pick(GLASS);
  const upperW = w * rng.float(0.55, 0.75);
  const upperX = x + rng.float(0, w - upperW);
  out.push(rect(x, baseY - h / 2, w, h / 2, facade));
  out.push(rect(upperX, baseY - h, upperW, h / 2, lighten(facade, 0.06)));
  out.push(rect(x - 12, baseY - h / 2 - 10, w + 24, 12, darken(facade, 0.18)));
  out.push(rect(upperX - 10, baseY - h - 10, upperW + 20, 12, darken(facade, 0.18)));
  for (let i = 0; i < 3; i++) {
    const ww = upperW / 4;
    out.push(rect(upperX + ww * 0.4 + i * ww * 1.2, baseY - h + 30, ww * 0.8, h / 2 - 60, glass));
  }
  out.push(rect(x + w * 0.08, baseY - h / 2 + 30, w * 0.38, h / 2 - 30, glass));
  out.push(rect(x + w * 0.08, baseY - h / 2 + 30, w * 0.38, 6, lighten(glass, 0.4)));
  out.push(rect(x + w * 0.62, baseY - h / 2 + 50, w * 0.14, h / 2 - 50, rng.pick(WOODS)));
  out.push(rect(x + w * 0.8, baseY - h / 2 + 30, w * 0.14, h / 4, glass));
  return out.join('');
}

function villa(rng: Rng): string {
  const sky = rng.pick(SKIES);
  const horizonY = 540;
  const { defs, body } = skyLayer(rng, sky, horizonY);
  defs.push(
    linear('lawn', [
      [0, '#7fae5a'],
      [1, '#4f8a3e'],
    ]),
  );
  body.push(distantSkyline(rng, horizonY, mix(sky.horizon, '#8a8f7a', 0.45)));
  body.push(rect(0, horizonY, W, H - horizonY, 'url(#lawn)'));
  const facade = rng.pick(FACADES);
  const w = rng.float(520, 680);
  const x = rng.float(180, W - w - 120);
  body.push(villaBlock(rng, x, 640, w, rng.float(300, 360), facade));
  const wall = darken(facade, 0.08);
  body.push(rect(0, 610, x - 30, 40, wall));
  body.push(rect(x + w + 30, 610, W - x - w - 30, 40, wall));
  body.push(
    path(`M${x + w * 0.55} 640 L${x + w * 0.75} 640 L${x + w * 0.95} ${H} L${x + w * 0.35} ${H}Z`, '#d9d2c4'),
  );
  const leaf = rng.pick(LEAVES);
  for (let i = 0; i < 5; i++) body.push(shrub(rng.float(0, W), rng.float(660, 760), rng.float(26, 44), leaf));
  body.push(palm(rng, rng.float(60, x - 20), 700, rng.float(300, 380), '#8b6b4a', leaf));
  body.push(palm(rng, rng.float(x + w + 20, W - 40), 690, rng.float(260, 340), '#7d5f41', leaf));
  return svg(defs, body);
}

function townhouses(rng: Rng): string {
  const sky = rng.pick(SKIES);
  const horizonY = 540;
  const { defs, body } = skyLayer(rng, sky, horizonY);
  body.push(rect(0, horizonY, W, H - horizonY, '#6f9f52'));
  const count = rng.int(3, 5);
  const unitW = (W - 120) / count;
  const base = rng.pick(FACADES);
  const glass = rng.pick(GLASS);
  for (let i = 0; i < count; i++) {
    const x = 60 + i * unitW;
    const h = 300 + (i % 2) * 30;
    const facade = i % 2 === 0 ? base : darken(base, 0.06);
    body.push(rect(x, 620 - h, unitW - 6, h, facade));
    body.push(rect(x - 4, 620 - h - 12, unitW + 2, 14, darken(base, 0.2)));
    body.push(rect(x + unitW * 0.12, 620 - h + 40, unitW * 0.5, h * 0.35, glass));
    body.push(rect(x + unitW * 0.12, 620 - h * 0.45, unitW * 0.35, h * 0.45 - 10, glass));
    body.push(rect(x + unitW * 0.6, 620 - h * 0.4, unitW * 0.22, h * 0.4, rng.pick(WOODS)));
    body.push(rect(x + unitW * 0.08, 620 - h * 0.55, unitW * 0.6, 8, darken(base, 0.25)));
  }
  body.push(rect(0, 620, W, 40, '#cfc6b5'));
  const leaf = rng.pick(LEAVES);
  for (let i = 0; i < 7; i++) body.push(shrub(rng.float(0, W), rng.float(680, 770), rng.float(22, 38), leaf));
  for (let i = 0; i < rng.int(1, 3); i++)
    body.push(palm(rng, rng.float(30, W - 30), 720, rng.float(240, 320), '#8b6b4a', leaf));
  return svg(defs, body);
}

function waterfront(rng: Rng): string {
  const sky = rng.pick(SKIES);
  const horizonY = rng.float(380, 440);
  const { defs, body } = skyLayer(rng, sky, horizonY);
  defs.push(
    linear('sea', [
      [0, lighten(sky.sea, 0.15)],
      [1, darken(sky.sea, 0.2)],
    ]),
    linear('sand', [
      [0, '#eedfc0'],
      [1, '#d9c49b'],
    ]),
  );
  body.push(distantSkyline(rng, horizonY, mix(sky.horizon, '#6d7a88', 0.45)));
  body.push(rect(0, horizonY, W, H - horizonY, 'url(#sea)'));
  for (let i = 0; i < 22; i++) {
    const y = horizonY + rng.float(8, 260);
    body.push(rect(rng.float(0, W), y, rng.float(30, 140), 2, lighten(sky.sea, 0.55), 'opacity="0.55"'));
  }
  for (let i = 0; i < rng.int(1, 3); i++) {
    const bx = rng.float(100, W - 100);
    const by = horizonY + rng.float(30, 140);
    body.push(
      path(`M${bx - 30} ${by} L${bx + 30} ${by} L${bx + 20} ${by + 10} L${bx - 20} ${by + 10}Z`, '#ffffff'),
    );
    body.push(path(`M${bx} ${by - 60} L${bx} ${by - 2} L${bx + 26} ${by - 4}Z`, '#fafafa'));
  }
  const shore = rng.float(600, 660);
  body.push(path(`M0 ${shore} Q${W / 2} ${shore - 50} ${W} ${shore + 10} L${W} ${H} L0 ${H}Z`, 'url(#sand)'));
  const leaf = rng.pick(LEAVES);
  body.push(palm(rng, rng.float(60, 260), H - 30, rng.float(360, 460), '#8b6b4a', leaf));
  if (rng.chance(0.6))
    body.push(palm(rng, rng.float(W - 300, W - 60), H - 20, rng.float(320, 420), '#7d5f41', leaf));
  return svg(defs, body);
}

function poolDeck(rng: Rng): string {
  const sky = rng.pick(SKIES);
  const horizonY = 360;
  const { defs, body } = skyLayer(rng, sky, horizonY);
  defs.push(
    linear('pool', [
      [0, '#59c7d9'],
      [1, '#1f8fb3'],
    ]),
  );
  const facade = rng.pick(FACADES);
  body.push(rect(0, 200, W * 0.35, horizonY - 200 + 42, facade));
  body.push(rect(40, 240, W * 0.25, 120, rng.pick(GLASS)));
  const deck = rng.pick(['#e4d8c3', '#d8ccb6', '#ece3d3']);
  body.push(rect(W * 0.35, horizonY, W * 0.65, 42, sky.sea));
  body.push(rect(0, horizonY + 40, W, H - horizonY - 40, deck));
  for (let x = 0; x < W; x += 80) body.push(rect(x, horizonY + 40, 2, H, darken(deck, 0.08)));
  body.push(
    path(
      `M${W * 0.12} ${H - 70} L${W * 0.3} ${horizonY + 90} L${W * 0.95} ${horizonY + 90} L${W * 0.9} ${H - 70}Z`,
      'url(#pool)',
    ),
  );
  for (let i = 0; i < 16; i++) {
    const y = rng.float(horizonY + 110, H - 90);
    body.push(
      `<path d="M${rng.float(W * 0.3, W * 0.8)} ${y} q20 -8 40 0 t40 0" stroke="#c9f1f7" stroke-width="3" fill="none" opacity="0.7"/>`,
    );
  }
  const accent = rng.pick(ACCENTS);
  for (let i = 0; i < 3; i++) {
    const lx = W * 0.1 + i * 90;
    body.push(
      path(`M${lx} ${H - 40} L${lx + 70} ${H - 40} L${lx + 80} ${H - 80} L${lx + 10} ${H - 60}Z`, '#ffffff'),
    );
    body.push(rect(lx + 4, H - 36, 6, 30, '#9a9a9a'));
  }
  body.push(rect(W * 0.78, horizonY - 40, 6, 250, '#7a7a7a'));
  body.push(
    path(
      `M${W * 0.78 - 110} ${horizonY - 10} Q${W * 0.78 + 3} ${horizonY - 90} ${W * 0.78 + 116} ${horizonY - 10}Z`,
      accent,
    ),
  );
  const leaf = rng.pick(LEAVES);
  body.push(palm(rng, W - 90, horizonY + 60, rng.float(300, 380), '#8b6b4a', leaf));
  return svg(defs, body);
}

// ------------------------------------------------------------------------------------------- interiors

function room(rng: Rng): { defs: string[]; body: string[]; wall: string; floorY: number } {
  const wall = rng.pick(WALLS);
  const wood = rng.pick(WOODS);
  const floorY = rng.float(560, 600);
  const defs = [
    linear('wall', [
      [0, lighten(wall, 0.2)],
      [1, darken(wall, 0.05)],
    ]),
    linear('floor', [
      [0, wood],
      [1, darken(wood, 0.2)],
    ]),
  ];
  const body = [rect(0, 0, W, floorY, 'url(#wall)'), rect(0, floorY, W, H - floorY, 'url(#floor)')];
  for (let x = -40; x < W; x += 90) {
    body.push(
      path(`M${x} ${floorY} L${x - 60} ${H}`, 'none', `stroke="${darken(wood, 0.25)}" stroke-width="2"`),
    );
  }
  body.push(rect(0, floorY - 10, W, 10, lighten(wall, 0.3)));
  return { defs, body, wall, floorY };
}

function window(rng: Rng, x: number, y: number, w: number, h: number): string {
  const sky = rng.pick(SKIES);
  const out = [
    `<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="0.7" stop-color="${sky.horizon}"/><stop offset="0.71" stop-color="${sky.sea}"/><stop offset="1" stop-color="${darken(sky.sea, 0.2)}"/></linearGradient>`,
  ];
  const body = [rect(x - 10, y - 10, w + 20, h + 20, '#f7f7f5'), rect(x, y, w, h, 'url(#view)')];
  body.push(
    `<g opacity="0.55">${distantSkylineInBox(rng, x, y + h * 0.7, w, mix(sky.horizon, '#6d7a88', 0.4))}</g>`,
  );
  for (let i = 1; i < 3; i++) body.push(rect(x + (w / 3) * i - 3, y, 6, h, '#f7f7f5'));
  return `<defs>${out.join('')}</defs>${body.join('')}`;
}

function distantSkylineInBox(rng: Rng, x: number, baseY: number, w: number, colour: string): string {
  const out: string[] = [];
  let cx = x;
  while (cx < x + w - 10) {
    const bw = Math.min(rng.float(14, 36), x + w - cx);
    const bh = rng.float(20, 80);
    out.push(rect(cx, baseY - bh, bw, bh, colour));
    cx += bw + rng.float(2, 10);
  }
  return out.join('');
}

function plant(x: number, floorY: number, scale: number, leaf: string): string {
  return [
    path(
      `M${x - 26 * scale} ${floorY} L${x + 26 * scale} ${floorY} L${x + 20 * scale} ${floorY - 50 * scale} L${x - 20 * scale} ${floorY - 50 * scale}Z`,
      '#d8cfc2',
    ),
    shrub(x, floorY - 90 * scale, 40 * scale, leaf),
    shrub(x + 10 * scale, floorY - 140 * scale, 30 * scale, lighten(leaf, 0.1)),
  ].join('');
}

function livingRoom(rng: Rng): string {
  const { defs, body, floorY } = room(rng);
  body.push(window(rng, rng.float(80, 160), 90, rng.float(520, 640), 330));
  const art = rng.pick(ACCENTS);
  body.push(rect(W - 300, 150, 190, 130, '#faf8f4'), rect(W - 290, 160, 170, 110, art));
  body.push(circle(W - 230, 200, 28, lighten(art, 0.4)));
  const fabric = rng.pick(FABRICS);
  const sofaX = rng.float(180, 320);
  const sofaW = rng.float(520, 640);
  body.push(rect(sofaX, floorY - 150, sofaW, 90, darken(fabric, 0.1), 'rx="18"'));
  body.push(rect(sofaX - 20, floorY - 90, sofaW + 40, 70, fabric, 'rx="16"'));
  body.push(rect(sofaX - 30, floorY - 120, 50, 100, darken(fabric, 0.15), 'rx="14"'));
  body.push(rect(sofaX + sofaW - 20, floorY - 120, 50, 100, darken(fabric, 0.15), 'rx="14"'));
  for (let i = 0; i < 3; i++) {
    body.push(rect(sofaX + 40 + i * 150, floorY - 140, 90, 60, rng.pick(ACCENTS), 'rx="12"'));
  }
  body.push(
    `<ellipse cx="${sofaX + sofaW / 2}" cy="${floorY + 110}" rx="${sofaW * 0.6}" ry="60" fill="${lighten(rng.pick(FABRICS), 0.3)}"/>`,
  );
  body.push(rect(sofaX + sofaW * 0.25, floorY + 60, sofaW * 0.5, 24, rng.pick(WOODS), 'rx="6"'));
  body.push(rect(W - 150, floorY - 320, 6, 300, '#555555'));
  body.push(
    path(
      `M${W - 187} ${floorY - 320} L${W - 107} ${floorY - 320} L${W - 127} ${floorY - 380} L${W - 167} ${floorY - 380}Z`,
      '#f3e7c9',
    ),
  );
  body.push(plant(90, floorY + 40, rng.float(1, 1.4), rng.pick(LEAVES)));
  return svg(defs, body);
}

function bedroom(rng: Rng): string {
  const { defs, body, floorY } = room(rng);
  const fabric = rng.pick(FABRICS);
  body.push(window(rng, W - 420, 110, 320, 300));
  body.push(
    rect(W - 450, 90, 40, 420, darken(fabric, 0.05)),
    rect(W - 110, 90, 40, 420, darken(fabric, 0.05)),
  );
  const bedX = rng.float(140, 260);
  const bedW = 520;
  body.push(rect(bedX, floorY - 330, bedW, 230, darken(rng.pick(WOODS), 0.05), 'rx="14"'));
  body.push(rect(bedX - 20, floorY - 120, bedW + 40, 120, '#f7f5f0', 'rx="12"'));
  body.push(rect(bedX - 20, floorY - 80, bedW + 40, 90, fabric, 'rx="12"'));
  body.push(rect(bedX + 30, floorY - 170, 180, 70, '#ffffff', 'rx="20"'));
  body.push(rect(bedX + bedW - 210, floorY - 170, 180, 70, '#ffffff', 'rx="20"'));
  body.push(rect(bedX + bedW / 2 - 60, floorY - 150, 120, 50, rng.pick(ACCENTS), 'rx="14"'));
  for (const sx of [bedX - 130, bedX + bedW + 40]) {
    body.push(rect(sx, floorY - 110, 90, 110, rng.pick(WOODS), 'rx="6"'));
    body.push(rect(sx + 40, floorY - 170, 8, 60, '#6b6b6b'));
    body.push(
      path(
        `M${sx + 14} ${floorY - 170} L${sx + 76} ${floorY - 170} L${sx + 64} ${floorY - 215} L${sx + 26} ${floorY - 215}Z`,
        '#f4ead2',
      ),
    );
  }
  return svg(defs, body);
}

function kitchen(rng: Rng): string {
  const { defs, body, floorY } = room(rng);
  const cabinet = rng.pick(['#f4f2ee', '#2f3b45', '#6f7f73', '#d8d1c5', '#3e4a5c', '#b9a58a']);
  const counter = rng.pick(['#e9e6e1', '#cfc8bd', '#2b2b2b', '#f3efe8']);
  body.push(window(rng, 450, 110, 300, 180));
  // Wall cabinets either side of the window.
  for (const x of [60, 240, 790, 970]) {
    body.push(rect(x, 90, 170, 200, cabinet, 'rx="4"'), rect(x + 150, 170, 6, 40, darken(cabinet, 0.3)));
  }
  const tile = rng.pick(['#e7eef0', '#efe7dc', '#dfe7e1', '#f2ede6']);
  body.push(rect(40, 300, W - 80, 110, tile));
  for (let x = 40; x < W - 40; x += 40) body.push(rect(x, 300, 2, 110, darken(tile, 0.08)));
  body.push(rect(40, 410, W - 80, 22, counter));
  body.push(rect(40, 432, W - 80, floorY - 432, cabinet));
  for (let x = 60; x < W - 60; x += 180) body.push(rect(x + 70, 450, 40, 6, darken(cabinet, 0.3)));
  body.push(rect(300, floorY - 120, 600, 26, counter, 'rx="4"'));
  body.push(rect(320, floorY - 94, 560, 150, darken(cabinet, 0.08)));
  for (let i = 0; i < 3; i++) {
    const sx = 380 + i * 200;
    body.push(rect(sx, floorY + 10, 70, 18, rng.pick(WOODS), 'rx="6"'));
    body.push(rect(sx + 8, floorY + 28, 6, 90, '#444444'), rect(sx + 56, floorY + 28, 6, 90, '#444444'));
  }
  for (let i = 0; i < 3; i++) {
    const lx = 420 + i * 180;
    body.push(rect(lx - 1, 0, 2, 200, '#555555'));
    body.push(
      path(
        `M${lx - 40} 230 Q${lx} 170 ${lx + 40} 230Z`,
        rng.pick(['#d9a441', '#2b2b2b', '#c8735a', '#f0f0f0']),
      ),
    );
  }
  body.push(plant(1080, floorY + 60, 0.9, rng.pick(LEAVES)));
  return svg(defs, body);
}
