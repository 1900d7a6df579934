import QRCode from 'qrcode';
import { artifact, tag } from './pdf-document';

/**
 * A QR code drawn as vector squares (no bitmap: sharp at any zoom and a few
 * hundred bytes). Each row's runs of dark modules become one rectangle, and
 * the whole code is one filled path. Tagged as a Figure whose alternate text
 * is what it encodes, so a screen reader says the address, not "image".
 * The quiet zone (four modules) is left white around `size`.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, parent: PDFKit.PDFStructureElement, text: string, at: { x: number; y: number; size: number }): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const quiet = 4;
  const cell = at.size / (count + 2 * quiet);
  const origin = { x: at.x + quiet * cell, y: at.y + quiet * cell };
  tag(
    doc,
    parent,
    'Figure',
    () => {
      doc.save();
      for (let row = 0; row < count; row++) {
        let col = 0;
        while (col < count) {
          if (!modules.get(row, col)) {
            col++;
            continue;
          }
          const start = col;
          while (col < count && modules.get(row, col)) col++;
          doc.rect(origin.x + start * cell, origin.y + row * cell, (col - start) * cell, cell);
        }
      }
      doc.fillColor('#000000').fill();
      doc.restore();
    },
    { alt: `QR code for ${text}` },
  );
  // A thin frame so the code reads as one object on the page.
  artifact(doc, () => {
    doc.save().rect(at.x, at.y, at.size, at.size).lineWidth(0.5).strokeColor('#d0d0d0').stroke().restore();
  });
}
