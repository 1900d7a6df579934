import type { Translation } from '../../i18n/areas';

/** The catalogue's shared pieces in Marathi. */
export default {
  errorPrefix: 'त्रुटी: ',
  tryAgain: 'पुन्हा प्रयत्न करा',
  noData: 'माहिती नाही',
  featuredPhotographs: 'निवडक छायाचित्रे',
  pauseSlideshow: 'स्लाइड शो थांबवा',
  playSlideshow: 'स्लाइड शो सुरू करा',
  slideOf: '{count} पैकी स्लाइड {slide}',
  salePrice: 'विक्री किंमत',
  originalPrice: 'मूळ किंमत',
  addToCart: 'कार्टमध्ये टाका',
  addToWishlist: 'आवडीच्या यादीत जोडा',
  inWishlist: 'तुमच्या आवडीच्या यादीत आहे: काढण्यासाठी दाबा',
  download: 'डाउनलोड',
  downloadProgress: 'डाउनलोडची प्रगती',
  downloadFailed: 'डाउनलोड अयशस्वी झाले.',
  dismiss: 'बंद करा',
  cartSignIn: 'कार्टमध्ये टाकण्यासाठी कृपया साइन इन करा.',
  cartAddFailed: 'छायाचित्र कार्टमध्ये टाकता आले नाही.',
  wishlistAdded: 'छायाचित्र आवडीच्या यादीत जोडले!',
  somethingWentWrong: 'काहीतरी चुकले',
} satisfies Translation<'catalogue'>;
