import { LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { A4, artifact, CONTENT_WIDTH, FONT, group, INK, MARGIN, rule, startPdf, tag } from '../../platform/pdf/pdf-document';
import { istDate, percent, pdfRupees } from '../../platform/pdf/pdf-format';
import { beside, type BesideLanguage, besideLanguage, drawRuns, type Run, runsHeight } from '../../platform/pdf/pdf-languages';
import { amountInWords } from './amount-in-words';
import { type GstState, type TaxDocumentContent, type TaxLine, type TaxParty, taxDocumentTitle } from './tax-document';
import { TAX_PDF_WORDS, type TaxPdfWords } from './tax-document.pdf-words';

/**
 * A tax document's PDF, drawn from its stored content on every request
 * (tax-document.ts): a tax invoice or credit note when the shop is registered
 * for GST, a receipt or refund receipt when it is not.
 *
 * A registered document prints every particular Rule 46 of the CGST Rules asks
 * of an invoice (and Rule 53 of a credit note): the supplier's name, address and
 * GSTIN; a number and date; the recipient's name, address, state and code and,
 * for a business, its GSTIN; the place of supply; per line the description,
 * SAC/HSN code, quantity, taxable value, rate and the tax under each head that
 * applies (CGST + SGST inside the shop's state, IGST outside it); the total in
 * figures and in words; and whether tax is payable on reverse charge (never
 * here). A credit note also names the invoice it is against and why.
 *
 * The text is real text in embedded fonts, tagged (headings, paragraphs, a
 * table with header cells), so it can be searched, copied, read aloud, and
 * checked by a PDF reader we did not write (the tests use poppler's pdftotext).
 * A table that does not fit flows onto further pages, each repeating the
 * column headers.
 *
 * For a buyer who reads Hindi or Marathi (`language`, their profile's) the
 * title, headings, labels and column headers carry their words beside the
 * English, and a closing line says the English governs (decision 065).
 * Everything English stays: an English buyer's document is what it was
 * before the languages, to the byte.
 */
export function renderTaxDocumentPdf(content: TaxDocumentContent, language: Locale = 'en'): Promise<Buffer> {
  const title = taxDocumentTitle(content) as TitleKind;
  const issuedAt = new Date(content.issuedAt);
  const pdf = startPdf(
    {
      title: `${title} ${content.number}`,
      subject: `${title} ${content.number} for order ${content.orderNumber}, issued by ${content.supplier.name}`,
      author: content.supplier.name,
      keywords: [title, content.number, content.orderNumber].join(', '),
      createdAt: issuedAt,
    },
    language,
  );
  const { doc, root } = pdf;
  const local = besideLanguage(language);
  const w = new Writer(doc, root, local ? { language: local, words: TAX_PDF_WORDS[local] } : null);

  // The title, then the supplier on the left and the document's particulars on the right.
  w.y = MARGIN.top;
  tag(doc, root, 'H1', () => {
    if (w.local) {
      drawRuns(doc, [{ text: beside(title, w.local.words.kinds[title].title), bold: true, colour: INK.accent }], MARGIN.left, w.y, {
        size: 20,
        width: CONTENT_WIDTH,
        language: w.local.language,
      });
    } else doc.font(FONT.bold).fontSize(20).fillColor(INK.accent).text(title, MARGIN.left, w.y, { width: CONTENT_WIDTH });
  });
  w.y = doc.y + 4;
  rule(doc, MARGIN.left, w.y, CONTENT_WIDTH, INK.accent, 1);
  w.y += 10;

  const top = w.y;
  // Beside a second language the particulars' labels are longer: they take some of the supplier's room.
  const leftWidth = w.local ? 230 : 270;
  const rightX = MARGIN.left + leftWidth + 20;
  const rightWidth = CONTENT_WIDTH - leftWidth - 20;
  const supplierBottom = w.party(['Supplier', w.local?.words.supplier], content.supplier, { x: MARGIN.left, y: top, width: leftWidth }, content.registered);
  const detailsBottom = w.details(content, title, { x: rightX, y: top, width: rightWidth });
  w.y = Math.max(supplierBottom, detailsBottom) + 12;

  w.y = w.party(['Recipient', w.local?.words.recipient], content.recipient, { x: MARGIN.left, y: w.y, width: CONTENT_WIDTH }, true) + 8;
  if (content.kind === 'credit-note' && content.reason) {
    w.y = w.labelled(['Reason', w.local?.words.reason], content.reason, { x: MARGIN.left, y: w.y, width: CONTENT_WIDTH }) + 8;
  }
  w.y += 4;

  w.table(content, title);
  w.closing(content);

  return pdf.finish((page, pages) => `${title} ${content.number} · Order ${content.orderNumber} · Page ${page} of ${pages}`);
}

/** "Karnataka (29)": a state as a tax document names it, with its GST code. */
function stateWithCode(state: GstState): string {
  return `${state.name} (${state.code})`;
}

type Box = { x: number; y: number; width: number };

/** The English titles taxDocumentTitle gives, which key the words of each kind. */
type TitleKind = keyof TaxPdfWords['kinds'];

/** English, and the buyer's words for it when the document carries them (undefined on an English buyer's). */
type Words = [english: string, local?: string];

/** The buyer's language and its words, on a Hindi or Marathi buyer's document; null on an English buyer's. */
type Beside = { language: BesideLanguage; words: TaxPdfWords } | null;

type Column = {
  header: string;
  /** The header in the buyer's language, drawn under the English one; none for the law's own codes (SAC/HSN, CGST…). */
  local?: string | undefined;
  width: number;
  align: 'left' | 'right';
  cell: (line: TaxLine, index: number) => string;
  total: string;
  /** The totals row's header in the buyer's language ("Total"), under the English. */
  totalLocal?: string | undefined;
};

/** A header cell (or a totals cell): its English, and the buyer's words under it. */
const cellWords = (column: Column, totals: boolean): Words => (totals ? [column.total, column.totalLocal] : [column.header, column.local]);

const TABLE_FONT_SIZE = 8;
const PAD_X = 4;
const PAD_Y = 3.5;
const BOTTOM = A4.height - MARGIN.bottom;
/** Where the description is (after No.): the totals row's header cell, "Total". */
const DESCRIPTION_COLUMN = 1;

/** Draws the document top to bottom, keeping the position (`y`) and starting pages as the content needs. */
class Writer {
  y: number = MARGIN.top;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly root: PDFKit.PDFStructureElement,
    readonly local: Beside,
  ) {}

  /** Runs of mixed scripts in a box, on a Hindi or Marathi buyer's document. */
  private runs(local: NonNullable<Beside>, runs: Run[], box: Box, size: number, align?: 'left' | 'right'): void {
    drawRuns(this.doc, runs, box.x, box.y, { size, width: box.width, align, language: local.language });
  }

  private heading([english, words]: Words, box: Box): number {
    tag(this.doc, this.root, 'H2', () => {
      if (this.local && words) this.runs(this.local, [{ text: beside(english, words), bold: true, colour: INK.muted }], box, 9);
      else this.doc.font(FONT.bold).fontSize(9).fillColor(INK.muted).text(english, box.x, box.y, { width: box.width });
    });
    return this.doc.y + 2;
  }

  private paragraph(text: string, box: Box, options: { bold?: boolean; size?: number; colour?: string } = {}): number {
    tag(this.doc, this.root, 'P', () => {
      this.doc
        .font(options.bold ? FONT.bold : FONT.regular)
        .fontSize(options.size ?? 9.5)
        .fillColor(options.colour ?? INK.text)
        .text(text, box.x, box.y, { width: box.width });
    });
    return this.doc.y + 1;
  }

  /** A paragraph in the buyer's language alone (a note's translation), tagged as in that language. */
  private localParagraph(local: NonNullable<Beside>, text: string, box: Box, options: { size: number; colour: string }): number {
    tag(this.doc, this.root, 'P', () => this.runs(local, [{ text, colour: options.colour }], box, options.size), { lang: LOCALE_TAGS[local.language] });
    return this.doc.y + 1;
  }

  /** An English note, and on a Hindi or Marathi buyer's document its translation under it. */
  private note(english: string, words: string | undefined, box: Box): number {
    const look = { colour: INK.muted, size: 8.5 };
    const y = this.paragraph(english, box, look);
    return this.local && words ? this.localParagraph(this.local, words, { ...box, y }, look) : y;
  }

  /** "Label: value" as one paragraph, the label in grey (with the buyer's words for it beside). Returns the y below it. */
  labelled([label, words]: Words, value: string, box: Box, size = 9.5): number {
    if (this.local && words) {
      const local = this.local;
      tag(this.doc, this.root, 'P', () => {
        this.runs(
          local,
          [
            { text: `${beside(label, words)}: `, colour: INK.muted },
            { text: value, bold: true, colour: INK.text },
          ],
          box,
          size,
        );
      });
      return this.doc.y + 1.5;
    }
    tag(this.doc, this.root, 'P', () => {
      this.doc
        .font(FONT.regular)
        .fontSize(size)
        .fillColor(INK.muted)
        .text(`${label}: `, box.x, box.y, { width: box.width, continued: true })
        .font(FONT.bold)
        .fillColor(INK.text)
        .text(value);
    });
    return this.doc.y + 1.5;
  }

  /** A supplier or recipient: name, trade name, address, state with code, GSTIN (when it has one and `withGstin`). */
  party(heading: Words, party: TaxParty, box: Box, withGstin: boolean): number {
    let y = this.heading(heading, box);
    y = this.paragraph(party.name, { ...box, y }, { bold: true, size: 11 });
    if (party.businessName && party.businessName !== party.name) y = this.paragraph(party.businessName, { ...box, y }, { bold: true });
    for (const line of party.addressLines) y = this.paragraph(line, { ...box, y });
    y = this.labelled(['State', this.local?.words.state], stateWithCode(party.state), { ...box, y: y + 1 });
    if (withGstin && party.gstin) y = this.labelled(['GSTIN'], party.gstin, { ...box, y });
    return y;
  }

  /** The document's own particulars: number, date, order, and on a tax document the place of supply and reverse charge. */
  details(content: TaxDocumentContent, title: TitleKind, box: Box): number {
    // "Invoice number", "Credit note number", "Refund receipt number".
    const noun = title === 'Tax Invoice' ? 'Invoice' : title.charAt(0) + title.slice(1).toLowerCase();
    const words = this.local?.words;
    const kind = words?.kinds[title];
    let y = this.heading([`${noun} details`, kind?.details], box);
    y = this.labelled([`${noun} number`, kind?.number], content.number, { ...box, y });
    y = this.labelled([`${noun} date`, kind?.date], istDate(content.issuedAt), { ...box, y });
    y = this.labelled(['Order number', words?.orderNumber], content.orderNumber, { ...box, y });
    if (content.against) {
      const against = content.registered ? 'Invoice' : 'Receipt';
      const againstKind = words?.kinds[content.registered ? 'Tax Invoice' : 'Receipt'];
      y = this.labelled([`Against ${against.toLowerCase()}`, content.registered ? words?.againstInvoice : words?.againstReceipt], content.against.number, {
        ...box,
        y,
      });
      y = this.labelled([`${against} date`, againstKind?.date], istDate(content.against.issuedAt), { ...box, y });
    }
    if (content.registered) {
      y = this.labelled(['Place of supply', words?.placeOfSupply], stateWithCode(content.placeOfSupply), { ...box, y });
      const answer = content.reverseCharge ? 'Yes' : 'No';
      const localAnswer = content.reverseCharge ? words?.yes : words?.no;
      y = this.labelled(['Reverse charge', words?.reverseCharge], beside(answer, localAnswer), { ...box, y });
    }
    return y;
  }

  /** The lines as a table (Table > TR > TH/TD), with a totals row; the header repeats on every page it reaches. */
  table(content: TaxDocumentContent, title: string): void {
    const doc = this.doc;
    const columns = columnsFor(content, this.local?.words ?? null);
    const xs: number[] = [];
    let left: number = MARGIN.left;
    for (const column of columns) {
      xs.push(left);
      left += column.width;
    }
    const table = group(doc, this.root, 'Table');

    const rowHeight = (cells: string[], bold: boolean): number => {
      doc.font(bold ? FONT.bold : FONT.regular).fontSize(TABLE_FONT_SIZE);
      return Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: (columns[i]?.width ?? 0) - 2 * PAD_X }))) + 2 * PAD_Y;
    };

    const drawCells = (cells: string[], y: number, bold: boolean, row: PDFKit.PDFStructureElement | null, cellType: 'TH' | 'TD', rowHeaderAt = -1) => {
      cells.forEach((text, i) => {
        const column = columns[i];
        const x = xs[i];
        if (!column || x === undefined) return;
        const draw = () => {
          doc
            .font(bold ? FONT.bold : FONT.regular)
            .fontSize(TABLE_FONT_SIZE)
            .fillColor(INK.text)
            .text(text, x + PAD_X, y + PAD_Y, { width: column.width - 2 * PAD_X, align: column.align });
        };
        if (row === null) artifact(doc, draw);
        else {
          const type = i === rowHeaderAt ? 'TH' : cellType;
          // PDFKit writes a header cell's scope (Column, Row) as a Table attribute; its types do not list the option.
          const scope = type === 'TH' ? { scope: cellType === 'TH' ? 'Column' : 'Row' } : {};
          tag(doc, row, type, draw, scope as PDFKit.Mixins.StructureElementOptions);
        }
      });
    };

    const headers = columns.map((column) => column.header);
    const local = this.local;
    const headerHeight = local ? this.bilingualHeaderHeight(columns) : rowHeight(headers, true);

    /** The header row: tagged the first time, an artifact when repeated on a later page. */
    const drawHeader = (tagged: boolean) => {
      artifact(doc, () => {
        doc.save().rect(MARGIN.left, this.y, CONTENT_WIDTH, headerHeight).fillColor(INK.fill).fill().restore();
      });
      const row = tagged ? group(doc, table, 'TR') : null;
      if (local) this.bilingualHeader(columns, xs, row, local);
      else drawCells(headers, this.y, true, row, 'TH');
      row?.end();
      this.y += headerHeight;
      rule(doc, MARGIN.left, this.y, CONTENT_WIDTH, INK.muted, 0.8);
    };

    const newPage = () => {
      doc.addPage();
      this.y = MARGIN.top;
      artifact(doc, () => {
        doc.font(FONT.regular).fontSize(8).fillColor(INK.muted).text(`${title} ${content.number} (continued)`, MARGIN.left, this.y, { width: CONTENT_WIDTH });
      });
      this.y = doc.y + 6;
      drawHeader(false);
    };

    drawHeader(true);
    content.lines.forEach((line, index) => {
      const cells = columns.map((column) => column.cell(line, index));
      const height = rowHeight(cells, false);
      if (this.y + height > BOTTOM) newPage();
      const row = group(doc, table, 'TR');
      drawCells(cells, this.y, false, row, 'TD');
      row.end();
      this.y += height;
      rule(doc, MARGIN.left, this.y, CONTENT_WIDTH);
    });

    const totals = columns.map((column) => column.total);
    const totalHeight = local ? this.bilingualHeaderHeight(columns, true) : rowHeight(totals, true);
    if (this.y + totalHeight > BOTTOM) newPage();
    const row = group(doc, table, 'TR');
    if (local) this.bilingualHeader(columns, xs, row, local, true);
    else drawCells(totals, this.y, true, row, 'TD', DESCRIPTION_COLUMN);
    row.end();
    this.y += totalHeight;
    rule(doc, MARGIN.left, this.y, CONTENT_WIDTH, INK.muted, 0.8);
    table.end();
    this.y += 10;
  }

  /**
   * The header row (or the totals row) of a Hindi or Marathi buyer's table:
   * each cell's English, and under it the buyer's words for it. Measured here,
   * as the rows are measured before they are drawn.
   */
  private bilingualHeaderHeight(columns: Column[], totals = false): number {
    const doc = this.doc;
    return (
      Math.max(
        ...columns.map((column) => {
          const [english, words] = cellWords(column, totals);
          const width = column.width - 2 * PAD_X;
          const top = doc
            .font(FONT.bold)
            .fontSize(TABLE_FONT_SIZE)
            .heightOfString(english || ' ', { width });
          return top + (words ? runsHeight(doc, [{ text: words, bold: true }], TABLE_FONT_SIZE, width) : 0);
        }),
      ) +
      2 * PAD_Y
    );
  }

  private bilingualHeader(columns: Column[], xs: number[], row: PDFKit.PDFStructureElement | null, local: NonNullable<Beside>, totals = false): void {
    const doc = this.doc;
    const y = this.y;
    columns.forEach((column, i) => {
      const x = xs[i];
      if (x === undefined) return;
      const [english, words] = cellWords(column, totals);
      const box = { x: x + PAD_X, y: y + PAD_Y, width: column.width - 2 * PAD_X };
      const draw = () => {
        doc.font(FONT.bold).fontSize(TABLE_FONT_SIZE).fillColor(INK.text).text(english, box.x, box.y, { width: box.width, align: column.align });
        if (words) this.runs(local, [{ text: words, bold: true, colour: INK.muted }], { ...box, y: doc.y }, TABLE_FONT_SIZE, column.align);
      };
      if (row === null) artifact(doc, draw);
      else {
        const header = totals ? i === DESCRIPTION_COLUMN : true;
        const scope = header ? { scope: totals ? 'Row' : 'Column' } : {};
        tag(doc, row, header ? 'TH' : 'TD', draw, scope as PDFKit.Mixins.StructureElementOptions);
      }
    });
  }

  /** The total, the amount in words, and a note for a receipt; on a new page when they do not fit below the table. */
  closing(content: TaxDocumentContent): void {
    const doc = this.doc;
    const local = this.local;
    const inWords = amountInWords(content.totals.totalPaise);
    const words = `Amount in words: ${inWords}`;
    const note = content.registered ? null : 'The seller is not registered for GST: no GST is charged.';
    doc.font(FONT.regular).fontSize(9.5);
    // The buyer's language adds a line under each note, and the line that says the English governs.
    const needed = 40 + doc.heightOfString(words, { width: CONTENT_WIDTH }) + (note ? 20 : 0) + (local ? 60 + (note ? 12 : 0) : 0);
    if (this.y + needed > BOTTOM) {
      doc.addPage();
      this.y = MARGIN.top;
    }
    const box = { x: MARGIN.left, y: this.y, width: CONTENT_WIDTH };
    const total: Words = content.kind === 'credit-note' ? ['Total credited', local?.words.totalCredited] : ['Total', local?.words.total];
    this.y = this.labelled(total, pdfRupees(content.totals.totalPaise), box, 11) + 3;
    if (local) {
      tag(doc, this.root, 'P', () =>
        this.runs(local, [{ text: `${beside('Amount in words', local.words.amountInWords)}: ${inWords}` }], { ...box, y: this.y }, 9.5),
      );
      this.y = doc.y + 1 + 6;
    } else this.y = this.paragraph(words, { ...box, y: this.y }) + 6;
    if (note) this.y = this.note(note, local?.words.notRegistered, { ...box, y: this.y }) + 6;
    // Rule 46(q): issued in the supplier's name by its system (decision 054 says why no drawn signature).
    this.y = this.note(
      `For ${content.supplier.name}: authorised signatory. A computer-generated document, issued electronically.`,
      local?.words.signatory(content.supplier.name),
      { ...box, y: this.y },
    );
    if (local) this.y = this.note(local.words.governs.english, local.words.governs.words, { ...box, y: this.y + 6 });
  }
}

/** The table's columns: only the tax heads that apply, each named with its rate when every line has the same one ("CGST 9%"). */
function columnsFor(content: TaxDocumentContent, words: TaxPdfWords | null): Column[] {
  const { lines, totals } = content;
  const local = words?.columns;
  const number: Column = { header: 'No.', local: local?.number, width: 22, align: 'left', cell: (_line, i) => String(i + 1), total: '' };
  const quantity = (width: number): Column => ({
    header: 'Qty',
    local: local?.quantity,
    width,
    align: 'right',
    cell: (line) => String(line.quantity),
    total: '',
  });
  const description = (width: number): Column => ({
    header: 'Description',
    local: local?.description,
    width,
    align: 'left',
    cell: (line) => line.description,
    total: 'Total',
    totalLocal: local?.total,
  });

  if (!content.registered) {
    return [
      number,
      description(CONTENT_WIDTH - 22 - 34 - 90),
      quantity(34),
      { header: 'Amount', local: local?.amount, width: 90, align: 'right', cell: (line) => pdfRupees(line.totalPaise), total: pdfRupees(totals.totalPaise) },
    ];
  }

  const intraState = content.supplier.state.code === content.placeOfSupply.code;
  const showCgstSgst = intraState || totals.cgstPaise > 0 || totals.sgstPaise > 0;
  const showIgst = !intraState || totals.igstPaise > 0;
  const rates = new Set(lines.map((line) => line.rateBp));
  const oneRate = rates.size === 1 ? [...rates][0] : undefined;

  const head = (name: string, share: number, amount: (line: TaxLine) => number, total: number): Column => ({
    header: oneRate === undefined ? name : `${name} ${percent(oneRate * share)}`,
    width: 62,
    align: 'right',
    cell: (line) => (oneRate === undefined ? `${pdfRupees(amount(line))}\n@ ${percent(line.rateBp * share)}` : pdfRupees(amount(line))),
    total: pdfRupees(total),
  });
  const heads: Column[] = [];
  if (showCgstSgst) {
    heads.push(head('CGST', 0.5, (line) => line.cgstPaise, totals.cgstPaise));
    heads.push(head('SGST', 0.5, (line) => line.sgstPaise, totals.sgstPaise));
  }
  if (showIgst) heads.push(head('IGST', 1, (line) => line.igstPaise, totals.igstPaise));

  const fixed: Column[] = [
    { header: 'SAC/HSN', width: 56, align: 'left', cell: (line) => `${line.codeKind} ${line.code}`, total: '' },
    quantity(26),
    {
      header: 'Taxable value',
      local: local?.taxableValue,
      width: 68,
      align: 'right',
      cell: (line) => pdfRupees(line.taxablePaise),
      total: pdfRupees(totals.taxablePaise),
    },
    { header: 'Rate', local: local?.rate, width: 34, align: 'right', cell: (line) => percent(line.rateBp), total: '' },
    ...heads,
    { header: 'Total', local: local?.total, width: 70, align: 'right', cell: (line) => pdfRupees(line.totalPaise), total: pdfRupees(totals.totalPaise) },
  ];
  const used = number.width + fixed.reduce((sum, column) => sum + column.width, 0);
  return [number, description(CONTENT_WIDTH - used), ...fixed];
}
