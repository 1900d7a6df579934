import { LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { DEVANAGARI_FONT, FONT, INK, latinAscent } from './pdf-document';

/**
 * The buyer's language beside English on the shop's documents (issue 29,
 * decision 065). A GST document must be in English and a licence's terms are
 * the English ones, so nothing English is taken away: a buyer who reads Hindi
 * or Marathi finds the title and the labels in their language beside it
 * ("Tax Invoice / कर बीजक"), and a line saying the English text governs.
 *
 * The words are each document's (`*.pdf-words.ts`, an object per language of
 * one shape, so Hindi and Marathi must both have every key); the drawing of a
 * line that mixes scripts is here.
 */

/** A language printed beside English: Hindi or Marathi. */
export type BesideLanguage = Exclude<Locale, 'en'>;

/** One document's words in each language printed beside English. */
export type PdfWords<T> = Readonly<Record<BesideLanguage, T>>;

/** The buyer's language when the document prints it beside English; null for an English buyer, whose document is English alone. */
export const besideLanguage = (language: Locale): BesideLanguage | null => (language === 'en' ? null : language);

/** "Tax Invoice / कर बीजक": English, then the buyer's words; the English alone when there are none. */
export const beside = (english: string, words: string | null | undefined): string => (words ? `${english} / ${words}` : english);

/** Devanagari letters and signs, the extended blocks, and the joiners (ZWNJ, ZWJ) that shape them. */
function isDevanagari(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || (code >= 0x1cd0 && code <= 0x1cff) || code === 0x200c || code === 0x200d;
}

/**
 * The text cut where its script changes: runs of Devanagari (with the spaces
 * between its words) and runs of anything else (Latin, digits, punctuation,
 * ₹), which DejaVu draws. A space goes with the run before it.
 */
export function scriptRuns(text: string): { text: string; devanagari: boolean }[] {
  const runs: { text: string; devanagari: boolean }[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const devanagari = char === ' ' || char === '\u00A0' ? (last?.devanagari ?? false) : isDevanagari(char);
    if (last && last.devanagari === devanagari) last.text += char;
    else runs.push({ text: char, devanagari });
  }
  return runs;
}

/** A part of a line with its own look: a label in grey, a value in bold. */
export type Run = { text: string; bold?: boolean; colour?: string };

type RunsOptions = {
  size: number;
  /** The box's width: the text wraps inside it (at spaces), or is placed in it by `align` when it fits on one line. */
  width: number;
  align?: 'left' | 'center' | 'right';
  /** The language the Devanagari is in, marked on it for screen readers. */
  language: BesideLanguage;
};

type Piece = Run & { devanagari: boolean };

const pieces = (runs: readonly Run[]): Piece[] => runs.flatMap((run) => scriptRuns(run.text).map((part) => ({ ...run, ...part })));

const faceOf = (piece: Pick<Piece, 'bold' | 'devanagari'>): string =>
  piece.devanagari ? (piece.bold ? DEVANAGARI_FONT.bold : DEVANAGARI_FONT.regular) : piece.bold ? FONT.bold : FONT.regular;

/** How wide the runs are on one line. */
function runsWidth(doc: PDFKit.PDFDocument, runs: readonly Run[], size: number): number {
  return pieces(runs).reduce((sum, piece) => sum + doc.font(faceOf(piece)).fontSize(size).widthOfString(piece.text), 0);
}

/** The height of a line of these runs: the tallest face's (Noto's Devanagari is set taller than DejaVu). */
function lineHeight(doc: PDFKit.PDFDocument, list: readonly Piece[], size: number): number {
  return Math.max(...list.map((piece) => doc.font(faceOf(piece)).fontSize(size).currentLineHeight(true)));
}

/**
 * How tall the runs are when drawn in `width`: the lines PDFKit's wrapping
 * makes, broken at spaces, each the height of its faces. For the rows of a
 * table, which are measured before they are drawn.
 */
export function runsHeight(doc: PDFKit.PDFDocument, runs: readonly Run[], size: number, width: number): number {
  const all = pieces(runs);
  if (all.length === 0) return 0;
  const height = lineHeight(doc, all, size);
  const words = runs
    .map((run) => run.text)
    .join('')
    .split(' ');
  const space = doc.font(FONT.regular).fontSize(size).widthOfString(' ');
  let lines = 1;
  let used = 0;
  for (const word of words) {
    const wide = runsWidth(doc, [{ text: word, bold: runs[0]?.bold ?? false }], size);
    if (used > 0 && used + space + wide > width) {
      lines++;
      used = wide;
    } else used += (used > 0 ? space : 0) + wide;
  }
  return lines * height;
}

/**
 * Draws runs of mixed scripts as one paragraph from (x, y): each Devanagari
 * run in Noto Sans Devanagari (marked as a span in the buyer's language), the
 * rest in DejaVu, all on DejaVu's baseline. A line that fits is placed by
 * measure (PDFKit aligns each part of a continued line on its own); a longer
 * one flows left-aligned, wrapping at spaces. Leaves `doc.y` below it.
 */
export function drawRuns(doc: PDFKit.PDFDocument, runs: readonly Run[], x: number, y: number, options: RunsOptions): void {
  const list = pieces(runs).filter((piece) => piece.text !== '');
  if (list.length === 0) return;
  const { size, width } = options;
  const lang = LOCALE_TAGS[options.language];
  // PDFKit sets a run's top at y and its baseline one ascent below: Noto's is taller, so its run is set on DejaVu's.
  const baseline = -latinAscent() * size;
  const total = runsWidth(doc, list, size);
  const height = lineHeight(doc, list, size);
  const placed = total <= width;
  let at = placed ? x + (options.align === 'right' ? width - total : options.align === 'center' ? (width - total) / 2 : 0) : x;
  list.forEach((piece, i) => {
    doc
      .font(faceOf(piece))
      .fontSize(size)
      .fillColor(piece.colour ?? INK.text);
    const shape = { baseline: piece.devanagari ? baseline : 'top' } as const;
    if (piece.devanagari) doc.markContent('Span', { lang });
    if (placed) {
      doc.text(piece.text, at, y, { ...shape, lineBreak: false });
      at += doc.widthOfString(piece.text);
    } else {
      const flow = { ...shape, width, continued: i < list.length - 1 };
      if (i === 0) doc.text(piece.text, x, y, flow);
      else doc.text(piece.text, flow);
    }
    if (piece.devanagari) doc.endMarkedContent();
  });
  if (placed) {
    doc.x = x;
    doc.y = y + height;
  }
}
