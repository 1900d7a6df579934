import type { Translation } from '../../i18n/areas';

/** The home page in Marathi. */
export default {
  title: 'डिजिटल छायाचित्रे',
  lead: 'बोईसरमधील एका स्टुडिओतून सूर्यास्त, शहरे, डोंगर, वन्यजीव आणि रात्रीचे आकाश. मूळ फाइल लगेच डाउनलोड करा, किंवा प्रिंट मागवा.',
  shopAll: 'सर्व छायाचित्रे पाहा',
  popularProduct: 'लोकप्रिय छायाचित्रे',
  popularCategories: 'लोकप्रिय श्रेण्या',
  noProducts: 'एकही छायाचित्र सापडले नाही.',
} satisfies Translation<'home'>;
