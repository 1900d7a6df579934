import type { TranslatedLocale } from '@chitra/contract/content-translations';

/**
 * The demo shop's catalogue in Hindi and Marathi (issue 29): a few products,
 * three categories and one post, written for readers of each language (the
 * names people use for the birds and insects, Marathi's full stop and
 * Hindi's danda), so a page in either language shows both a translated
 * product and, beside it, one that falls back to English. demo-folder.ts
 * writes them into the import's manifest with the English they translate,
 * keyed here by the English title or name.
 *
 * A product's translated description is made as its English one is: the
 * sentence about the picture here, then the pack, the licence and the
 * credit in the language (demo-folder.ts).
 */

type PerLocale<T> = Readonly<Record<TranslatedLocale, T>>;

export type DemoProductTranslation = PerLocale<{ title: string; detail: string; tags: string[] }>;
export type DemoCategoryTranslation = PerLocale<{ name: string; description: string }>;
export type DemoPostTranslation = PerLocale<{ title: string; excerpt: string; body: string[] }>;

/** By the product's English title. */
export const DEMO_PRODUCT_TRANSLATIONS: Readonly<Record<string, DemoProductTranslation>> = {
  'Sunset by the pier': {
    hi: {
      title: 'लकड़ी की जेटी पर सूर्यास्त',
      detail: 'गुलाबी और बैंगनी आसमान के नीचे शांत पानी में दूर तक जाती लकड़ी की जेटी; उस पार का किनारा अँधेरे में डूब चुका है।',
      tags: ['सूर्यास्त', 'जेटी', 'पानी'],
    },
    mr: {
      title: 'लाकडी धक्क्यावरचा सूर्यास्त',
      detail: 'गुलाबी-जांभळ्या आकाशाखाली शांत पाण्यात दूरवर गेलेला लाकडी धक्का; पलीकडचा किनारा आधीच अंधारात बुडालेला.',
      tags: ['सूर्यास्त', 'धक्का', 'पाणी'],
    },
  },
  'Sunset on Beacon Street, Boston': {
    hi: {
      title: 'बॉस्टन की बीकन स्ट्रीट पर सूर्यास्त',
      detail: 'बीकन स्ट्रीट की ईंटों वाली छतों के बीच ढलता सूरज; नीचे गली में छाया पहले ही उतर आई है।',
      tags: ['सूर्यास्त', 'शहर', 'सुनहरी रोशनी'],
    },
    mr: {
      title: 'बॉस्टनच्या बीकन स्ट्रीटवरचा सूर्यास्त',
      detail: 'बीकन स्ट्रीटवरच्या विटांच्या छपरांमधून मावळणारा सूर्य; खालचा रस्ता आधीच सावलीत गेलेला.',
      tags: ['सूर्यास्त', 'शहर', 'सोनेरी प्रकाश'],
    },
  },
  'Sunset over a quiet shore': {
    hi: {
      title: 'शांत तट पर सूर्यास्त',
      detail: 'बिखरे बादलों के नीचे क्षितिज पर टिका सूरज, और गीली रेत में झलकता आसमान।',
      tags: ['सूर्यास्त', 'समुद्र तट', 'बादल'],
    },
    mr: {
      title: 'शांत किनाऱ्यावरचा सूर्यास्त',
      detail: 'विखुरलेल्या ढगांखाली क्षितिजावर टेकलेला सूर्य, आणि ओल्या किनाऱ्यावर उमटलेले आकाशाचे प्रतिबिंब.',
      tags: ['सूर्यास्त', 'समुद्रकिनारा', 'ढग'],
    },
  },
  'Sunrise over the Gulf of Saint Lawrence': {
    hi: {
      title: 'सेंट लॉरेंस की खाड़ी पर सूर्योदय',
      detail: 'अंतरराष्ट्रीय अंतरिक्ष स्टेशन से दिखा भरी गर्मियों का सूर्योदय; बहुत नीचे पानी पर सूरज एक सुनहरी लकीर-सा।',
      tags: ['सूर्योदय', 'अंतरिक्ष', 'पृथ्वी'],
    },
    mr: {
      title: 'सेंट लॉरेन्सच्या आखातावरचा सूर्योदय',
      detail: 'आंतरराष्ट्रीय अंतराळ स्थानकावरून दिसलेला भर उन्हाळ्यातला सूर्योदय; खूप खाली पाण्यावर सूर्य एका सोनेरी रेषेसारखा.',
      tags: ['सूर्योदय', 'अंतराळ', 'पृथ्वी'],
    },
  },
  'Sunsets of the World': {
    hi: {
      title: 'दुनिया के सूर्यास्त',
      detail: 'तीन शामें: एक जेटी, एक समुद्र तट और बॉस्टन की एक गली, ढलते सूरज के साथ।',
      tags: ['सूर्यास्त', 'संग्रह'],
    },
    mr: {
      title: 'जगभरातले सूर्यास्त',
      detail: 'तीन संध्याकाळी: एक धक्का, एक समुद्रकिनारा आणि बॉस्टनमधला एक रस्ता, मावळत्या सूर्याच्या साक्षीने.',
      tags: ['सूर्यास्त', 'संच'],
    },
  },
  'Osprey on a bare branch': {
    hi: {
      title: 'सूखी डाल पर मछलीमार बाज़',
      detail: 'चीड़ के हरे पेड़ों के बीच एक सूखी डाल से निगरानी करता मछलीमार बाज़ (ऑस्प्रे)।',
      tags: ['पक्षी', 'शिकारी पक्षी', 'जंगल'],
    },
    mr: {
      title: 'वाळलेल्या फांदीवरचा कैकर',
      detail: 'हिरव्या पाइन वृक्षांमधल्या एका वाळलेल्या फांदीवरून नजर ठेवणारा कैकर (ऑस्प्रे).',
      tags: ['पक्षी', 'शिकारी पक्षी', 'जंगल'],
    },
  },
  'Kitten on the lawn': {
    hi: {
      title: 'घास पर बिल्ली का बच्चा',
      detail: 'लंबी घास में गुलबहार के फूलों के बीच धारीदार बिल्ली का बच्चा, सीधे कैमरे की ओर देखता हुआ।',
      tags: ['बिल्ली', 'बिल्ली का बच्चा', 'फूल'],
    },
    mr: {
      title: 'हिरवळीवरचे मांजराचे पिल्लू',
      detail: 'उंच गवतात डेझीच्या फुलांमध्ये बसलेले पट्टेरी मांजराचे पिल्लू, थेट कॅमेऱ्याकडे पाहणारे.',
      tags: ['मांजर', 'मांजराचे पिल्लू', 'फुले'],
    },
  },
  'Hippo and calf': {
    hi: {
      title: 'दरियाई घोड़ा और उसका बच्चा',
      detail: 'हरियाली के बीच अपनी माँ के पास ऊँघता दरियाई घोड़े का बच्चा।',
      tags: ['दरियाई घोड़ा', 'जानवर', 'बच्चा'],
    },
    mr: {
      title: 'पाणघोडी आणि तिचे पिल्लू',
      detail: 'हिरवळीत आईशेजारी डुलकी घेणारे पाणघोड्याचे पिल्लू.',
      tags: ['पाणघोडा', 'प्राणी', 'पिल्लू'],
    },
  },
  'Dragonfly on lavender': {
    hi: {
      title: 'लैवेंडर पर बैठा व्याध पतंग',
      detail: 'बैंगनी खेत में लैवेंडर की बाली पर सुस्ताता व्याध पतंग।',
      tags: ['कीट', 'फूल', 'बैंगनी'],
    },
    mr: {
      title: 'लॅव्हेंडरवर बसलेला चतुर',
      detail: 'जांभळ्या शेतात लॅव्हेंडरच्या तुऱ्यावर विसावलेला चतुर.',
      tags: ['कीटक', 'फुले', 'जांभळा'],
    },
  },
  'The spices of life': {
    hi: {
      title: 'मसालों का बाज़ार',
      detail: 'बाज़ार की एक दुकान पर मसालों, सूखे फूलों और बीजों से लबालब भरे कटोरे।',
      tags: ['मसाले', 'बाज़ार', 'रंग'],
    },
    mr: {
      title: 'मसाल्यांचा बाजार',
      detail: 'बाजारातल्या एका दुकानावर मसाले, सुकी फुले आणि बिया यांनी शिगोशीग भरलेली वाडगी.',
      tags: ['मसाले', 'बाजार', 'रंग'],
    },
  },
};

/** By the category's English name. */
export const DEMO_CATEGORY_TRANSLATIONS: Readonly<Record<string, DemoCategoryTranslation>> = {
  'Sunsets & Sunrises': {
    hi: {
      name: 'सूर्यास्त और सूर्योदय',
      description: 'ढलता सूरज और लंबी रोशनी, बॉस्टन की एक गली से लेकर एक शांत जेटी तक, और अंतरिक्ष स्टेशन से दिखा एक सूर्योदय।',
    },
    mr: {
      name: 'सूर्यास्त आणि सूर्योदय',
      description: 'मावळतीचा सूर्य आणि लांबलेला प्रकाश, बॉस्टनच्या एका रस्त्यापासून शांत धक्क्यापर्यंत, आणि अंतराळ स्थानकावरून दिसलेला एक सूर्योदय.',
    },
  },
  Wildlife: {
    hi: { name: 'वन्यजीव', description: 'पक्षी, जानवर और छोटे जीव, जंगल में भी और चिड़ियाघरों में भी।' },
    mr: { name: 'वन्यजीव', description: 'पक्षी, प्राणी आणि छोटे जीव, रानात आणि प्राणिसंग्रहालयांत.' },
  },
  'Flowers & Close-ups': {
    hi: { name: 'फूल और नज़दीकी झलकियाँ', description: 'पंखुड़ियाँ, पंख, फल और मसाले: छोटी चीज़ें, पास से देखी हुई।' },
    mr: { name: 'फुले आणि जवळची दृश्ये', description: 'पाकळ्या, पंख, फळे आणि मसाले: छोट्या गोष्टी, जवळून पाहिलेल्या.' },
  },
};

/** By the post's English title. */
export const DEMO_POST_TRANSLATIONS: Readonly<Record<string, DemoPostTranslation>> = {
  'Five sunsets, five places': {
    hi: {
      title: 'पाँच सूर्यास्त, पाँच जगहें',
      excerpt: 'बॉस्टन की एक गली, एक शांत जेटी, एक समुद्र तट, ग्रैंड कैन्यन और अंतरिक्ष से दिखा एक सूर्योदय: हर तस्वीर में क्या बात है।',
      body: [
        'सूर्यास्त की अच्छी तस्वीर शायद ही कभी सूरज के बारे में होती है। बीकन स्ट्रीट पर उसे ईंटों की छतें घेरती हैं; जेटी पर तख़्तों की कतार नज़र को रंगों तक ले जाती है।',
        'समुद्र तट वाली तस्वीर सूरज के बादल के नीचे उतरने का इंतज़ार करती है, और ग्रैंड कैन्यन वाली तस्वीर आसमान को एक पतली पट्टी भर रहने देती है, ताकि तस्वीर का भार पहाड़ियाँ उठाएँ।',
        'और सेंट लॉरेंस की खाड़ी पर सूर्योदय अंतरराष्ट्रीय अंतरिक्ष स्टेशन से खींचा गया था: वही रोशनी, चार सौ किलोमीटर ऊपर से।',
      ],
    },
    mr: {
      title: 'पाच सूर्यास्त, पाच ठिकाणे',
      excerpt: 'बॉस्टनमधला एक रस्ता, एक शांत धक्का, एक समुद्रकिनारा, ग्रँड कॅन्यन आणि अंतराळातून दिसलेला एक सूर्योदय: प्रत्येक छायाचित्रात काय जमून आले आहे.',
      body: [
        'सूर्यास्ताचे चांगले छायाचित्र क्वचितच सूर्याबद्दल असते. बीकन स्ट्रीटवर त्याला विटांची छपरे चौकट देतात; धक्क्यावर फळ्यांची रांग नजरेला रंगांपर्यंत घेऊन जाते.',
        'किनाऱ्याचे छायाचित्र सूर्य ढगाखाली उतरण्याची वाट पाहते, आणि ग्रँड कॅन्यनच्या छायाचित्रात आकाश एका पातळ पट्ट्यापुरते ठेवले आहे, जेणेकरून डोंगररांगाच चित्र तोलून धरतील.',
        'आणि सेंट लॉरेन्सच्या आखातावरचा सूर्योदय आंतरराष्ट्रीय अंतराळ स्थानकावरून टिपला होता: तोच प्रकाश, चारशे किलोमीटर उंचीवरून.',
      ],
    },
  },
};

/** The words demo-folder.ts puts around a translated product's sentence, and under a translated post. */
export const DEMO_WORDS: PerLocale<{
  /** A pack's sentence, after the picture's. */
  pack: (count: number) => string;
  licence: string;
  /** The credit paragraph's label, for one photograph or several. */
  credit: (count: number) => string;
  /** The end of a sentence: Hindi's danda, Marathi's full stop. */
  stop: string;
  /** The post's last paragraph: its cover. */
  cover: (title: string, credit: string) => string;
}> = {
  hi: {
    pack: (count) => ` ${count} तस्वीरों का संग्रह।`,
    licence:
      'डिजिटल डाउनलोड: पूरे रिज़ॉल्यूशन की JPEG फ़ाइल। यह तस्वीर ख़ुद सार्वजनिक डोमेन में है (CC0 या सार्वजनिक डोमेन, जैसा इसके श्रेय में लिखा है), इसलिए आप इसे जैसे चाहें इस्तेमाल कर सकते हैं; यहाँ आप हमारी चुनी हुई, छपाई के लिए तैयार फ़ाइल ख़रीदते हैं।',
    credit: (count) => (count === 1 ? 'तस्वीर' : 'तस्वीरें'),
    stop: '।',
    cover: (title, credit) => `आवरण: “${title}”। तस्वीर: ${credit}।`,
  },
  mr: {
    // Marathi writes Devanagari digits (decision 062).
    pack: (count) => ` ${new Intl.NumberFormat('mr-IN').format(count)} छायाचित्रांचा संच.`,
    licence:
      'डिजिटल डाउनलोड: पूर्ण रिझोल्यूशनची JPEG फाइल. हे छायाचित्र स्वतः सार्वजनिक क्षेत्रात आहे (CC0 किंवा सार्वजनिक क्षेत्र, त्याच्या श्रेयात लिहिल्याप्रमाणे), त्यामुळे तुम्ही ते हवे तसे वापरू शकता; इथे तुम्ही आमची निवडलेली, छपाईसाठी तयार फाइल विकत घेता.',
    credit: (count) => (count === 1 ? 'छायाचित्र' : 'छायाचित्रे'),
    stop: '.',
    cover: (title, credit) => `मुखपृष्ठ: “${title}”. छायाचित्र: ${credit}.`,
  },
};
