import type { MailWords } from '../../platform/mail/mail-words';

/**
 * The accounts' mails in each language (accounts.mails.ts). Minutes come
 * written in the language's digits. English is the shop's own, unchanged.
 */

const en = {
  otpSubject: (shop: string) => `Your ${shop} verification code`,
  otpHeading: 'Your verification code',
  otpCodeIs: (code: string) => `Your verification code is ${code}.`,
  otpCodeLabel: 'Your verification code is:',
  otpWorksOnce: (minutes: string) => `It works once, for the next ${minutes} minutes.`,
  otpIgnoreSignup: 'If you did not sign up, you can ignore this mail.',
  otpIgnoreChange: (shop: string) => `Enter it on your profile to make this your ${shop} address. If you did not ask for this, you can ignore this mail.`,
  resetSubject: (shop: string) => `Reset your ${shop} password`,
  resetHeading: 'Reset your password',
  resetAsked: 'Someone asked to reset the password of your account. To choose a new one, open this link:',
  resetButton: 'Choose a new password',
  resetWorksOnce: (minutes: string) =>
    `The link works once, for the next ${minutes} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
  resetCopy: 'If the button does not open, copy this address into your browser: ',
  changingSubject: (shop: string) => `Your ${shop} e-mail address is being changed`,
  changingHeading: 'Your e-mail address is being changed',
  changingAsked: (shop: string, newEmail: string) => `Someone signed in to your ${shop} account asked to change its e-mail address to ${newEmail}.`,
  changingUntil: 'The change takes effect only when the code we mailed to the new address is entered. Until then you log in with this address.',
  changingNotYou: 'If this was not you, set a new password now (it signs out every device and stops the change): ',
  changingButton: 'Set a new password',
  changedSubject: (shop: string) => `Your ${shop} e-mail address was changed`,
  changedHeading: 'Your e-mail address was changed',
  changedNow: (shop: string, newEmail: string) => `The e-mail address of your ${shop} account is now ${newEmail}. Log in with it from now on.`,
  /** Around the shop's address: before it, after it. */
  changedNotYou: ['If this was not you, write to us at once at ', ': we will give the account back to you.'] as readonly [string, string],
  loginButton: 'Log in',
};

type AccountsMailWords = typeof en;

const hi: AccountsMailWords = {
  otpSubject: (shop) => `आपका ${shop} सत्यापन कोड`,
  otpHeading: 'आपका सत्यापन कोड',
  otpCodeIs: (code) => `आपका सत्यापन कोड ${code} है।`,
  otpCodeLabel: 'आपका सत्यापन कोड:',
  otpWorksOnce: (minutes) => `यह एक ही बार, अगले ${minutes} मिनट तक काम करेगा।`,
  otpIgnoreSignup: 'अगर आपने साइन अप नहीं किया, तो इस ईमेल को अनदेखा कर दें।',
  otpIgnoreChange: (shop) => `इसे अपनी प्रोफ़ाइल में डालें, तो यही आपका ${shop} ईमेल पता बन जाएगा। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा कर दें।`,
  resetSubject: (shop) => `अपना ${shop} पासवर्ड रीसेट करें`,
  resetHeading: 'अपना पासवर्ड रीसेट करें',
  resetAsked: 'किसी ने आपके खाते का पासवर्ड रीसेट करने को कहा है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
  resetButton: 'नया पासवर्ड चुनें',
  resetWorksOnce: (minutes) => `यह लिंक एक ही बार, अगले ${minutes} मिनट तक काम करेगा। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।`,
  resetCopy: 'अगर बटन न खुले, तो यह पता अपने ब्राउज़र में कॉपी करें: ',
  changingSubject: (shop) => `आपके ${shop} खाते का ईमेल पता बदला जा रहा है`,
  changingHeading: 'आपका ईमेल पता बदला जा रहा है',
  changingAsked: (shop, newEmail) => `आपके ${shop} खाते में साइन इन किसी व्यक्ति ने इसका ईमेल पता बदलकर ${newEmail} करने को कहा है।`,
  changingUntil: 'यह बदलाव तभी होगा जब नए पते पर भेजा गया कोड डाला जाएगा। तब तक आप इसी पते से लॉग इन करेंगे।',
  changingNotYou: 'अगर यह आपने नहीं किया, तो अभी नया पासवर्ड रखें (इससे हर डिवाइस से साइन आउट हो जाएगा और बदलाव रुक जाएगा): ',
  changingButton: 'नया पासवर्ड रखें',
  changedSubject: (shop) => `आपके ${shop} खाते का ईमेल पता बदल गया`,
  changedHeading: 'आपका ईमेल पता बदल गया',
  changedNow: (shop, newEmail) => `आपके ${shop} खाते का ईमेल पता अब ${newEmail} है। अब से इसी से लॉग इन करें।`,
  changedNotYou: ['अगर यह आपने नहीं किया, तो तुरंत ', ' पर हमें लिखें: हम खाता आपको वापस दिला देंगे।'],
  loginButton: 'लॉग इन करें',
};

const mr: AccountsMailWords = {
  otpSubject: (shop) => `तुमचा ${shop} पडताळणी कोड`,
  otpHeading: 'तुमचा पडताळणी कोड',
  otpCodeIs: (code) => `तुमचा पडताळणी कोड ${code} आहे.`,
  otpCodeLabel: 'तुमचा पडताळणी कोड:',
  otpWorksOnce: (minutes) => `तो एकदाच, पुढील ${minutes} मिनिटांपर्यंत चालेल.`,
  otpIgnoreSignup: 'तुम्ही साइन अप केले नसेल, तर या ईमेलकडे दुर्लक्ष करा.',
  otpIgnoreChange: (shop) => `हा पत्ता तुमचा ${shop} पत्ता करण्यासाठी हा कोड तुमच्या प्रोफाइलमध्ये टाका. तुम्ही हे मागितले नसेल, तर या ईमेलकडे दुर्लक्ष करा.`,
  resetSubject: (shop) => `तुमचा ${shop} पासवर्ड रीसेट करा`,
  resetHeading: 'तुमचा पासवर्ड रीसेट करा',
  resetAsked: 'कोणीतरी तुमच्या खात्याचा पासवर्ड रीसेट करायला सांगितले आहे. नवीन पासवर्ड निवडण्यासाठी ही लिंक उघडा:',
  resetButton: 'नवीन पासवर्ड निवडा',
  resetWorksOnce: (minutes) => `ही लिंक एकदाच, पुढील ${minutes} मिनिटांपर्यंत चालेल. तुम्ही ती मागितली नसेल, तर या ईमेलकडे दुर्लक्ष करा: तुमचा पासवर्ड आहे तसाच राहील.`,
  resetCopy: 'बटण उघडत नसेल, तर हा पत्ता तुमच्या ब्राउझरमध्ये कॉपी करा: ',
  changingSubject: (shop) => `तुमच्या ${shop} खात्याचा ईमेल पत्ता बदलला जात आहे`,
  changingHeading: 'तुमचा ईमेल पत्ता बदलला जात आहे',
  changingAsked: (shop, newEmail) => `तुमच्या ${shop} खात्यात साइन इन केलेल्या कोणीतरी त्याचा ईमेल पत्ता बदलून ${newEmail} करायला सांगितले आहे.`,
  changingUntil: 'नवीन पत्त्यावर पाठवलेला कोड टाकल्यावरच हा बदल होईल. तोपर्यंत तुम्ही याच पत्त्याने लॉग इन कराल.',
  changingNotYou: 'हे तुम्ही केले नसेल, तर आत्ताच नवीन पासवर्ड ठेवा (त्याने प्रत्येक डिव्हाइसवरून साइन आउट होईल आणि हा बदल थांबेल): ',
  changingButton: 'नवीन पासवर्ड ठेवा',
  changedSubject: (shop) => `तुमच्या ${shop} खात्याचा ईमेल पत्ता बदलला`,
  changedHeading: 'तुमचा ईमेल पत्ता बदलला',
  changedNow: (shop, newEmail) => `तुमच्या ${shop} खात्याचा ईमेल पत्ता आता ${newEmail} आहे. यापुढे त्यानेच लॉग इन करा.`,
  changedNotYou: ['हे तुम्ही केले नसेल, तर लगेच ', ' वर आम्हाला लिहा: आम्ही खाते तुम्हाला परत मिळवून देऊ.'],
  loginButton: 'लॉग इन करा',
};

export const ACCOUNTS_MAIL_WORDS: MailWords<AccountsMailWords> = { en, hi, mr };
