import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { DEFAULT_LOCALE, type Locale } from '@chitra/contract/locales';

/**
 * What every PDF the shop makes shares (tax invoices, credit notes, receipts,
 * licence certificates): A4 with fixed margins, embedded fonts that carry ₹,
 * a tagged structure a screen reader can follow, and metadata that depends
 * only on the content, so the same content always gives the same bytes (a
 * document is drawn again on every request, never stored).
 *
 * The fonts are DejaVu Sans Condensed and its bold (npm `dejavu-fonts-ttf`;
 * the Bitstream Vera licence with DejaVu's public-domain changes, which allows
 * embedding): Latin text and U+20B9 ₹, subset into each PDF by PDFKit. They are
 * read from node_modules, where the built server finds them too (every npm
 * dependency stays external to server/dist), so no build step copies them.
 *
 * A document for a buyer who reads Hindi or Marathi also carries Noto Sans
 * Devanagari, regular and bold (npm `@fontsource/noto-sans-devanagari`, its
 * Devanagari subset as WOFF; the SIL Open Font Licence, which allows
 * embedding), for the words printed beside the English (decision 065).
 * PDFKit has no font fallback: `drawRuns` draws each Devanagari run of a
 * line in that face and the rest in DejaVu. fontkit shapes the Devanagari
 * with its Indic shaper (conjuncts, reordered vowel signs) from the face's
 * OpenType tables. An English buyer's document never registers the face, so
 * its bytes are what they were before the languages.
 */

const require = createRequire(import.meta.url);

/** A4 in points, as PDFKit measures it. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** Page margins in points (15 mm at the sides and top; room at the bottom for the page footer). */
export const MARGIN = { top: 42, left: 42, right: 42, bottom: 54 } as const;

/** The width text may take between the side margins. */
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;

/** Registered font names, for `doc.font(FONT.bold)`. */
export const FONT = { regular: 'regular', bold: 'bold' } as const;

/** The Devanagari faces' names: registered only on a document in Hindi or Marathi beside English (`startPdf`'s `language`). */
export const DEVANAGARI_FONT = { regular: 'devanagari', bold: 'devanagari-bold' } as const;

/** Ink colours: near-black text, a grey for labels and rules, the shop's accent (web/public/favicon.svg). */
export const INK = { text: '#1a1a1a', muted: '#5c5c5c', rule: '#b8b8b8', fill: '#eef3f2', accent: '#0b6e69' } as const;

/** What fontkit's `layout` answers, as far as PDFKit touches it. */
type GlyphRun = { glyphs: unknown[]; positions: Record<string, number>[] };
type FontkitFont = { layout(text: string, features?: unknown): GlyphRun; ascent: number; unitsPerEm: number };
type Fontkit = { create(data: Uint8Array): FontkitFont };

let fonts: { regular: FontkitFont; bold: FontkitFont } | undefined;

/** Words kept laid out, per face; past that the face starts again (a certificate uses a few hundred). */
const LAYOUTS_KEPT = 5000;

/**
 * The face with its word layouts kept across documents. PDFKit lays out
 * text a word at a time through the face's `layout` (OpenType shaping: a
 * quarter of drawing a licence certificate, decision 059) and keeps the
 * words only for the document at hand; most words of a shop's documents
 * recur in the next one. PDFKit scales a run's positions in place, so each
 * call answers its own copy of them; the glyphs are only read.
 */
function keepingLayouts(face: FontkitFont): FontkitFont {
  const runs = new Map<string, GlyphRun>();
  const layout = (text: string, features?: unknown): GlyphRun => {
    if (features !== undefined) return face.layout(text, features);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= LAYOUTS_KEPT) runs.clear();
      run = face.layout(text);
      runs.set(text, run);
    }
    // Its own class kept: PDFKit reads the run's advance width, a getter over the positions.
    const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
    return Object.assign(copy, run, { positions: run.positions.map((position) => ({ ...position })) });
  };
  // Everything else is the face's own, through the prototype chain (a Proxy would slow every glyph read of the subsetting).
  return Object.assign(Object.create(face) as FontkitFont, { layout });
}

/**
 * The two faces, parsed once per process. PDFKit accepts a parsed fontkit
 * font as a font source; handing it the same object for every document saves
 * the ~15 ms fontkit spends reading a face's layout tables at its first use,
 * which would otherwise be paid twice on every request. fontkit is loaded
 * from PDFKit's own dependencies, the engine PDFKit itself uses.
 */
function loadFonts(): { regular: FontkitFont; bold: FontkitFont } {
  if (fonts) return fonts;
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as Fontkit;
  const face = (file: string): FontkitFont => {
    const font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    // Reads the layout tables now (the slow part), not inside the first request.
    font.layout('₹0');
    return keepingLayouts(font);
  };
  fonts = { regular: face('DejaVuSansCondensed.ttf'), bold: face('DejaVuSansCondensed-Bold.ttf') };
  return fonts;
}

let devanagari: { regular: FontkitFont; bold: FontkitFont } | undefined;

/**
 * Noto Sans Devanagari, regular (400) and bold (700), parsed once per process
 * like DejaVu. Only its Devanagari subset is read (the package's WOFF2 files;
 * fontkit reads WOFF2): Latin text, digits and punctuation stay DejaVu's. The
 * files are found beside the package's entry (its `exports` name only CSS).
 */
function loadDevanagari(): { regular: FontkitFont; bold: FontkitFont } {
  if (devanagari) return devanagari;
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as Fontkit;
  const files = join(dirname(require.resolve('@fontsource/noto-sans-devanagari')), 'files');
  const face = (weight: number): FontkitFont => {
    const font = fontkit.create(readFileSync(join(files, `noto-sans-devanagari-devanagari-${weight}-normal.woff`)));
    // The Indic shaper's tables, read now: a conjunct, a reordered vowel sign.
    font.layout('क्षि');
    return keepingLayouts(font);
  };
  devanagari = { regular: face(400), bold: face(700) };
  return devanagari;
}

/**
 * Reads the fonts now (about 0.1 s, once per process) rather than in the first
 * request that draws a PDF. For the server's start; harmless to call again.
 */
export function preparePdfFonts(): void {
  loadFonts();
  loadDevanagari();
}

/** Where DejaVu's baseline sits below the top of a line, per point of size (both faces share it): a Devanagari run is set on it. */
export function latinAscent(): number {
  const face = loadFonts().regular;
  return face.ascent / face.unitsPerEm;
}

export type PdfMetadata = {
  /** The document's title, shown by viewers in place of the file name (displayTitle). */
  title: string;
  subject: string;
  /** Who issued it: the shop. */
  author: string;
  keywords?: string;
  /** Taken from the content (when the document was issued), never the clock, so the bytes repeat. */
  createdAt: Date;
};

export type Pdf = {
  doc: PDFKit.PDFDocument;
  /** The buyer's language, printed beside English when it is Hindi or Marathi (decision 065). */
  language: Locale;
  /** The structure tree's root element (Document): every tagged element goes under it, in reading order. */
  root: PDFKit.PDFStructureElement;
  /** Ends the document (page footers drawn first) and resolves to its bytes. */
  finish(footer?: (page: number, pages: number) => string): Promise<Buffer>;
};

/**
 * A new A4 document with the fonts registered, tagged (lang en-IN), its
 * metadata fixed by `meta`. For a buyer who reads Hindi or Marathi
 * (`language`) the Devanagari faces are registered too; the document's
 * language stays English, the words beside it are marked as theirs.
 */
export function startPdf(meta: PdfMetadata, language: Locale = DEFAULT_LOCALE): Pdf {
  const faces = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    // No default face: PDFKit's would be Helvetica, which is not embedded.
    font: null as unknown as string,
    bufferPages: true,
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Author: meta.author,
      Keywords: meta.keywords ?? '',
      Creator: meta.author,
      Producer: 'Chitra (PDFKit)',
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
  });
  // PDFKit takes a parsed fontkit font as a source; its types only list files and bytes.
  doc.registerFont(FONT.regular, faces.regular as unknown as Buffer);
  doc.registerFont(FONT.bold, faces.bold as unknown as Buffer);
  if (language !== DEFAULT_LOCALE) {
    const deva = loadDevanagari();
    doc.registerFont(DEVANAGARI_FONT.regular, deva.regular as unknown as Buffer);
    doc.registerFont(DEVANAGARI_FONT.bold, deva.bold as unknown as Buffer);
  }
  doc.font(FONT.regular).fontSize(10).fillColor(INK.text);
  const root = doc.struct('Document');
  doc.addStructure(root);

  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  return {
    doc,
    language,
    root,
    finish(footer) {
      if (footer) {
        const { start, count } = doc.bufferedPageRange();
        for (let i = start; i < start + count; i++) {
          doc.switchToPage(i);
          // Below the bottom margin: lift it for the footer so PDFKit does not start a new page.
          const bottom = doc.page.margins.bottom;
          doc.page.margins.bottom = 0;
          artifact(doc, () => {
            doc
              .font(FONT.regular)
              .fontSize(8)
              .fillColor(INK.muted)
              .text(footer(i - start + 1, count), MARGIN.left, A4.height - MARGIN.bottom + 18, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
          });
          doc.page.margins.bottom = bottom;
        }
      }
      root.end();
      doc.end();
      return bytes;
    },
  };
}

/**
 * One tagged element (H1, P, Figure, TD…) under `parent`, its content drawn
 * by `draw` inside it. Returns the element, already ended.
 */
export function tag(
  doc: PDFKit.PDFDocument,
  parent: PDFKit.PDFStructureElement,
  type: string,
  draw: () => void,
  options?: PDFKit.Mixins.StructureElementOptions,
): PDFKit.PDFStructureElement {
  const element = doc.struct(type, options ?? {});
  parent.add(element);
  element.add(draw);
  element.end();
  return element;
}

/** A structural element that holds others (Sect, Table, TR), added under `parent` and left open for its children. */
export function group(doc: PDFKit.PDFDocument, parent: PDFKit.PDFStructureElement, type: string): PDFKit.PDFStructureElement {
  const element = doc.struct(type);
  parent.add(element);
  return element;
}

/** Drawing that is decoration (rules, fills, a repeated table header, page numbers): marked so screen readers skip it. */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void): void {
  doc.markContent('Artifact');
  draw();
  doc.endMarkedContent();
}

/** A horizontal rule across `width` at `y`, as an artifact. */
export function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number, colour: string = INK.rule, thickness = 0.6): void {
  artifact(doc, () => {
    doc
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(colour)
      .stroke()
      .restore();
  });
}
