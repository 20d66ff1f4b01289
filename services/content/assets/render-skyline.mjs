import { createRequire } from 'node:module';

const sharp = createRequire(new URL('../../../package.json', import.meta.url))('sharp');
const W = 1280,
  H = 720;
// A skyline silhouette along a waterfront: towers of varied heights, a round HQ, two curved towers, a mosque dome.
const base = 610;
let shapes = '';
const towers = [
  [20, 90, 250],
  [120, 60, 310],
  [190, 80, 200],
  [285, 50, 380],
  [345, 70, 280],
  [430, 40, 230],
  [760, 60, 260],
  [830, 90, 330],
  [935, 55, 420],
  [1000, 80, 300],
  [1090, 60, 250],
  [1160, 100, 340],
];
for (const [x, w, h0] of towers) {
  const h = Math.round(h0 * 0.6);
  shapes += `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" />`;
  for (let wy = base - h + 18; wy < base - 14; wy += 22) {
    for (let wx = x + 8; wx < x + w - 8; wx += 14) {
      if ((wx * 7 + wy * 13) % 5 === 0)
        shapes += `<rect class="w" x="${wx}" y="${wy}" width="5" height="8" />`;
    }
  }
}
// Round headquarters (disc on edge)
shapes += `<ellipse cx="520" cy="${base - 75}" rx="42" ry="75" /><rect x="470" y="${base - 20}" width="100" height="20" />`;
// Curved twin towers
shapes += `<path d="M600 ${base} C600 ${base - 180}, 640 ${base - 250}, 680 ${base - 260} L680 ${base} Z" />`;
shapes += `<path d="M690 ${base} C690 ${base - 160}, 720 ${base - 215}, 750 ${base - 225} L750 ${base} Z" />`;
// Dome and minarets
shapes += `<path d="M1220 ${base - 60} a40 40 0 0 1 80 0 v60 h-80 z" /><rect x="1205" y="${base - 150}" width="8" height="150" />`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0B1F33" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#050D15" stop-opacity="1"/>
    </linearGradient>
  </defs>
  <style>rect, ellipse, path { fill: #07131F; } rect.w { fill: #F3C87A; opacity: 0.75; }</style>
  <g>${shapes}</g>
  <rect x="0" y="${base}" width="${W}" height="${H - base}" style="fill:url(#water)" />
  <g opacity="0.35">
    <rect x="0" y="${base + 8}" width="${W}" height="2" style="fill:#D9B775" />
  </g>
</svg>`;
await sharp(Buffer.from(svg)).png().toFile('skyline.png');
// Sun glow
const sun = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><radialGradient id="g" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFE3A3" stop-opacity="0.95"/><stop offset="0.35" stop-color="#F0B860" stop-opacity="0.55"/><stop offset="1" stop-color="#F0B860" stop-opacity="0"/></radialGradient></defs><circle cx="${W / 2}" cy="${H / 2}" r="${H / 2}" fill="url(#g)"/></svg>`;
await sharp(Buffer.from(sun)).resize(420, 420).png().toFile('sun.png');
console.log('ok');
