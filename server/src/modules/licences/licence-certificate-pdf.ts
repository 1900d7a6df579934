import { LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { A4, artifact, CONTENT_WIDTH, FONT, group, INK, MARGIN, rule, startPdf, tag } from '../../platform/pdf/pdf-document';
import { istDate } from '../../platform/pdf/pdf-format';
import { beside, besideLanguage, drawRuns, type Run, runsHeight } from '../../platform/pdf/pdf-languages';
import { drawQrCode } from '../../platform/pdf/pdf-qr';
import type { LicenceCertificateContent } from '../tax/tax-document';
import { CERTIFICATE_PDF_WORDS } from './licence-certificate.pdf-words';

/**
 * A licence certificate: one A4 page per order line, drawn from what the order
 * keeps (tax-document.ts) each time it is asked for. It names the licence (its
 * unguessable id), who holds it, the photograph (title and thumbnail), the
 * tier with its summary and terms version, the date and the order; and it
 * points at the public verification page, as text and as a QR code, because
 * the page, not the paper, says whether the licence still stands (a refund
 * revokes it).
 *
 * For a buyer who reads Hindi or Marathi (`language`) the title, the labels
 * and the verification's sentences carry their words too, and a line says the
 * licence's terms are the English ones (decision 065); the tier's name and
 * summary stay English. An English buyer's certificate is what it was
 * before the languages, to the byte.
 */
export function renderLicenceCertificatePdf(content: LicenceCertificateContent, language: Locale = 'en'): Promise<Buffer> {
  const pdf = startPdf(
    {
      title: `Licence certificate ${content.licenceId}`,
      subject: `${content.tierName} licence to “${content.title}” for ${content.buyerName}, order ${content.orderNumber}`,
      author: content.shopName,
      keywords: ['Licence certificate', content.licenceId, content.tierName, content.orderNumber].join(', '),
      createdAt: new Date(content.issuedAt),
    },
    language,
  );
  const { doc, root } = pdf;
  const centre = { x: MARGIN.left, width: CONTENT_WIDTH, align: 'center' as const };
  const local = besideLanguage(language);
  const words = local ? CERTIFICATE_PDF_WORDS[local] : null;
  /** Runs of mixed scripts in a box: only on a Hindi or Marathi buyer's certificate. */
  const runs = (list: Run[], x: number, at: number, width: number, size: number, align?: 'left' | 'center') => {
    if (local) drawRuns(doc, list, x, at, { size, width, align, language: local });
  };
  /** A paragraph in the buyer's language alone, tagged as in it. */
  const localParagraph = (text: string, x: number, at: number, width: number, size: number, colour: string) => {
    if (local) tag(doc, root, 'P', () => runs([{ text, colour }], x, at, width, size), { lang: LOCALE_TAGS[local] });
  };

  // A double frame: decoration, so an artifact.
  artifact(doc, () => {
    doc
      .save()
      .lineWidth(1.5)
      .strokeColor(INK.accent)
      .rect(22, 22, A4.width - 44, A4.height - 44)
      .stroke();
    doc
      .lineWidth(0.5)
      .rect(27, 27, A4.width - 54, A4.height - 54)
      .stroke()
      .restore();
  });

  let y = 62;
  tag(doc, root, 'P', () => {
    doc.font(FONT.bold).fontSize(13).fillColor(INK.accent).text(content.shopName, centre.x, y, centre);
  });
  y = doc.y + 6;
  tag(doc, root, 'H1', () => {
    doc.font(FONT.bold).fontSize(26).fillColor(INK.text).text('Licence certificate', centre.x, y, centre);
    // The title in the buyer's language on a line of its own, under the English.
    if (words) runs([{ text: words.title, bold: true, colour: INK.accent }], centre.x, doc.y, centre.width, 17, 'center');
  });
  y = doc.y + 6;
  tag(doc, root, 'P', () => {
    if (words) {
      runs(
        [
          { text: `${beside('Licence id', words.licenceId)}: `, colour: INK.muted },
          { text: content.licenceId, bold: true },
        ],
        centre.x,
        y,
        centre.width,
        11,
        'center',
      );
      return;
    }
    // Two faces on one centred line: placed by measure, as PDFKit centres each part of a `continued` line on its own.
    const label = 'Licence id: ';
    const labelWidth = doc.font(FONT.regular).fontSize(11).widthOfString(label);
    const idWidth = doc.font(FONT.bold).fontSize(11).widthOfString(content.licenceId);
    const x = (A4.width - labelWidth - idWidth) / 2;
    doc.font(FONT.regular).fillColor(INK.muted).text(label, x, y, { lineBreak: false });
    doc
      .font(FONT.bold)
      .fillColor(INK.text)
      .text(content.licenceId, x + labelWidth, y, { lineBreak: false });
  });
  y += 14 + 14;
  rule(doc, MARGIN.left + 60, y, CONTENT_WIDTH - 120, INK.accent, 0.8);
  y += 18;

  // Where the particulars and the verification go, below the thumbnail.
  const labelX = MARGIN.left + 50;
  const labelWidth = 120;
  const valueX = labelX + labelWidth + 10;
  const valueWidth = A4.width - MARGIN.right - 50 - valueX;
  const governsWidth = A4.width - MARGIN.right - 50 - labelX;
  const qrSize = 118;
  const textX = MARGIN.left + 20;
  const textWidth = CONTENT_WIDTH - 40 - qrSize - 20;
  const particulars: { label: string; value: string; bold: boolean; words: string | undefined }[] = [
    { label: 'Licensed to', value: content.buyerName, bold: true, words: words?.licensedTo },
    { label: 'Photograph', value: content.title, bold: true, words: words?.photograph },
    { label: 'Licence', value: content.tierName, bold: true, words: words?.licence },
    { label: 'What it allows', value: content.tierSummary, bold: false, words: words?.allows },
    { label: 'Terms', value: `Terms version ${content.termsVersion}`, bold: false, words: words?.terms },
    { label: 'Date', value: istDate(content.issuedAt), bold: true, words: words?.date },
    { label: 'Order number', value: content.orderNumber, bold: true, words: words?.orderNumber },
  ];

  // The thumbnail, fitted into a box and centred, its proportions kept. A picture that cannot be read is left out, not fatal.
  const box = { width: 300, height: 210 };
  // Beside a second language the words below take more room: the thumbnail takes what is left (at most 170 points), so the
  // certificate stays one page; the verification block starts no lower than where its longer text still ends on the page.
  let lowestTop = A4.height;
  if (words && local) {
    const height = (text: string, face: string, size: number, width: number) => doc.font(face).fontSize(size).heightOfString(text, { width });
    const inWords = (text: string, size: number, width: number, bold = false) => runsHeight(doc, [{ text, bold }], size, width);
    const title = height(content.title, FONT.bold, 16, CONTENT_WIDTH) + 16;
    const list = particulars.reduce(
      (sum, item) =>
        sum +
        Math.max(
          height(item.label, FONT.regular, 10.5, labelWidth) + inWords(item.words ?? '', 9, labelWidth),
          height(item.value, item.bold ? FONT.bold : FONT.regular, 10.5, valueWidth),
        ) +
        5,
      0,
    );
    const governs = 4 + height(words.governs.english, FONT.regular, 8.5, governsWidth) + 1 + inWords(words.governs.words, 8.5, governsWidth);
    const verification =
      6 +
      inWords(beside('Verify this licence', words.verify), 12, textWidth, true) +
      6 +
      height(STATUS, FONT.regular, 10, textWidth) +
      1 +
      inWords(words.status, 10, textWidth) +
      4 +
      height(content.verifyUrl, FONT.bold, 10, textWidth) +
      8 +
      height(SCAN, FONT.regular, 8.5, textWidth) +
      1 +
      inWords(words.scan, 8.5, textWidth);
    lowestTop = A4.height - MARGIN.bottom - verification - 2;
    box.height = Math.min(170, lowestTop - 24 - governs - list - title - 22 - y);
  }
  const image = box.height >= 60 ? openImage(doc, content.thumbnail) : null;
  if (image) {
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    const x = (A4.width - width) / 2;
    // `image` takes what `openImage` gave as well as bytes (read once, not twice); its types only list bytes.
    tag(doc, root, 'Figure', () => doc.image(image as unknown as Buffer, x, y, { width, height }), { alt: `Thumbnail of the photograph “${content.title}”` });
    artifact(doc, () => {
      doc.save().lineWidth(0.5).strokeColor(INK.rule).rect(x, y, width, height).stroke().restore();
    });
    y += height + 22;
  }

  tag(doc, root, 'H2', () => {
    doc.font(FONT.bold).fontSize(16).fillColor(INK.text).text(content.title, centre.x, y, centre);
  });
  y = doc.y + 16;

  // The particulars as a two-column list: label on the left, value on the right; tagged as a list (L > LI > Lbl + LBody),
  // so a screen reader reads each label with its value.
  const list = group(doc, root, 'L');
  const row = (label: string, value: string, bold = true, labelWords?: string) => {
    const item = group(doc, list, 'LI');
    tag(doc, item, 'Lbl', () => {
      doc.font(FONT.regular).fontSize(10.5).fillColor(INK.muted).text(label, labelX, y, { width: labelWidth });
      // The label in the buyer's language, under the English.
      if (labelWords) runs([{ text: labelWords, colour: INK.muted }], labelX, doc.y, labelWidth, 9);
    });
    const below = doc.y;
    tag(doc, item, 'LBody', () => {
      doc
        .font(bold ? FONT.bold : FONT.regular)
        .fontSize(10.5)
        .fillColor(INK.text)
        .text(value, valueX, y, { width: valueWidth });
    });
    item.end();
    y = Math.max(below, doc.y) + 5;
  };
  for (const item of particulars) row(item.label, item.value, item.bold, item.words);
  list.end();

  if (words) {
    // That the terms are the English ones, in English and in the buyer's language, under the particulars.
    y += 4;
    tag(doc, root, 'P', () => {
      doc.font(FONT.regular).fontSize(8.5).fillColor(INK.muted).text(words.governs.english, labelX, y, { width: governsWidth });
    });
    localParagraph(words.governs.words, labelX, doc.y + 1, governsWidth, 8.5, INK.muted);
    y = doc.y;
  }

  // Verification: the address and its QR code, side by side, near the foot of the page.
  const top = Math.max(y + 24, Math.min(A4.height - 62 - qrSize - 40, lowestTop));
  rule(doc, MARGIN.left + 20, top - 12, CONTENT_WIDTH - 40);
  tag(doc, root, 'H2', () => {
    if (words) runs([{ text: beside('Verify this licence', words.verify), bold: true }], textX, top + 6, textWidth, 12);
    else
      doc
        .font(FONT.bold)
        .fontSize(12)
        .fillColor(INK.text)
        .text('Verify this licence', textX, top + 6, { width: textWidth });
  });
  y = doc.y + 6;
  tag(doc, root, 'P', () => {
    doc.font(FONT.regular).fontSize(10).fillColor(INK.text).text(STATUS, textX, y, { width: textWidth });
  });
  if (words) localParagraph(words.status, textX, doc.y + 1, textWidth, 10, INK.text);
  y = doc.y + 4;
  tag(doc, root, 'P', () => {
    doc.font(FONT.bold).fontSize(10).fillColor(INK.accent).text(content.verifyUrl, textX, y, { width: textWidth, link: content.verifyUrl });
  });
  y = doc.y + 8;
  tag(doc, root, 'P', () => {
    doc.font(FONT.regular).fontSize(8.5).fillColor(INK.muted).text(SCAN, textX, y, { width: textWidth });
  });
  if (words) localParagraph(words.scan, textX, doc.y + 1, textWidth, 8.5, INK.muted);
  drawQrCode(doc, root, content.verifyUrl, { x: A4.width - MARGIN.right - 20 - qrSize, y: top, size: qrSize });

  return pdf.finish();
}

const STATUS = 'This licence’s current status (valid, or revoked after a refund) is shown at:';
const SCAN = 'Scan the code or open the address to check it: this certificate shows the licence as it was granted.';

/** A picture PDFKit has read: its size in pixels, and the object `doc.image` embeds. */
type OpenedImage = { width: number; height: number };

/** The thumbnail as PDFKit reads it (JPEG or PNG); null when there is none or it is not a picture PDFKit can read. */
function openImage(doc: PDFKit.PDFDocument, bytes: Buffer | null): OpenedImage | null {
  if (!bytes || bytes.length === 0) return null;
  try {
    // PDFKit's own reader (`openImage`, which `image` calls); its types do not list it.
    return (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
  } catch {
    return null;
  }
}
