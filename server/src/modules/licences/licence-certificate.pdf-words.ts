import type { PdfWords } from '../../platform/pdf/pdf-languages';

/**
 * A licence certificate's words in Hindi and Marathi, printed beside its
 * English (decision 065): the title, the labels, the verification's
 * sentences. The licence's terms, its tier and what it allows stay English
 * only: the terms the buyer agreed to are the English ones, and the
 * certificate says so. The words are the shop's own on its pages: Hindi
 * लाइसेंस and तस्वीर, Marathi परवाना and छायाचित्र.
 */
type CertificatePdfWords = {
  title: string;
  licenceId: string;
  licensedTo: string;
  photograph: string;
  licence: string;
  allows: string;
  terms: string;
  date: string;
  orderNumber: string;
  verify: string;
  status: string;
  scan: string;
  /** That the English terms govern: in English (naming the language), and in the language. */
  governs: { english: string; words: string };
};

export const CERTIFICATE_PDF_WORDS: PdfWords<CertificatePdfWords> = {
  hi: {
    title: 'लाइसेंस प्रमाणपत्र',
    licenceId: 'लाइसेंस ID',
    licensedTo: 'लाइसेंसधारी',
    photograph: 'तस्वीर',
    licence: 'लाइसेंस',
    allows: 'क्या करने की अनुमति है',
    terms: 'शर्तें',
    date: 'तारीख',
    orderNumber: 'ऑर्डर संख्या',
    verify: 'इस लाइसेंस की जाँच करें',
    status: 'इस लाइसेंस की मौजूदा स्थिति (मान्य, या रिफ़ंड के बाद रद्द) इस पते पर दिखती है:',
    scan: 'जाँचने के लिए कोड स्कैन करें या पता खोलें: यह प्रमाणपत्र लाइसेंस को वैसा दिखाता है जैसा वह दिया गया था।',
    governs: {
      english: 'The licence’s terms are the English ones: the Hindi beside them is a translation for your convenience.',
      words: 'लाइसेंस की शर्तें अंग्रेज़ी में दी गई शर्तें ही हैं: साथ दी गई हिन्दी आपकी सुविधा के लिए अनुवाद है।',
    },
  },
  mr: {
    title: 'परवाना प्रमाणपत्र',
    licenceId: 'परवाना क्रमांक',
    licensedTo: 'परवानाधारक',
    photograph: 'छायाचित्र',
    licence: 'परवाना',
    allows: 'काय करता येते',
    terms: 'अटी',
    date: 'दिनांक',
    orderNumber: 'ऑर्डर क्रमांक',
    verify: 'हा परवाना पडताळा',
    status: 'या परवान्याची सद्यःस्थिती (वैध, किंवा परताव्यानंतर रद्द) या पत्त्यावर दिसते:',
    scan: 'पडताळण्यासाठी कोड स्कॅन करा किंवा पत्ता उघडा: हे प्रमाणपत्र परवाना दिला तेव्हा तो जसा होता तसा दाखवते.',
    governs: {
      english: 'The licence’s terms are the English ones: the Marathi beside them is a translation for your convenience.',
      words: 'परवान्याच्या अटी इंग्रजीत दिलेल्या अटीच आहेत: सोबत दिलेली मराठी तुमच्या सोयीसाठी केलेले भाषांतर आहे.',
    },
  },
};
