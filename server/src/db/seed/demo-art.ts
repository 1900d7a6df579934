/**
 * What the demo shop still draws: its logo (an aperture mark and the shop's
 * name, rendered by sharp at seed time), and the seeded random generator the
 * demo's sales history comes from. The photographs are real (photos/,
 * decision 049).
 */

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for a made-up history. */
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

const f = (n: number) => n.toFixed(1);

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
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
    `${blades}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.38)}" fill="#2b1055"/>` +
      `<text x="${f(height * 1.02)}" y="${f(height * 0.64)}" font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="${f(height * 0.4)}" font-weight="700" fill="#2b1055">${name}</text>`,
  );
}
