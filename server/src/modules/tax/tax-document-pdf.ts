import { A4, artifact, CONTENT_WIDTH, FONT, group, INK, MARGIN, rule, startPdf, tag } from '../../platform/pdf/pdf-document';
import { istDate, percent, pdfRupees } from '../../platform/pdf/pdf-format';
import { amountInWords } from './amount-in-words';
import { type GstState, type TaxDocumentContent, type TaxLine, type TaxParty, taxDocumentTitle } from './tax-document';

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
 */
export function renderTaxDocumentPdf(content: TaxDocumentContent): Promise<Buffer> {
  const title = taxDocumentTitle(content);
  const issuedAt = new Date(content.issuedAt);
  const pdf = startPdf({
    title: `${title} ${content.number}`,
    subject: `${title} ${content.number} for order ${content.orderNumber}, issued by ${content.supplier.name}`,
    author: content.supplier.name,
    keywords: [title, content.number, content.orderNumber].join(', '),
    createdAt: issuedAt,
  });
  const { doc, root } = pdf;
  const w = new Writer(doc, root);

  // The title, then the supplier on the left and the document's particulars on the right.
  w.y = MARGIN.top;
  tag(doc, root, 'H1', () => {
    doc.font(FONT.bold).fontSize(20).fillColor(INK.accent).text(title, MARGIN.left, w.y, { width: CONTENT_WIDTH });
  });
  w.y = doc.y + 4;
  rule(doc, MARGIN.left, w.y, CONTENT_WIDTH, INK.accent, 1);
  w.y += 10;

  const top = w.y;
  const leftWidth = 270;
  const rightX = MARGIN.left + leftWidth + 20;
  const rightWidth = CONTENT_WIDTH - leftWidth - 20;
  const supplierBottom = w.party('Supplier', content.supplier, { x: MARGIN.left, y: top, width: leftWidth }, content.registered);
  const detailsBottom = w.details(content, title, { x: rightX, y: top, width: rightWidth });
  w.y = Math.max(supplierBottom, detailsBottom) + 12;

  w.y = w.party('Recipient', content.recipient, { x: MARGIN.left, y: w.y, width: CONTENT_WIDTH }, true) + 8;
  if (content.kind === 'credit-note' && content.reason) {
    w.y = w.labelled('Reason', content.reason, { x: MARGIN.left, y: w.y, width: CONTENT_WIDTH }) + 8;
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

type Column = {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: TaxLine, index: number) => string;
  total: string;
};

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
  ) {}

  private heading(text: string, box: Box): number {
    tag(this.doc, this.root, 'H2', () => {
      this.doc.font(FONT.bold).fontSize(9).fillColor(INK.muted).text(text, box.x, box.y, { width: box.width });
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

  /** "Label: value" as one paragraph, the label in grey. Returns the y below it. */
  labelled(label: string, value: string, box: Box, size = 9.5): number {
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
  party(heading: string, party: TaxParty, box: Box, withGstin: boolean): number {
    let y = this.heading(heading, box);
    y = this.paragraph(party.name, { ...box, y }, { bold: true, size: 11 });
    if (party.businessName && party.businessName !== party.name) y = this.paragraph(party.businessName, { ...box, y }, { bold: true });
    for (const line of party.addressLines) y = this.paragraph(line, { ...box, y });
    y = this.labelled('State', stateWithCode(party.state), { ...box, y: y + 1 });
    if (withGstin && party.gstin) y = this.labelled('GSTIN', party.gstin, { ...box, y });
    return y;
  }

  /** The document's own particulars: number, date, order, and on a tax document the place of supply and reverse charge. */
  details(content: TaxDocumentContent, title: string, box: Box): number {
    // "Invoice number", "Credit note number", "Refund receipt number".
    const noun = title === 'Tax Invoice' ? 'Invoice' : title.charAt(0) + title.slice(1).toLowerCase();
    let y = this.heading(`${noun} details`, box);
    y = this.labelled(`${noun} number`, content.number, { ...box, y });
    y = this.labelled(`${noun} date`, istDate(content.issuedAt), { ...box, y });
    y = this.labelled('Order number', content.orderNumber, { ...box, y });
    if (content.against) {
      const against = content.registered ? 'Invoice' : 'Receipt';
      y = this.labelled(`Against ${against.toLowerCase()}`, content.against.number, { ...box, y });
      y = this.labelled(`${against} date`, istDate(content.against.issuedAt), { ...box, y });
    }
    if (content.registered) {
      y = this.labelled('Place of supply', stateWithCode(content.placeOfSupply), { ...box, y });
      y = this.labelled('Reverse charge', content.reverseCharge ? 'Yes' : 'No', { ...box, y });
    }
    return y;
  }

  /** The lines as a table (Table > TR > TH/TD), with a totals row; the header repeats on every page it reaches. */
  table(content: TaxDocumentContent, title: string): void {
    const doc = this.doc;
    const columns = columnsFor(content);
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
    const headerHeight = rowHeight(headers, true);

    /** The header row: tagged the first time, an artifact when repeated on a later page. */
    const drawHeader = (tagged: boolean) => {
      artifact(doc, () => {
        doc.save().rect(MARGIN.left, this.y, CONTENT_WIDTH, headerHeight).fillColor(INK.fill).fill().restore();
      });
      const row = tagged ? group(doc, table, 'TR') : null;
      drawCells(headers, this.y, true, row, 'TH');
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
    const totalHeight = rowHeight(totals, true);
    if (this.y + totalHeight > BOTTOM) newPage();
    const row = group(doc, table, 'TR');
    drawCells(totals, this.y, true, row, 'TD', DESCRIPTION_COLUMN);
    row.end();
    this.y += totalHeight;
    rule(doc, MARGIN.left, this.y, CONTENT_WIDTH, INK.muted, 0.8);
    table.end();
    this.y += 10;
  }

  /** The total, the amount in words, and a note for a receipt; on a new page when they do not fit below the table. */
  closing(content: TaxDocumentContent): void {
    const doc = this.doc;
    const words = `Amount in words: ${amountInWords(content.totals.totalPaise)}`;
    const note = content.registered ? null : 'The seller is not registered for GST: no GST is charged.';
    doc.font(FONT.regular).fontSize(9.5);
    const needed = 40 + doc.heightOfString(words, { width: CONTENT_WIDTH }) + (note ? 20 : 0);
    if (this.y + needed > BOTTOM) {
      doc.addPage();
      this.y = MARGIN.top;
    }
    const box = { x: MARGIN.left, y: this.y, width: CONTENT_WIDTH };
    this.y = this.labelled(content.kind === 'credit-note' ? 'Total credited' : 'Total', pdfRupees(content.totals.totalPaise), box, 11) + 3;
    this.y = this.paragraph(words, { ...box, y: this.y }) + 6;
    if (note) this.y = this.paragraph(note, { ...box, y: this.y }, { colour: INK.muted, size: 8.5 }) + 6;
    // Rule 46(q): issued in the supplier's name by its system (decision 054 says why no drawn signature).
    this.y = this.paragraph(
      `For ${content.supplier.name}: authorised signatory. A computer-generated document, issued electronically.`,
      { ...box, y: this.y },
      { colour: INK.muted, size: 8.5 },
    );
  }
}

/** The table's columns: only the tax heads that apply, each named with its rate when every line has the same one ("CGST 9%"). */
function columnsFor(content: TaxDocumentContent): Column[] {
  const { lines, totals } = content;
  const number: Column = { header: 'No.', width: 22, align: 'left', cell: (_line, i) => String(i + 1), total: '' };
  const quantity = (width: number): Column => ({ header: 'Qty', width, align: 'right', cell: (line) => String(line.quantity), total: '' });

  if (!content.registered) {
    return [
      number,
      { header: 'Description', width: CONTENT_WIDTH - 22 - 34 - 90, align: 'left', cell: (line) => line.description, total: 'Total' },
      quantity(34),
      { header: 'Amount', width: 90, align: 'right', cell: (line) => pdfRupees(line.totalPaise), total: pdfRupees(totals.totalPaise) },
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
    { header: 'Taxable value', width: 68, align: 'right', cell: (line) => pdfRupees(line.taxablePaise), total: pdfRupees(totals.taxablePaise) },
    { header: 'Rate', width: 34, align: 'right', cell: (line) => percent(line.rateBp), total: '' },
    ...heads,
    { header: 'Total', width: 70, align: 'right', cell: (line) => pdfRupees(line.totalPaise), total: pdfRupees(totals.totalPaise) },
  ];
  const used = number.width + fixed.reduce((sum, column) => sum + column.width, 0);
  return [number, { header: 'Description', width: CONTENT_WIDTH - used, align: 'left', cell: (line) => line.description, total: 'Total' }, ...fixed];
}
