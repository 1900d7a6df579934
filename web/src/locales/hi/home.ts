import type { Translation } from '../../i18n/areas';

/** The home page in Hindi. */
export default {
  title: 'डिजिटल तस्वीरें',
  lead: 'बोईसर के एक स्टूडियो से सूर्यास्त, शहर, पहाड़, वन्यजीव और रात का आकाश। मूल फ़ाइल तुरंत डाउनलोड करें, या प्रिंट मँगवाएँ।',
  shopAll: 'सभी तस्वीरें देखें',
  popularProduct: 'लोकप्रिय तस्वीरें',
  popularCategories: 'लोकप्रिय श्रेणियाँ',
  noProducts: 'कोई तस्वीर नहीं मिली।',
} satisfies Translation<'home'>;
