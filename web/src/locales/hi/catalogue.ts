import type { Translation } from '../../i18n/areas';

/** The catalogue's shared pieces in Hindi. */
export default {
  errorPrefix: 'त्रुटि: ',
  tryAgain: 'फिर से कोशिश करें',
  noData: 'कोई जानकारी नहीं',
  featuredPhotographs: 'चुनी हुई तस्वीरें',
  pauseSlideshow: 'स्लाइड शो रोकें',
  playSlideshow: 'स्लाइड शो चलाएँ',
  slideOf: '{count} में से स्लाइड {slide}',
  salePrice: 'बिक्री मूल्य',
  originalPrice: 'मूल कीमत',
  addToCart: 'कार्ट में डालें',
  addToWishlist: 'इच्छा-सूची में जोड़ें',
  inWishlist: 'आपकी इच्छा-सूची में है: हटाने के लिए दबाएँ',
  download: 'डाउनलोड',
  downloadProgress: 'डाउनलोड की प्रगति',
  downloadFailed: 'डाउनलोड नहीं हो सका।',
  dismiss: 'बंद करें',
  cartSignIn: 'कार्ट में डालने के लिए कृपया साइन इन करें।',
  cartAddFailed: 'तस्वीर कार्ट में नहीं डाली जा सकी।',
  wishlistAdded: 'तस्वीर इच्छा-सूची में जुड़ गई!',
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
} satisfies Translation<'catalogue'>;
