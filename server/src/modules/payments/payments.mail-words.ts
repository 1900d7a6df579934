import type { MailWords } from '../../platform/mail/mail-words';

/**
 * The buyer's payment mails in each language (payments.mails.ts): the
 * receipt, a refunded order, a declined late payment. Amounts come already
 * written in the language (formatRupees). The shop's own mail (a payment
 * nobody could settle) stays English. English is the shop's own, unchanged.
 */

const en = {
  receiptSubject: (shop: string, orderNumber: string) => `Your ${shop} order ${orderNumber}`,
  receiptHeading: 'Thank you for your order',
  receiptPreview: (orderNumber: string, amount: string) => `Your order ${orderNumber}: ${amount}`,
  /** Around the order's number: before it, after it. */
  thanks: ['Thank you for your order ', '.'] as readonly [string, string],
  licenceName: (tier: string, upgradedFrom: string | null) => `${tier} licence${upgradedFrom ? ` (upgraded from ${upgradedFrom})` : ''}`,
  subtotal: 'Subtotal',
  coupon: (code: string) => `Coupon ${code}`,
  paidLine: (amount: string) => `Paid: ${amount} (inclusive of all taxes)`,
  paidLabel: 'Paid (inclusive of all taxes):',
  transactionId: 'Transaction ID',
  downloadHere: 'Download your photographs here:',
  downloadButton: 'Download your photographs',
  /** Before the link to the order page, its words, after it. */
  documents: ['Your tax invoice and a licence certificate (PDF) for each photograph are on ', 'your order page', '.'] as readonly [string, string, string],
  checkLicences: 'Anyone can check that a licence stands on its own page:',
  refundSubject: (shop: string, orderNumber: string) => `Your ${shop} order ${orderNumber} has been refunded`,
  refundHeading: 'Your order has been refunded',
  refunded: (orderNumber: string, amount: string) =>
    `We have refunded your order ${orderNumber}: ${amount} goes back to the way you paid, usually within 5–7 working days.`,
  reason: (reason: string) => `Reason: ${reason}`,
  downloadsEnded: "The order's downloads have ended; you may buy its photographs again at any time.",
  seeOrders: 'See your orders',
  declinedSubject: (shop: string) => `Your ${shop} payment has been refunded`,
  declinedHeading: 'Your payment has been refunded',
  declinedLate: (amount: string, transactionId: string) =>
    `Your payment of ${amount} (transaction ${transactionId}) reached us after its checkout had closed. By then its coupon could no longer be used, so we did not complete the order.`,
  declinedRefunding: (amount: string) => `We are refunding the whole ${amount} to the way you paid; it usually arrives within 5–7 working days.`,
  stillInCart: 'The photographs are still in your cart, if you would like to buy them again:',
  cartButton: 'Your cart',
};

type PaymentsMailWords = typeof en;

const hi: PaymentsMailWords = {
  receiptSubject: (shop, orderNumber) => `आपका ${shop} ऑर्डर ${orderNumber}`,
  receiptHeading: 'आपके ऑर्डर के लिए धन्यवाद',
  receiptPreview: (orderNumber, amount) => `आपका ऑर्डर ${orderNumber}: ${amount}`,
  thanks: ['आपके ऑर्डर ', ' के लिए धन्यवाद।'],
  licenceName: (tier, upgradedFrom) => `${tier} लाइसेंस${upgradedFrom ? ` (${upgradedFrom} से अपग्रेड किया गया)` : ''}`,
  subtotal: 'उप-योग',
  coupon: (code) => `कूपन ${code}`,
  paidLine: (amount) => `भुगतान: ${amount} (सभी कर शामिल)`,
  paidLabel: 'भुगतान (सभी कर शामिल):',
  transactionId: 'ट्रांज़ैक्शन ID',
  downloadHere: 'अपनी तस्वीरें यहाँ डाउनलोड करें:',
  downloadButton: 'अपनी तस्वीरें डाउनलोड करें',
  documents: ['आपका टैक्स इनवॉइस और हर तस्वीर का लाइसेंस प्रमाणपत्र (PDF) ', 'आपके ऑर्डर के पेज', ' पर हैं।'],
  checkLicences: 'कोई भी किसी लाइसेंस को उसके अपने पेज पर जाँच सकता है:',
  refundSubject: (shop, orderNumber) => `आपके ${shop} ऑर्डर ${orderNumber} का रिफ़ंड हो गया है`,
  refundHeading: 'आपके ऑर्डर का रिफ़ंड हो गया है',
  refunded: (orderNumber, amount) =>
    `हमने आपके ऑर्डर ${orderNumber} का रिफ़ंड कर दिया है: ${amount} उसी तरीक़े से वापस आएँगे जिससे आपने भुगतान किया, आमतौर पर 5–7 कार्यदिवस में।`,
  reason: (reason) => `कारण: ${reason}`,
  downloadsEnded: 'इस ऑर्डर के डाउनलोड बंद हो गए हैं; आप इसकी तस्वीरें कभी भी फिर से ख़रीद सकते हैं।',
  seeOrders: 'अपने ऑर्डर देखें',
  declinedSubject: (shop) => `आपके ${shop} भुगतान का रिफ़ंड हो गया है`,
  declinedHeading: 'आपके भुगतान का रिफ़ंड हो गया है',
  declinedLate: (amount, transactionId) =>
    `आपका ${amount} का भुगतान (ट्रांज़ैक्शन ${transactionId}) चेकआउट बंद होने के बाद हम तक पहुँचा। तब तक उसका कूपन इस्तेमाल नहीं हो सकता था, इसलिए हमने ऑर्डर पूरा नहीं किया।`,
  declinedRefunding: (amount) => `हम पूरे ${amount} उसी तरीक़े से वापस कर रहे हैं जिससे आपने भुगतान किया; आमतौर पर यह 5–7 कार्यदिवस में पहुँच जाता है।`,
  stillInCart: 'तस्वीरें अब भी आपके कार्ट में हैं, अगर आप उन्हें फिर से ख़रीदना चाहें:',
  cartButton: 'आपका कार्ट',
};

const mr: PaymentsMailWords = {
  receiptSubject: (shop, orderNumber) => `तुमची ${shop} ऑर्डर ${orderNumber}`,
  receiptHeading: 'तुमच्या ऑर्डरबद्दल धन्यवाद',
  receiptPreview: (orderNumber, amount) => `तुमची ऑर्डर ${orderNumber}: ${amount}`,
  thanks: ['तुमच्या ऑर्डर ', ' बद्दल धन्यवाद.'],
  licenceName: (tier, upgradedFrom) => `${tier} परवाना${upgradedFrom ? ` (${upgradedFrom} वरून अपग्रेड केला)` : ''}`,
  subtotal: 'उप-एकूण',
  coupon: (code) => `कूपन ${code}`,
  paidLine: (amount) => `भरले: ${amount} (सर्व करांसहित)`,
  paidLabel: 'भरले (सर्व करांसहित):',
  transactionId: 'ट्रान्झॅक्शन ID',
  downloadHere: 'तुमची छायाचित्रे इथे डाउनलोड करा:',
  downloadButton: 'तुमची छायाचित्रे डाउनलोड करा',
  documents: ['तुमचे टॅक्स इनव्हॉइस आणि प्रत्येक छायाचित्राचे परवाना प्रमाणपत्र (PDF) ', 'तुमच्या ऑर्डरच्या पानावर', ' आहेत.'],
  checkLicences: 'कोणताही परवाना वैध आहे की नाही, हे कोणालाही त्याच्या स्वतःच्या पानावर पडताळता येते:',
  refundSubject: (shop, orderNumber) => `तुमच्या ${shop} ऑर्डर ${orderNumber} चा परतावा दिला आहे`,
  refundHeading: 'तुमच्या ऑर्डरचा परतावा दिला आहे',
  refunded: (orderNumber, amount) => `आम्ही तुमच्या ऑर्डर ${orderNumber} चा परतावा दिला आहे: ${amount} तुम्ही जसे भरले तसे परत येतील, साधारण ५–७ कामकाजाच्या दिवसांत.`,
  reason: (reason) => `कारण: ${reason}`,
  downloadsEnded: 'या ऑर्डरचे डाउनलोड बंद झाले आहेत; तिची छायाचित्रे तुम्ही केव्हाही पुन्हा खरेदी करू शकता.',
  seeOrders: 'तुमच्या ऑर्डर पाहा',
  declinedSubject: (shop) => `तुमच्या ${shop} पेमेंटचा परतावा दिला आहे`,
  declinedHeading: 'तुमच्या पेमेंटचा परतावा दिला आहे',
  declinedLate: (amount, transactionId) =>
    `तुमचे ${amount} चे पेमेंट (ट्रान्झॅक्शन ${transactionId}) चेकआउट बंद झाल्यानंतर आमच्यापर्यंत पोहोचले. तोपर्यंत त्याचे कूपन वापरता येत नव्हते, म्हणून आम्ही ऑर्डर पूर्ण केली नाही.`,
  declinedRefunding: (amount) => `आम्ही संपूर्ण ${amount} तुम्ही जसे भरले तसे परत करत आहोत; ते साधारण ५–७ कामकाजाच्या दिवसांत जमा होतात.`,
  stillInCart: 'छायाचित्रे अजूनही तुमच्या कार्टमध्ये आहेत, ती पुन्हा खरेदी करायची असल्यास:',
  cartButton: 'तुमचे कार्ट',
};

export const PAYMENTS_MAIL_WORDS: MailWords<PaymentsMailWords> = { en, hi, mr };
