import type { MailWords } from '../../platform/mail/mail-words';

/** The status the shop moved a print order to (prints.mails.ts PrintStatusChange['status']). */
type Status = 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

/**
 * The customer's print mails in each language (prints.mails.ts): the
 * confirmation and the status. Amounts and counts come already written in
 * the language. The shop's own mails (a new order, its address) use the
 * English. English is the shop's own, unchanged.
 */

const en = {
  itemLine: (quantity: string, title: string, colour: string, unit: string, total: string) => `${quantity} × ${title} (${colour}), ${unit} each: ${total}`,
  itemDetail: (quantity: string, colour: string, unit: string) => `${quantity} × ${colour}, ${unit} each`,
  prints: 'Prints',
  shipping: 'Shipping',
  paidLine: (amount: string) => `Paid: ${amount} (inclusive of all taxes)`,
  paidLabel: 'Paid (inclusive of all taxes):',
  transactionId: 'Transaction ID',
  shipTo: 'Ship to:',
  followHere: 'Follow your orders here:',
  followButton: 'Follow your print orders',
  confirmationSubject: (shop: string, orderNumber: string) => `Your ${shop} print order ${orderNumber}`,
  confirmationHeading: 'Thank you for your print order',
  confirmationThanks: (orderNumber: string) => `Thank you for your print order ${orderNumber}. We print and frame it by hand and tell you when it ships.`,
  confirmToGiveAddress: 'Please confirm your order on our website to give us your shipping address.',
  statusSubject: (shop: string, orderNumber: string, status: string) => `Your ${shop} print order ${orderNumber}: ${status}`,
  statusNames: { Processing: 'Processing', Shipped: 'Shipped', Delivered: 'Delivered', Cancelled: 'Cancelled' } as Record<Status, string>,
  statusHeadings: {
    Processing: 'Your prints are being made',
    Shipped: 'Your prints are on their way',
    Delivered: 'Your prints have been delivered',
    Cancelled: 'Your print order was cancelled',
  } as Record<Status, string>,
  processing: (orderNumber: string) => `We have started on your print order ${orderNumber}: it is being printed and framed by hand.`,
  shipped: (orderNumber: string) => `Your print order ${orderNumber} is on its way.`,
  delivered: (orderNumber: string) => `Your print order ${orderNumber} has been delivered. We hope it looks lovely on your wall.`,
  cancelled: (orderNumber: string) => `We have cancelled your print order ${orderNumber}.`,
  reason: (reason: string) => `Reason: ${reason}`,
  refundOnItsWay: (amount: string) => `A refund of ${amount} to the way you paid is on its way; banks usually take 5 to 7 working days to show it.`,
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackParcel: 'Track your parcel',
};

type PrintsMailWords = typeof en;

const hi: PrintsMailWords = {
  itemLine: (quantity, title, colour, unit, total) => `${quantity} × ${title} (${colour}), ${unit} प्रति प्रिंट: ${total}`,
  itemDetail: (quantity, colour, unit) => `${quantity} × ${colour}, ${unit} प्रति प्रिंट`,
  prints: 'प्रिंट',
  shipping: 'शिपिंग',
  paidLine: (amount) => `भुगतान: ${amount} (सभी कर शामिल)`,
  paidLabel: 'भुगतान (सभी कर शामिल):',
  transactionId: 'ट्रांज़ैक्शन ID',
  shipTo: 'भेजने का पता:',
  followHere: 'अपने ऑर्डर यहाँ देखें:',
  followButton: 'अपने प्रिंट ऑर्डर देखें',
  confirmationSubject: (shop, orderNumber) => `आपका ${shop} प्रिंट ऑर्डर ${orderNumber}`,
  confirmationHeading: 'आपके प्रिंट ऑर्डर के लिए धन्यवाद',
  confirmationThanks: (orderNumber) => `आपके प्रिंट ऑर्डर ${orderNumber} के लिए धन्यवाद। हम इसे हाथ से प्रिंट और फ़्रेम करते हैं, और भेजते ही आपको बताएँगे।`,
  confirmToGiveAddress: 'अपना शिपिंग पता देने के लिए कृपया हमारी वेबसाइट पर अपना ऑर्डर कन्फ़र्म करें।',
  statusSubject: (shop, orderNumber, status) => `आपका ${shop} प्रिंट ऑर्डर ${orderNumber}: ${status}`,
  statusNames: { Processing: 'तैयार हो रहा है', Shipped: 'भेज दिया गया', Delivered: 'पहुँच गया', Cancelled: 'रद्द' },
  statusHeadings: {
    Processing: 'आपके प्रिंट तैयार हो रहे हैं',
    Shipped: 'आपके प्रिंट रास्ते में हैं',
    Delivered: 'आपके प्रिंट पहुँच गए हैं',
    Cancelled: 'आपका प्रिंट ऑर्डर रद्द हो गया',
  },
  processing: (orderNumber) => `हमने आपके प्रिंट ऑर्डर ${orderNumber} पर काम शुरू कर दिया है: इसे हाथ से प्रिंट और फ़्रेम किया जा रहा है।`,
  shipped: (orderNumber) => `आपका प्रिंट ऑर्डर ${orderNumber} रास्ते में है।`,
  delivered: (orderNumber) => `आपका प्रिंट ऑर्डर ${orderNumber} पहुँच गया है। हमें उम्मीद है कि यह आपकी दीवार पर सुंदर लगेगा।`,
  cancelled: (orderNumber) => `हमने आपका प्रिंट ऑर्डर ${orderNumber} रद्द कर दिया है।`,
  reason: (reason) => `कारण: ${reason}`,
  refundOnItsWay: (amount) => `${amount} का रिफ़ंड उसी तरीक़े से आ रहा है जिससे आपने भुगतान किया; बैंक इसे दिखाने में आमतौर पर 5 से 7 कार्यदिवस लेते हैं।`,
  carrier: 'कूरियर',
  trackingNumber: 'ट्रैकिंग नंबर',
  trackParcel: 'अपना पार्सल ट्रैक करें',
};

const mr: PrintsMailWords = {
  itemLine: (quantity, title, colour, unit, total) => `${quantity} × ${title} (${colour}), प्रत्येकी ${unit}: ${total}`,
  itemDetail: (quantity, colour, unit) => `${quantity} × ${colour}, प्रत्येकी ${unit}`,
  prints: 'प्रिंट',
  shipping: 'शिपिंग',
  paidLine: (amount) => `भरले: ${amount} (सर्व करांसहित)`,
  paidLabel: 'भरले (सर्व करांसहित):',
  transactionId: 'ट्रान्झॅक्शन ID',
  shipTo: 'पाठवण्याचा पत्ता:',
  followHere: 'तुमच्या ऑर्डर इथे पाहा:',
  followButton: 'तुमच्या प्रिंट ऑर्डर पाहा',
  confirmationSubject: (shop, orderNumber) => `तुमची ${shop} प्रिंट ऑर्डर ${orderNumber}`,
  confirmationHeading: 'तुमच्या प्रिंट ऑर्डरबद्दल धन्यवाद',
  confirmationThanks: (orderNumber) => `तुमच्या प्रिंट ऑर्डर ${orderNumber} बद्दल धन्यवाद. आम्ही ती हाताने प्रिंट करून फ्रेम करतो, आणि पाठवताच तुम्हाला कळवू.`,
  confirmToGiveAddress: 'तुमचा पाठवण्याचा पत्ता देण्यासाठी कृपया आमच्या वेबसाइटवर तुमची ऑर्डर निश्चित करा.',
  statusSubject: (shop, orderNumber, status) => `तुमची ${shop} प्रिंट ऑर्डर ${orderNumber}: ${status}`,
  statusNames: { Processing: 'तयार होत आहे', Shipped: 'पाठवली', Delivered: 'पोहोचली', Cancelled: 'रद्द' },
  statusHeadings: {
    Processing: 'तुमचे प्रिंट तयार होत आहेत',
    Shipped: 'तुमचे प्रिंट पाठवले आहेत',
    Delivered: 'तुमचे प्रिंट पोहोचले आहेत',
    Cancelled: 'तुमची प्रिंट ऑर्डर रद्द झाली',
  },
  processing: (orderNumber) => `आम्ही तुमच्या प्रिंट ऑर्डर ${orderNumber} चे काम सुरू केले आहे: ती हाताने प्रिंट आणि फ्रेम केली जात आहे.`,
  shipped: (orderNumber) => `तुमची प्रिंट ऑर्डर ${orderNumber} पाठवली आहे, ती लवकरच तुमच्यापर्यंत पोहोचेल.`,
  delivered: (orderNumber) => `तुमची प्रिंट ऑर्डर ${orderNumber} पोहोचली आहे. ती तुमच्या भिंतीवर सुंदर दिसेल, अशी आशा आहे.`,
  cancelled: (orderNumber) => `आम्ही तुमची प्रिंट ऑर्डर ${orderNumber} रद्द केली आहे.`,
  reason: (reason) => `कारण: ${reason}`,
  refundOnItsWay: (amount) => `${amount} चा परतावा तुम्ही जसे भरले तसा परत येत आहे; बँकेत तो दिसायला साधारण ५ ते ७ कामकाजाचे दिवस लागतात.`,
  carrier: 'कुरिअर',
  trackingNumber: 'ट्रॅकिंग नंबर',
  trackParcel: 'तुमचे पार्सल ट्रॅक करा',
};

export const PRINTS_MAIL_WORDS: MailWords<PrintsMailWords> = { en, hi, mr };
