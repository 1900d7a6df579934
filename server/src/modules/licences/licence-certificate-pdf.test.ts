import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicenceCertificateContent } from '../tax/tax-document';
import { renderLicenceCertificatePdf } from './licence-certificate-pdf';

/* The certificate is read back by poppler (pdftotext, pdffonts, pdfinfo: Debian's poppler-utils, which CI installs). */

const POPPLER = ['/usr/bin/pdftotext', '/usr/bin/pdffonts', '/usr/bin/pdfinfo'];

let dir: string;
let thumbnail: Buffer;
beforeAll(async () => {
  for (const tool of POPPLER) {
    if (!existsSync(tool)) throw new Error(`${tool} is missing: install Debian's poppler-utils (apt-get install poppler-utils) to read the PDFs back`);
  }
  dir = mkdtempSync(join(tmpdir(), 'chitra-licence-pdf-'));
  // A landscape thumbnail, as the shop's thumbnails are JPEG.
  thumbnail = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 30, g: 110, b: 105 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function run(tool: string, pdf: Buffer, ...args: string[]): string {
  const file = join(dir, `${++files}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, [...args, file, ...(tool.endsWith('pdftotext') ? ['-'] : [])], { encoding: 'utf8' });
}

function certificate(overrides: Partial<LicenceCertificateContent> = {}): LicenceCertificateContent {
  return {
    licenceId: 'LIC-7G4K-Q2MX-9TZB-WC3R',
    shopName: 'Chitra',
    buyerName: 'Meera Rao',
    title: 'Monsoon over Marine Drive',
    tierName: 'Commercial',
    tierSummary: 'Use in advertising, marketing and products for sale, in print and online, up to 500,000 copies.',
    termsVersion: 3,
    issuedAt: '2026-11-27T05:30:00.000Z',
    orderNumber: 'CH-2026-000123',
    verifyUrl: 'https://chitra.example/licence/LIC-7G4K-Q2MX-9TZB-WC3R',
    thumbnail,
    ...overrides,
  };
}

describe('the licence certificate PDF', () => {
  it('is one A4 page naming the licence, its holder, the photograph, the tier and where to verify it', async () => {
    const pdf = await renderLicenceCertificatePdf(certificate());
    const text = run('/usr/bin/pdftotext', pdf, '-layout', '-enc', 'UTF-8').replace(/[ \t]+/g, ' ');
    for (const particular of [
      'Chitra',
      'Licence certificate',
      'Licence id: LIC-7G4K-Q2MX-9TZB-WC3R',
      'Meera Rao',
      'Monsoon over Marine Drive',
      'Commercial',
      'up to 500,000 copies',
      'Terms version 3',
      '27 Nov 2026',
      'CH-2026-000123',
      'https://chitra.example/licence/LIC-7G4K-Q2MX-9TZB-WC3R',
      'current status',
    ]) {
      expect(text, particular).toContain(particular);
    }
    const info = run('/usr/bin/pdfinfo', pdf);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)/m);
    expect(info).toMatch(/^Tagged:\s+yes/m);
    expect(info).toMatch(/^Title:\s+Licence certificate LIC-7G4K-Q2MX-9TZB-WC3R/m);
    const fonts = run('/usr/bin/pdffonts', pdf).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/\bTrueType\b.*\byes\s+yes\s+yes\b/);
    // Tagged for screen readers: the heading, each particular as a label with its value, the thumbnail and QR code as figures.
    const structure = run('/usr/bin/pdfinfo', pdf, '-struct-text');
    expect(structure).toMatch(/H1 \(block\)\n\s+"Licence certificate"/);
    expect(structure).toMatch(/Lbl \(block\)\n\s+"Licensed to"\n\s+LBody \(block\)\n\s+"Meera Rao"/);
    expect(structure.match(/^ {2}Figure$/gm)).toHaveLength(2);
  });

  it('draws without a thumbnail, or with one it cannot read, and repeats its bytes for the same content', async () => {
    for (const thumb of [null, Buffer.from('not a picture')]) {
      const text = run('/usr/bin/pdftotext', await renderLicenceCertificatePdf(certificate({ thumbnail: thumb })), '-layout');
      expect(text).toContain('LIC-7G4K-Q2MX-9TZB-WC3R');
    }
    const png = await sharp({ create: { width: 200, height: 400, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } })
      .png()
      .toBuffer();
    expect(run('/usr/bin/pdftotext', await renderLicenceCertificatePdf(certificate({ thumbnail: png })), '-layout')).toContain('Meera Rao');
    const first = await renderLicenceCertificatePdf(certificate());
    expect((await renderLicenceCertificatePdf(certificate())).equals(first)).toBe(true);
  });

  it('lays out a word again the same way in the next document, as the words are kept across documents (decision 059)', async () => {
    // Words no other test drew: the first document lays them out, the second takes them as kept.
    const fresh = certificate({ buyerName: 'Zubeida Quraishi-Fernandes', title: 'Kumbharwada kilns, Boisar, at first light' });
    const first = await renderLicenceCertificatePdf(fresh);
    const again = await renderLicenceCertificatePdf(fresh);
    expect(again.equals(first)).toBe(true);
    const text = run('/usr/bin/pdftotext', again, '-layout').replace(/[ \t]+/g, ' ');
    expect(text).toContain('Zubeida Quraishi-Fernandes');
    expect(text).toContain('Kumbharwada kilns, Boisar, at first light');
  });
});
