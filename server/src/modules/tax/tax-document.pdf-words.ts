import type { PdfWords } from '../../platform/pdf/pdf-languages';

/**
 * A tax document's words in Hindi and Marathi, printed beside its English
 * (decision 065): the title, the headings and labels, the table's column
 * headers, and the notes. The English stays as it is (tax-document-pdf.ts):
 * a GST document must be in English, and it governs.
 *
 * The terms are the ones GST documents use in India. "Tax Invoice" is कर बीजक
 * in both languages: बीजक is the word of the Hindi GST Acts and rules, and of
 * Marathi accounting; Marathi's चलन is avoided, as it is also the word for the
 * challan tax is paid with. A credit note is क्रेडिट नोट, as Indian businesses
 * and the shop's own pages call it. Hindi writes numbers with संख्या, Marathi
 * with क्रमांक; the codes (GSTIN, SAC/HSN, CGST, SGST, IGST) are printed as the
 * law names them, in English only.
 */

/** A document's kind, by its English title (taxDocumentTitle). */
type Kind = 'Tax Invoice' | 'Credit Note' | 'Receipt' | 'Refund Receipt';

type KindWords = {
  title: string;
  /** "Invoice details", "Credit note details"… */
  details: string;
  /** "Invoice number"… */
  number: string;
  /** "Invoice date"… */
  date: string;
};

export type TaxPdfWords = {
  kinds: Record<Kind, KindWords>;
  supplier: string;
  recipient: string;
  state: string;
  orderNumber: string;
  /** "Against invoice" / "Against receipt": the document a credit note or refund receipt is against. */
  againstInvoice: string;
  againstReceipt: string;
  placeOfSupply: string;
  reverseCharge: string;
  yes: string;
  no: string;
  reason: string;
  /** The table's column headers, and its totals row. */
  columns: { number: string; description: string; quantity: string; amount: string; taxableValue: string; rate: string; total: string };
  total: string;
  totalCredited: string;
  amountInWords: string;
  notRegistered: string;
  /** The issuer's line (Rule 46(q)), after the supplier's name. */
  signatory: (supplier: string) => string;
  /** That the English governs: in English (naming the language), and in the language. */
  governs: { english: string; words: string };
};

export const TAX_PDF_WORDS: PdfWords<TaxPdfWords> = {
  hi: {
    kinds: {
      'Tax Invoice': { title: 'कर बीजक', details: 'बीजक का विवरण', number: 'बीजक संख्या', date: 'बीजक की तारीख' },
      'Credit Note': { title: 'क्रेडिट नोट', details: 'क्रेडिट नोट का विवरण', number: 'क्रेडिट नोट संख्या', date: 'क्रेडिट नोट की तारीख' },
      Receipt: { title: 'रसीद', details: 'रसीद का विवरण', number: 'रसीद संख्या', date: 'रसीद की तारीख' },
      'Refund Receipt': { title: 'रिफ़ंड रसीद', details: 'रिफ़ंड रसीद का विवरण', number: 'रिफ़ंड रसीद संख्या', date: 'रिफ़ंड रसीद की तारीख' },
    },
    supplier: 'आपूर्तिकर्ता',
    recipient: 'प्राप्तकर्ता',
    state: 'राज्य',
    orderNumber: 'ऑर्डर संख्या',
    againstInvoice: 'मूल बीजक',
    againstReceipt: 'मूल रसीद',
    placeOfSupply: 'आपूर्ति का स्थान',
    reverseCharge: 'प्रतिलोम प्रभार',
    yes: 'हाँ',
    no: 'नहीं',
    reason: 'कारण',
    columns: { number: 'क्र.', description: 'विवरण', quantity: 'मात्रा', amount: 'राशि', taxableValue: 'कर योग्य मूल्य', rate: 'दर', total: 'कुल' },
    total: 'कुल राशि',
    totalCredited: 'कुल क्रेडिट राशि',
    amountInWords: 'राशि शब्दों में',
    notRegistered: 'विक्रेता GST में पंजीकृत नहीं है: इस पर कोई GST नहीं लिया गया है।',
    signatory: (supplier) => `${supplier} के लिए: अधिकृत हस्ताक्षरकर्ता। कंप्यूटर से बना दस्तावेज़, इलेक्ट्रॉनिक रूप से जारी।`,
    governs: {
      english: 'The Hindi beside the English is a translation for your convenience: the English text governs.',
      words: 'अंग्रेज़ी के साथ दी गई हिन्दी आपकी सुविधा के लिए अनुवाद है: अंग्रेज़ी पाठ ही मान्य है।',
    },
  },
  mr: {
    kinds: {
      'Tax Invoice': { title: 'कर बीजक', details: 'बीजक तपशील', number: 'बीजक क्रमांक', date: 'बीजक दिनांक' },
      'Credit Note': { title: 'क्रेडिट नोट', details: 'क्रेडिट नोट तपशील', number: 'क्रेडिट नोट क्रमांक', date: 'क्रेडिट नोट दिनांक' },
      Receipt: { title: 'पावती', details: 'पावती तपशील', number: 'पावती क्रमांक', date: 'पावती दिनांक' },
      'Refund Receipt': { title: 'परतावा पावती', details: 'परतावा पावती तपशील', number: 'परतावा पावती क्रमांक', date: 'परतावा पावती दिनांक' },
    },
    supplier: 'पुरवठादार',
    recipient: 'प्राप्तकर्ता',
    state: 'राज्य',
    orderNumber: 'ऑर्डर क्रमांक',
    againstInvoice: 'मूळ बीजक',
    againstReceipt: 'मूळ पावती',
    placeOfSupply: 'पुरवठ्याचे ठिकाण',
    reverseCharge: 'रिव्हर्स चार्ज',
    yes: 'होय',
    no: 'नाही',
    reason: 'कारण',
    columns: { number: 'क्र.', description: 'तपशील', quantity: 'नग', amount: 'रक्कम', taxableValue: 'करपात्र मूल्य', rate: 'दर', total: 'एकूण' },
    total: 'एकूण रक्कम',
    totalCredited: 'एकूण जमा रक्कम',
    amountInWords: 'अक्षरी रक्कम',
    notRegistered: 'विक्रेत्याची GST साठी नोंदणी नाही: यावर कोणताही GST आकारलेला नाही.',
    signatory: (supplier) => `${supplier} करिता: अधिकृत स्वाक्षरीकर्ता. संगणकाने तयार केलेला दस्तऐवज, इलेक्ट्रॉनिक पद्धतीने दिलेला.`,
    governs: {
      english: 'The Marathi beside the English is a translation for your convenience: the English text governs.',
      words: 'इंग्रजीसोबत दिलेली मराठी तुमच्या सोयीसाठी केलेले भाषांतर आहे: इंग्रजी मजकूरच ग्राह्य आहे.',
    },
  },
};
