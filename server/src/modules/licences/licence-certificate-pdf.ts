import { A4, artifact, CONTENT_WIDTH, FONT, group, INK, MARGIN, rule, startPdf, tag } from '../../platform/pdf/pdf-document';
import { istDate } from '../../platform/pdf/pdf-format';
import { drawQrCode } from '../../platform/pdf/pdf-qr';
import type { LicenceCertificateContent } from '../tax/tax-document';

/**
 * A licence certificate: one A4 page per order line, drawn from what the order
 * keeps (tax-document.ts) each time it is asked for. It names the licence (its
 * unguessable id), who holds it, the photograph (title and thumbnail), the
 * tier with its summary and terms version, the date and the order; and it
 * points at the public verification page, as text and as a QR code, because
 * the page, not the paper, says whether the licence still stands (a refund
 * revokes it).
 */
export function renderLicenceCertificatePdf(content: LicenceCertificateContent): Promise<Buffer> {
  const pdf = startPdf({
    title: `Licence certificate ${content.licenceId}`,
    subject: `${content.tierName} licence to “${content.title}” for ${content.buyerName}, order ${content.orderNumber}`,
    author: content.shopName,
    keywords: ['Licence certificate', content.licenceId, content.tierName, content.orderNumber].join(', '),
    createdAt: new Date(content.issuedAt),
  });
  const { doc, root } = pdf;
  const centre = { x: MARGIN.left, width: CONTENT_WIDTH, align: 'center' as const };

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
  });
  y = doc.y + 6;
  tag(doc, root, 'P', () => {
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

  // The thumbnail, fitted into a box and centred, its proportions kept. A picture that cannot be read is left out, not fatal.
  const box = { width: 300, height: 210 };
  const image = openImage(doc, content.thumbnail);
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
  const labelX = MARGIN.left + 50;
  const labelWidth = 120;
  const valueX = labelX + labelWidth + 10;
  const valueWidth = A4.width - MARGIN.right - 50 - valueX;
  const list = group(doc, root, 'L');
  const row = (label: string, value: string, bold = true) => {
    const item = group(doc, list, 'LI');
    tag(doc, item, 'Lbl', () => {
      doc.font(FONT.regular).fontSize(10.5).fillColor(INK.muted).text(label, labelX, y, { width: labelWidth });
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
  row('Licensed to', content.buyerName);
  row('Photograph', content.title);
  row('Licence', content.tierName);
  row('What it allows', content.tierSummary, false);
  row('Terms', `Terms version ${content.termsVersion}`, false);
  row('Date', istDate(content.issuedAt));
  row('Order number', content.orderNumber);
  list.end();

  // Verification: the address and its QR code, side by side, near the foot of the page.
  const qrSize = 118;
  const top = Math.max(y + 24, A4.height - 62 - qrSize - 40);
  rule(doc, MARGIN.left + 20, top - 12, CONTENT_WIDTH - 40);
  const textX = MARGIN.left + 20;
  const textWidth = CONTENT_WIDTH - 40 - qrSize - 20;
  tag(doc, root, 'H2', () => {
    doc
      .font(FONT.bold)
      .fontSize(12)
      .fillColor(INK.text)
      .text('Verify this licence', textX, top + 6, { width: textWidth });
  });
  y = doc.y + 6;
  tag(doc, root, 'P', () => {
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(INK.text)
      .text('This licence’s current status (valid, or revoked after a refund) is shown at:', textX, y, { width: textWidth });
  });
  y = doc.y + 4;
  tag(doc, root, 'P', () => {
    doc.font(FONT.bold).fontSize(10).fillColor(INK.accent).text(content.verifyUrl, textX, y, { width: textWidth, link: content.verifyUrl });
  });
  y = doc.y + 8;
  tag(doc, root, 'P', () => {
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(INK.muted)
      .text('Scan the code or open the address to check it: this certificate shows the licence as it was granted.', textX, y, { width: textWidth });
  });
  drawQrCode(doc, root, content.verifyUrl, { x: A4.width - MARGIN.right - 20 - qrSize, y: top, size: qrSize });

  return pdf.finish();
}

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
