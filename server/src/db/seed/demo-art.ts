/**
 * Generated pictures for the demo shop: SVG scenes (skies, seas, skylines,
 * mountains, rain, stars, festival lights) rendered by sharp at seed time, so
 * the demo needs no downloads. Everything is drawn from a seeded random
 * generator: the same seed always gives the same picture, byte for byte,
 * which is what lets a second import recognise the files by their hash.
 */

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for art. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const f = (n: number) => n.toFixed(1);

/** The `i`th item of a list gone round and round: `cycle(['a', 'b'], 3)` is 'b'. */
export function cycle<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('cycle: the list is empty');
  return item;
}

type Rgb = [number, number, number];

function hex(c: Rgb): string {
  return `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function parse(color: string): Rgb {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** A smooth closed ground shape through the points (Catmull-Rom as cubic Béziers), filled down to the bottom. */
function ridge(points: [number, number][], width: number, height: number): string {
  // Past either end, the end point itself stands in for the missing neighbour.
  const point = (k: number): [number, number] => {
    const p = points[Math.min(points.length - 1, Math.max(0, k))];
    if (!p) throw new Error('ridge: no points');
    return p;
  };
  const start = point(0);
  let d = `M0,${height} L${f(start[0])},${f(start[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [point(i - 1), point(i), point(i + 1), point(i + 2)];
    const c1: [number, number] = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: [number, number] = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return `${d} L${width},${height} Z`;
}

function rollingPoints(rng: Rng, width: number, base: number, amplitude: number, count: number): [number, number][] {
  const points: [number, number][] = [];
  const phase = rng() * Math.PI * 2;
  for (let i = 0; i <= count; i++) {
    const x = (width * i) / count;
    const wave = Math.sin(phase + i * between(rng, 0.6, 1.2)) * amplitude * 0.6;
    points.push([x, base - wave - rng() * amplitude * 0.5]);
  }
  return points;
}

function jaggedPoints(rng: Rng, width: number, base: number, amplitude: number, count: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i <= count; i++) {
    const x = (width * i) / count + (i > 0 && i < count ? between(rng, -0.3, 0.3) * (width / count) : 0);
    const peak = i % 2 === 1 ? amplitude * between(rng, 0.55, 1) : amplitude * between(rng, 0, 0.35);
    points.push([x, base - peak]);
  }
  return points;
}

function linear(id: string, stops: [number, string, number?][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return (
    `<linearGradient id="${id}" ${dir}>` +
    stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('') +
    '</linearGradient>'
  );
}

function radial(id: string, stops: [number, string, number][]): string {
  return `<radialGradient id="${id}">` + stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('') + '</radialGradient>';
}

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function birds(rng: Rng, width: number, height: number, color: string): string {
  let out = '';
  const count = Math.floor(between(rng, 3, 9));
  const cx = between(rng, 0.2, 0.8) * width;
  const cy = between(rng, 0.15, 0.35) * height;
  for (let i = 0; i < count; i++) {
    const x = cx + between(rng, -0.12, 0.12) * width;
    const y = cy + between(rng, -0.06, 0.06) * height;
    const s = between(rng, 0.006, 0.012) * width;
    out += `<path d="M${f(x - s)},${f(y - s * 0.3)} Q${f(x - s / 2)},${f(y - s * 0.6)} ${f(x)},${f(y)} Q${f(x + s / 2)},${f(y - s * 0.6)} ${f(x + s)},${f(y - s * 0.3)}" fill="none" stroke="${color}" stroke-width="${f(s * 0.18)}" stroke-linecap="round"/>`;
  }
  return out;
}

function sunGlow(id: string, color: string): string {
  return radial(id, [
    [0, color, 0.9],
    [0.25, color, 0.45],
    [1, color, 0],
  ]);
}

// ---------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------

/** Sky from top to horizon, the sun, and the nearest ground colour. */
type SkyPalette = { sky: [string, string, string, string]; sun: string; ground: string; name: string; colours: string[] };

const SKY_PALETTES: readonly SkyPalette[] = [
  { name: 'saffron', sky: ['#2b1055', '#7a2d6f', '#e2703a', '#f9c74f'], sun: '#fff1c1', ground: '#1b0f2e', colours: ['orange', 'purple'] },
  { name: 'rose', sky: ['#1d2b53', '#7e2553', '#ff77a8', '#ffccaa'], sun: '#fff4e0', ground: '#1a1330', colours: ['pink', 'blue'] },
  { name: 'ember', sky: ['#13072e', '#6b0f1a', '#d9480f', '#ffb703'], sun: '#ffe8a3', ground: '#120818', colours: ['red', 'orange'] },
  { name: 'dawn', sky: ['#16324f', '#4f6d7a', '#f4a259', '#fde4a4'], sun: '#fffbe6', ground: '#102030', colours: ['blue', 'gold'] },
  { name: 'lilac', sky: ['#22223b', '#4a4e69', '#c9ada7', '#f2e9e4'], sun: '#ffffff', ground: '#1c1b2e', colours: ['purple', 'grey'] },
  { name: 'gold', sky: ['#3d1c02', '#a4491e', '#f3a712', '#fde68a'], sun: '#fffbeb', ground: '#24140a', colours: ['gold', 'brown'] },
  { name: 'teal', sky: ['#0b2545', '#13315c', '#5fa8d3', '#f6d8ae'], sun: '#fff7e6', ground: '#0a1a2f', colours: ['teal', 'blue'] },
];

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

export type SceneKind = 'hills' | 'sea' | 'city' | 'mountains' | 'monsoon' | 'stars' | 'bokeh';

export type Scene = { svg: string; colours: string[] };

/** Sunset or sunrise over layered hills: atmospheric perspective, a glowing sun, birds. */
function hills(rng: Rng, w: number, h: number): Scene {
  const p = pick(rng, SKY_PALETTES);
  const sunX = between(rng, 0.25, 0.75) * w;
  const sunY = between(rng, 0.42, 0.6) * h;
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.35, p.sky[1]],
      [0.62, p.sky[2]],
      [0.8, p.sky[3]],
    ]) + sunGlow('glow', p.sun);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * 0.42)}" fill="url(#glow)"/>`;
  body += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * 0.055)}" fill="${p.sun}"/>`;
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = h * (0.55 + t * 0.3);
    const color = mix(mix(p.sky[2], p.sky[1], 0.5), p.ground, 0.25 + t * 0.75);
    body += `<path d="${ridge(rollingPoints(rng, w, base, h * (0.12 - t * 0.04), 7 + i), w, h)}" fill="${color}" fill-opacity="${(0.85 + t * 0.15).toFixed(2)}"/>`;
  }
  body += birds(rng, w, h, p.ground);
  return { svg: svg(w, h, defs, body), colours: p.colours };
}

/** A beach: sky, low sun with its path of light on the water, waves, sand, palms and boats. */
function sea(rng: Rng, w: number, h: number): Scene {
  const p = pick(rng, SKY_PALETTES);
  const horizon = between(rng, 0.5, 0.6) * h;
  const sunX = between(rng, 0.3, 0.7) * w;
  const sunY = horizon - between(rng, 0.04, 0.16) * h;
  const water = mix(p.sky[1], '#0b3954', 0.55);
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.5, p.sky[1]],
      [0.85, p.sky[2]],
      [1, p.sky[3]],
    ]) +
    linear('sea', [
      [0, mix(p.sky[2], water, 0.35)],
      [0.4, water],
      [1, mix(water, '#000000', 0.45)],
    ]) +
    linear('sand', [
      [0, mix('#c2a878', p.sky[2], 0.3)],
      [1, mix('#6b5a3e', p.ground, 0.5)],
    ]) +
    sunGlow('glow', p.sun);
  let body = `<rect width="${w}" height="${f(horizon + 2)}" fill="url(#sky)"/>`;
  body += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * 0.4)}" fill="url(#glow)"/>`;
  body += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(h * 0.05)}" fill="${p.sun}"/>`;
  body += `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#sea)"/>`;
  // The sun's path of light: short bright strokes that widen towards the viewer.
  for (let i = 0; i < 46; i++) {
    const t = i / 45;
    const y = horizon + 4 + t * (h - horizon) * 0.7;
    const half = (0.01 + t * 0.09) * w * between(rng, 0.4, 1);
    const x = sunX + between(rng, -0.5, 0.5) * half * 0.6;
    body += `<rect x="${f(x - half)}" y="${f(y)}" width="${f(half * 2)}" height="${f(2 + t * 6)}" rx="3" fill="${p.sun}" fill-opacity="${(0.55 - t * 0.4).toFixed(2)}"/>`;
  }
  for (let i = 0; i < 70; i++) {
    const y = horizon + rng() ** 1.6 * (h - horizon);
    const len = between(rng, 0.02, 0.09) * w * (0.4 + (y - horizon) / (h - horizon));
    const x = rng() * w;
    body += `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="${f(1 + ((y - horizon) / h) * 6)}" rx="2" fill="#ffffff" fill-opacity="${between(rng, 0.06, 0.2).toFixed(2)}"/>`;
  }
  // Fishing boats on the horizon.
  const boats = Math.floor(between(rng, 1, 4));
  for (let i = 0; i < boats; i++) {
    const bx = between(rng, 0.05, 0.9) * w;
    const s = between(rng, 0.012, 0.025) * w;
    const by = horizon + between(rng, 0.01, 0.05) * h;
    body += `<path d="M${f(bx)},${f(by)} L${f(bx + s * 3)},${f(by)} L${f(bx + s * 2.5)},${f(by + s * 0.6)} L${f(bx + s * 0.4)},${f(by + s * 0.6)} Z" fill="${p.ground}"/>`;
    body += `<path d="M${f(bx + s * 1.4)},${f(by)} L${f(bx + s * 1.4)},${f(by - s * 2.2)} L${f(bx + s * 2.6)},${f(by - s * 0.3)} Z" fill="${p.ground}" fill-opacity="0.85"/>`;
  }
  // Sand in the foreground and a palm or two leaning in from the side.
  const sandTop = h * between(rng, 0.82, 0.9);
  body += `<path d="${ridge(rollingPoints(rng, w, sandTop, h * 0.06, 5), w, h)}" fill="url(#sand)"/>`;
  const palms = Math.floor(between(rng, 1, 3));
  for (let i = 0; i < palms; i++) {
    const left = i === 0 ? rng() < 0.5 : true;
    const baseX = left ? between(rng, 0.04, 0.2) * w : between(rng, 0.8, 0.96) * w;
    const lean = (left ? 1 : -1) * between(rng, 0.06, 0.14) * w;
    const topY = h * between(rng, 0.18, 0.35);
    const topX = baseX + lean;
    const trunk = Math.max(6, w * 0.008);
    body += `<path d="M${f(baseX)},${h} Q${f(baseX + lean * 0.2)},${f((h + topY) / 2)} ${f(topX)},${f(topY)}" fill="none" stroke="${p.ground}" stroke-width="${f(trunk)}" stroke-linecap="round"/>`;
    for (let k = 0; k < 8; k++) {
      const angle = (k / 8) * Math.PI * 2 + rng() * 0.3;
      const len = between(rng, 0.08, 0.13) * w;
      const ex = topX + Math.cos(angle) * len;
      const ey = topY + Math.sin(angle) * len * 0.55 + len * 0.25;
      const mx = topX + Math.cos(angle) * len * 0.5;
      const my = topY + Math.sin(angle) * len * 0.25 - len * 0.12;
      body += `<path d="M${f(topX)},${f(topY)} Q${f(mx)},${f(my)} ${f(ex)},${f(ey)}" fill="none" stroke="${p.ground}" stroke-width="${f(trunk * 1.3)}" stroke-linecap="round"/>`;
    }
  }
  body += birds(rng, w, h, p.ground);
  return { svg: svg(w, h, defs, body), colours: [...p.colours, 'blue'] };
}

/** A skyline at dusk: two rows of towers with lit windows, reflected in the water. */
function city(rng: Rng, w: number, h: number): Scene {
  const p = pick(rng, SKY_PALETTES);
  const waterline = h * between(rng, 0.72, 0.8);
  const defs =
    linear('sky', [
      [0, mix(p.sky[0], '#000014', 0.3)],
      [0.55, p.sky[1]],
      [0.85, p.sky[2]],
      [1, p.sky[3]],
    ]) +
    linear('water', [
      [0, mix(p.sky[2], '#05101f', 0.55)],
      [1, '#03070f'],
    ]) +
    sunGlow('glow', p.sky[3]);
  let body = `<rect width="${w}" height="${f(waterline + 1)}" fill="url(#sky)"/>`;
  body += `<ellipse cx="${f(between(rng, 0.3, 0.7) * w)}" cy="${f(waterline)}" rx="${f(w * 0.6)}" ry="${f(h * 0.25)}" fill="url(#glow)" opacity="0.6"/>`;
  body += `<rect y="${f(waterline)}" width="${w}" height="${f(h - waterline)}" fill="url(#water)"/>`;
  const rows = [
    { color: mix(p.sky[1], '#0a0a1a', 0.55), min: 0.12, max: 0.35, lit: 0.18 },
    { color: mix(p.ground, '#000000', 0.3), min: 0.08, max: 0.5, lit: 0.3 },
  ];
  const windowColors = ['#ffd166', '#ffe8a3', '#f8f4e3', '#ffb347'];
  let reflection = '';
  for (const row of rows) {
    let x = -between(rng, 0, 0.03) * w;
    while (x < w) {
      const bw = between(rng, 0.03, 0.075) * w;
      const bh = between(rng, row.min, row.max) * h;
      const top = waterline - bh;
      body += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw + 1)}" height="${f(bh)}" fill="${row.color}"/>`;
      if (rng() < 0.25) {
        body += `<rect x="${f(x + bw * 0.45)}" y="${f(top - bh * 0.15)}" width="${f(Math.max(2, bw * 0.06))}" height="${f(bh * 0.15)}" fill="${row.color}"/>`;
      }
      const cell = Math.max(8, w * 0.006);
      for (let wy = top + cell * 1.5; wy < waterline - cell; wy += cell * 2) {
        for (let wx = x + cell; wx < x + bw - cell; wx += cell * 1.8) {
          if (rng() < row.lit) {
            const color = pick(rng, windowColors);
            body += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(cell)}" height="${f(cell * 1.1)}" fill="${color}" fill-opacity="${between(rng, 0.6, 1).toFixed(2)}"/>`;
            if (rng() < 0.3) {
              reflection += `<rect x="${f(wx)}" y="${f(waterline + (waterline - wy) * 0.5)}" width="${f(cell * 2)}" height="${f(cell * 0.35)}" fill="${color}" fill-opacity="0.25"/>`;
            }
          }
        }
      }
      x += bw + between(rng, 0, 0.01) * w;
    }
  }
  body += reflection;
  return { svg: svg(w, h, defs, body), colours: [...p.colours, 'black'] };
}

/** Snow-capped ranges fading into haze, with a row of pines in front. */
function mountains(rng: Rng, w: number, h: number): Scene {
  const palettes = [
    { sky: ['#1e3a5f', '#5b8db8', '#cfe3f2'], rock: ['#5c6f8a', '#3b4a63', '#1f2a3b'], colours: ['blue', 'white'] },
    { sky: ['#3b2f63', '#b86b77', '#f8c9a0'], rock: ['#6d5a7e', '#453a5c', '#221d33'], colours: ['purple', 'pink'] },
    { sky: ['#0f3b3a', '#5fa39b', '#e3f1e8'], rock: ['#4f7a6e', '#2f5249', '#15302a'], colours: ['green', 'teal'] },
  ] as const;
  const p = pick(rng, palettes);
  const defs =
    linear('sky', [
      [0, p.sky[0]],
      [0.6, p.sky[1]],
      [1, p.sky[2]],
    ]) +
    p.rock
      .map((c, i) =>
        linear(`rock${i}`, [
          [0, i === 0 ? '#ffffff' : mix(c, '#ffffff', 0.35)],
          [i === 0 ? 0.22 : 0.12, i === 0 ? '#f4f7fb' : c],
          [0.45, c],
          [1, mix(c, '#000000', 0.35)],
        ]),
      )
      .join('') +
    linear('mist', [
      [0, '#ffffff', 0],
      [1, '#ffffff', 0.35],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  p.rock.forEach((_, i) => {
    const base = h * (0.62 + i * 0.12);
    const amplitude = h * (0.42 - i * 0.1);
    const points = jaggedPoints(rng, w, base, amplitude, 6 + i * 3);
    const d = `M0,${h} ${points.map(([x, y]) => `L${f(x)},${f(y)}`).join(' ')} L${w},${h} Z`;
    body += `<path d="${d}" fill="url(#rock${i})"/>`;
    body += `<rect y="${f(base - amplitude * 0.4)}" width="${w}" height="${f(amplitude * 0.5)}" fill="url(#mist)"/>`;
  });
  const treeColor = mix(p.rock[2], '#000000', 0.4);
  for (let x = -10; x < w; x += between(rng, 0.012, 0.03) * w) {
    const th = between(rng, 0.06, 0.14) * h;
    const tw = th * 0.35;
    body += `<path d="M${f(x)},${h} L${f(x + tw / 2)},${f(h - th)} L${f(x + tw)},${h} Z" fill="${treeColor}"/>`;
  }
  return { svg: svg(w, h, defs, body), colours: [...p.colours] };
}

/** Heavy monsoon clouds, slanting rain and wet green hills. */
function monsoon(rng: Rng, w: number, h: number): Scene {
  const greens = pick(rng, [
    ['#2d6a4f', '#1b4332', '#081c15'],
    ['#40916c', '#2d6a4f', '#1b4332'],
    ['#52796f', '#354f52', '#2f3e46'],
  ] as const);
  const light = rng() < 0.5;
  const defs =
    linear('sky', [
      [0, light ? '#4a5a6a' : '#1f2933'],
      [0.6, light ? '#8d99ae' : '#52606d'],
      [1, light ? '#c9d3dd' : '#9aa5b1'],
    ]) +
    radial('cloud', [
      [0, light ? '#e6eaee' : '#6b7785', 0.95],
      [0.7, light ? '#b8c2cc' : '#3e4c59', 0.7],
      [1, light ? '#b8c2cc' : '#3e4c59', 0],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  for (let i = 0; i < 26; i++) {
    const cx = rng() * w;
    const cy = between(rng, -0.05, 0.35) * h;
    body += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(between(rng, 0.12, 0.3) * w)}" ry="${f(between(rng, 0.06, 0.14) * h)}" fill="url(#cloud)"/>`;
  }
  greens.forEach((g, i) => {
    body += `<path d="${ridge(rollingPoints(rng, w, h * (0.62 + i * 0.12), h * 0.12, 6 + i), w, h)}" fill="${g}"/>`;
  });
  // A waterfall down the nearest hill, as the ghats have every July.
  if (rng() < 0.6) {
    const x = between(rng, 0.2, 0.8) * w;
    body += `<path d="M${f(x)},${f(h * 0.6)} q${f(w * 0.01)},${f(h * 0.15)} ${f(-w * 0.005)},${f(h * 0.4)}" fill="none" stroke="#e8f1f2" stroke-opacity="0.8" stroke-width="${f(w * 0.006)}" stroke-linecap="round"/>`;
  }
  const slant = between(rng, 0.15, 0.35);
  let rain = '';
  for (let i = 0; i < 420; i++) {
    const x = rng() * w * 1.2 - w * 0.1;
    const y = rng() * h;
    const len = between(rng, 0.02, 0.06) * h;
    rain += `M${f(x)},${f(y)} l${f(-len * slant)},${f(len)} `;
  }
  body += `<path d="${rain}" stroke="#dfe7ee" stroke-opacity="0.35" stroke-width="${f(Math.max(1, w * 0.0012))}" stroke-linecap="round"/>`;
  return { svg: svg(w, h, defs, body), colours: ['green', 'grey'] };
}

/** A starry night: the Milky Way, a glowing moon and a dark skyline of hills with a fort or a temple. */
function stars(rng: Rng, w: number, h: number): Scene {
  const top = pick(rng, ['#02010a', '#050a1f', '#0b0221']);
  const bottom = pick(rng, ['#1b2a4a', '#2a1b4a', '#143049']);
  const angle = between(rng, -35, 35);
  const defs =
    linear('sky', [
      [0, top],
      [1, bottom],
    ]) +
    radial('band', [
      [0, '#f1e9ff', 0.35],
      [0.5, '#b8a6ff', 0.12],
      [1, '#b8a6ff', 0],
    ]) +
    radial('moon', [
      [0, '#fffbe8', 0.5],
      [1, '#fffbe8', 0],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  body += `<ellipse cx="${f(w / 2)}" cy="${f(h * 0.4)}" rx="${f(w * 0.7)}" ry="${f(h * 0.16)}" fill="url(#band)" transform="rotate(${f(angle)} ${f(w / 2)} ${f(h * 0.4)})"/>`;
  let dots = '';
  for (let i = 0; i < 650; i++) {
    const x = rng() * w;
    const y = rng() ** 1.3 * h * 0.8;
    const r = rng() ** 3 * w * 0.0016 + w * 0.0003;
    dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill-opacity="${between(rng, 0.35, 1).toFixed(2)}"/>`;
  }
  body += `<g fill="#ffffff">${dots}</g>`;
  const mx = between(rng, 0.15, 0.85) * w;
  const my = between(rng, 0.12, 0.3) * h;
  body += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(h * 0.16)}" fill="url(#moon)"/>`;
  body += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(h * 0.035)}" fill="#fffbe8"/>`;
  const ground = '#05050c';
  const hillTop = h * 0.78;
  body += `<path d="${ridge(rollingPoints(rng, w, hillTop, h * 0.1, 6), w, h)}" fill="${ground}"/>`;
  // A fort wall or a small temple on the ridge.
  const sx = between(rng, 0.2, 0.7) * w;
  const sw = w * 0.08;
  const sy = hillTop - h * 0.06;
  if (rng() < 0.5) {
    let wall = `M${f(sx)},${f(sy + h * 0.1)} L${f(sx)},${f(sy)}`;
    for (let i = 0; i < 6; i++) {
      const x0 = sx + (sw * i) / 6;
      wall += ` L${f(x0)},${f(sy - h * 0.015)} L${f(x0 + sw / 12)},${f(sy - h * 0.015)} L${f(x0 + sw / 12)},${f(sy)} L${f(x0 + sw / 6)},${f(sy)}`;
    }
    body += `<path d="${wall} L${f(sx + sw)},${f(sy + h * 0.1)} Z" fill="${ground}"/>`;
  } else {
    body += `<path d="M${f(sx)},${f(sy + h * 0.1)} L${f(sx)},${f(sy)} L${f(sx + sw * 0.3)},${f(sy)} L${f(sx + sw * 0.5)},${f(sy - h * 0.09)} L${f(sx + sw * 0.7)},${f(sy)} L${f(sx + sw)},${f(sy)} L${f(sx + sw)},${f(sy + h * 0.1)} Z" fill="${ground}"/>`;
    body += `<path d="M${f(sx + sw * 0.5)},${f(sy - h * 0.09)} l0,${f(-h * 0.03)} l${f(sw * 0.12)},${f(h * 0.01)} l${f(-sw * 0.12)},${f(h * 0.01)}" fill="#f4a259" stroke="${ground}" stroke-width="2"/>`;
  }
  return { svg: svg(w, h, defs, body), colours: ['blue', 'black'] };
}

/** Out-of-focus festival lights: soft discs of colour over a dark ground, a string of lamps in focus. */
function bokeh(rng: Rng, w: number, h: number): Scene {
  const sets = [
    { bg: ['#0b0221', '#2a0a3d'], lights: ['#ffb703', '#fb8500', '#ffd166', '#f72585'], colours: ['gold', 'purple'] },
    { bg: ['#001219', '#0a3d4a'], lights: ['#94d2bd', '#e9d8a6', '#ee9b00', '#0a9396'], colours: ['teal', 'gold'] },
    { bg: ['#1a0505', '#3d0c11'], lights: ['#ff595e', '#ffca3a', '#ff924c', '#ffe5b4'], colours: ['red', 'orange'] },
  ] as const;
  const s = pick(rng, sets);
  let defs = linear('bg', [
    [0, s.bg[0]],
    [1, s.bg[1]],
  ]);
  s.lights.forEach((c, i) => {
    defs += radial(`l${i}`, [
      [0, c, 0.75],
      [0.75, c, 0.45],
      [0.92, c, 0.6],
      [1, c, 0],
    ]);
  });
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  // Radial gradients are the slowest thing librsvg draws here: enough discs to read as bokeh, no more.
  for (let i = 0; i < 70; i++) {
    const r = (rng() ** 2 * 0.09 + 0.014) * w;
    body += `<circle cx="${f(rng() * w)}" cy="${f(rng() * h)}" r="${f(r)}" fill="url(#l${Math.floor(rng() * s.lights.length)})" opacity="${between(rng, 0.25, 0.85).toFixed(2)}"/>`;
  }
  // The string of diyas in focus along the bottom.
  const y0 = h * between(rng, 0.75, 0.88);
  const sag = h * 0.06;
  body += `<path d="M0,${f(y0)} Q${f(w / 2)},${f(y0 + sag * 2)} ${w},${f(y0)}" fill="none" stroke="#2b2b2b" stroke-width="${f(w * 0.002)}"/>`;
  for (let i = 1; i < 24; i++) {
    const t = i / 24;
    const x = t * w;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
    const c = cycle(s.lights, i);
    body += `<circle cx="${f(x)}" cy="${f(y + w * 0.006)}" r="${f(w * 0.012)}" fill="url(#l${i % s.lights.length})"/>`;
    body += `<circle cx="${f(x)}" cy="${f(y + w * 0.006)}" r="${f(w * 0.0035)}" fill="${mix(c, '#ffffff', 0.6)}"/>`;
  }
  return { svg: svg(w, h, defs, body), colours: [...s.colours] };
}

const SCENES: Record<SceneKind, (rng: Rng, w: number, h: number) => Scene> = {
  hills,
  sea,
  city,
  mountains,
  monsoon,
  stars,
  bokeh,
};

export function drawScene(kind: SceneKind, seed: number, width: number, height: number): Scene {
  return SCENES[kind](createRng(seed), width, height);
}

/** The shop's logo: an aperture mark and the shop's name, on a transparent ground. */
export function drawLogo(shopName: string, width = 640, height = 160): string {
  const cx = height / 2;
  const cy = height / 2;
  const r = height * 0.36;
  let blades = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    const b = a + Math.PI / 3;
    blades += `<path d="M${f(cx)},${f(cy)} L${f(cx + Math.cos(a) * r)},${f(cy + Math.sin(a) * r)} A${f(r)},${f(r)} 0 0 1 ${f(cx + Math.cos(b) * r)},${f(cy + Math.sin(b) * r)} Z" fill="${i % 2 ? '#e2703a' : '#f9a03f'}"/>`;
  }
  const name = shopName.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return svg(
    width,
    height,
    '',
    `${blades}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.38)}" fill="#2b1055"/>` +
      `<text x="${f(height * 1.02)}" y="${f(height * 0.64)}" font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="${f(height * 0.4)}" font-weight="700" fill="#2b1055">${name}</text>`,
  );
}
