import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
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

  describe('in the buyer’s language (decision 065)', () => {
    const read = (pdf: Buffer) => run('/usr/bin/pdftotext', pdf, '-layout', '-enc', 'UTF-8').replace(/[ \t]+/g, ' ');

    it('carries Marathi beside the English for a Marathi buyer, says the terms are the English ones, and stays one page', async () => {
      const pdf = await renderLicenceCertificatePdf(certificate(), 'mr');
      const text = read(pdf);
      // Words poppler reads back as written (a vowel sign drawn before its letter, ि, comes back in the order drawn).
      for (const particular of [
        'Licence certificate',
        'परवाना प्रमाणपत्र',
        'Licence id / परवाना क्रमांक: LIC-7G4K-Q2MX-9TZB-WC3R',
        'Licensed to',
        'परवानाधारक',
        'अटी',
        'काय करता येते',
        'Verify this licence / हा परवाना पडताळा',
        'The licence’s terms are the English ones: the Marathi beside them is a translation for your convenience.',
        'तुमच्या सोयीसाठी केलेले भाषांतर आहे.',
      ]) {
        expect(text, particular).toContain(particular);
      }
      // The licence itself stays English: the tier, what it allows, the terms' version, and every particular.
      for (const particular of [
        'Meera Rao',
        'Monsoon over Marine Drive',
        'Commercial',
        'up to 500,000 copies',
        'Terms version 3',
        '27 Nov 2026',
        'CH-2026-000123',
        'current status',
      ]) {
        expect(text, particular).toContain(particular);
      }
      expect(text).not.toContain('\u25CC');
      const info = run('/usr/bin/pdfinfo', pdf);
      expect(info).toMatch(/^Pages:\s+1$/m);
      expect(info).toMatch(/^Title:\s+Licence certificate LIC-7G4K-Q2MX-9TZB-WC3R/m);
      const fonts = run('/usr/bin/pdffonts', pdf).trim().split('\n').slice(2);
      expect(fonts.some((font) => font.includes('NotoSansDevanagari'))).toBe(true);
      for (const font of fonts) expect(font).toMatch(/\bTrueType\b.*\byes\s+yes\s+yes\b/);
      expect(pdf.toString('latin1')).toContain('/Lang (mr-IN)');
      // Screen readers still find the English heading and each label with its value.
      const structure = run('/usr/bin/pdfinfo', pdf, '-struct-text');
      expect(structure).toMatch(/H1 \(block\)\n\s+"Licence certificate/);
      expect(structure).toMatch(/Lbl \(block\)\n\s+"Licensed to[^"]*"\n\s+LBody \(block\)\n\s+"Meera Rao"/);
      expect((await renderLicenceCertificatePdf(certificate(), 'mr')).equals(pdf)).toBe(true);
    });

    it('carries Hindi for a Hindi buyer', async () => {
      const pdf = await renderLicenceCertificatePdf(certificate(), 'hi');
      const text = read(pdf);
      for (const particular of [
        'Licence certificate',
        'लाइसेंस प्रमाणपत्र',
        'Licence id /',
        'तस्वीर',
        'तारीख',
        'Verify this licence / इस लाइसेंस की जाँच',
        'the Hindi beside them',
      ]) {
        expect(text, particular).toContain(particular);
      }
      expect(text).not.toContain('परवाना');
      expect(pdf.toString('latin1')).toContain('/Lang (hi-IN)');
    });

    it('stays one page with a long title, name and summary, the thumbnail made smaller to fit', async () => {
      const portrait = await sharp({ create: { width: 320, height: 480, channels: 3, background: { r: 30, g: 110, b: 105 } } })
        .jpeg()
        .toBuffer();
      const long = certificate({
        thumbnail: portrait,
        buyerName: 'Zubeida Quraishi-Fernandes of Kaveri Design Studio Private Limited',
        title: 'Fishing boats drawn up on the sand at Versova beach in the early morning haze, with nets drying in the wind',
        tierSummary:
          'Use in advertising, marketing and products for sale, in print and online, up to 500,000 copies, on packaging, in broadcast and in film, worldwide, for as long as the buyer likes, with no attribution needed.',
      });
      for (const language of ['hi', 'mr'] as const) {
        const pdf = await renderLicenceCertificatePdf(long, language);
        expect(run('/usr/bin/pdfinfo', pdf), language).toMatch(/^Pages:\s+1$/m);
        const text = read(pdf);
        expect(text).toContain('with no attribution needed.');
        expect(text).toContain('https://chitra.example/licence/LIC-7G4K-Q2MX-9TZB-WC3R');
        expect(run('/usr/bin/pdfinfo', pdf, '-struct-text').match(/^ {2}Figure$/gm)).toHaveLength(2);
      }
    });

    it('leaves an English buyer’s certificate as it was before the languages, to the byte', async () => {
      // Pinned: drawn by this code before the languages came (without a thumbnail, whose JPEG is sharp's). A deliberate change
      // to the English layout (or a new PDFKit) changes it; a change made for Hindi or Marathi must not.
      const english = await renderLicenceCertificatePdf(certificate({ thumbnail: null }), 'en');
      expect(createHash('sha256').update(english).digest('hex')).toBe('3030c19f6194d33accfdebbbb9a76766bea74babb1a49e0965c2476ab5908fca');
      expect((await renderLicenceCertificatePdf(certificate())).equals(await renderLicenceCertificatePdf(certificate(), 'en'))).toBe(true);
      expect(read(english)).not.toMatch(/[\u0900-\u097F]/);
    });
  });
});
