import { describe, expect, it } from 'vitest';
import { DEVANAGARI_FONT, startPdf } from './pdf-document';
import { beside, besideLanguage, scriptRuns } from './pdf-languages';

describe('the buyer’s language beside English', () => {
  it('prints the buyer’s words after the English, and nothing more for an English buyer', () => {
    expect(beside('Tax Invoice', 'कर बीजक')).toBe('Tax Invoice / कर बीजक');
    expect(beside('GSTIN', undefined)).toBe('GSTIN');
    expect(besideLanguage('en')).toBeNull();
    expect(besideLanguage('mr')).toBe('mr');
  });

  it('cuts a line where its script changes, the spaces staying with the words before them', () => {
    expect(scriptRuns('Invoice number / बीजक क्रमांक: CH/26-27/000123')).toEqual([
      { text: 'Invoice number / ', devanagari: false },
      { text: 'बीजक क्रमांक', devanagari: true },
      { text: ': CH/26-27/000123', devanagari: false },
    ]);
    // Punctuation the Devanagari face lacks (. , :) is DejaVu's; the danda is the Devanagari face's.
    expect(scriptRuns('अटी. शर्तें।')).toEqual([
      { text: 'अटी', devanagari: true },
      { text: '. ', devanagari: false },
      { text: 'शर्तें।', devanagari: true },
    ]);
    expect(scriptRuns('Tax Invoice')).toEqual([{ text: 'Tax Invoice', devanagari: false }]);
  });

  it('shapes Devanagari: conjuncts and a reph drawn as one, narrower than their letters side by side', async () => {
    const pdf = startPdf({ title: 't', subject: 's', author: 'a', createdAt: new Date('2026-01-01T00:00:00Z') }, 'mr');
    const width = (text: string) => pdf.doc.font(DEVANAGARI_FONT.regular).fontSize(100).widthOfString(text);
    const apart = (...letters: string[]) => letters.reduce((sum, letter) => sum + width(letter), 0);
    // क्ष and त्र are conjunct glyphs; unshaped they would be क + ् (a visible virama) + ष.
    expect(width('क्ष')).toBeLessThan(apart('क', '्', 'ष') - 20);
    expect(width('त्र')).toBeLessThan(apart('त', '्', 'र') - 20);
    // र्क: the र becomes a reph over the क, taking no room of its own.
    expect(width('र्क')).toBeCloseTo(width('क'), 0);
    await pdf.finish();
  });
});
