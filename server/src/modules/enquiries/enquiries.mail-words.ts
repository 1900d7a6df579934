import type { MailWords } from '../../platform/mail/mail-words';

/**
 * The shop's reply to an enquiry in each language (enquiries.mails.ts), the
 * language of the page the enquiry was written on. The enquiry itself goes
 * to the shop in English. English is the shop's own, unchanged.
 */

const en = {
  replySubject: (shop: string) => `Re: your enquiry to ${shop}`,
  replyHeading: 'About your enquiry',
  youWrote: (day: string) => `You wrote to us on ${day}:`,
  visit: (shop: string) => `Visit ${shop}`,
};

type EnquiriesMailWords = typeof en;

const hi: EnquiriesMailWords = {
  replySubject: (shop) => `Re: ${shop} को भेजी गई आपकी पूछताछ`,
  replyHeading: 'आपकी पूछताछ के बारे में',
  youWrote: (day) => `आपने हमें ${day} को लिखा था:`,
  visit: (shop) => `${shop} पर जाएँ`,
};

const mr: EnquiriesMailWords = {
  replySubject: (shop) => `Re: ${shop} ला पाठवलेली तुमची चौकशी`,
  replyHeading: 'तुमच्या चौकशीबद्दल',
  youWrote: (day) => `तुम्ही आम्हाला ${day} रोजी लिहिले होते:`,
  visit: (shop) => `${shop} ला भेट द्या`,
};

export const ENQUIRIES_MAIL_WORDS: MailWords<EnquiriesMailWords> = { en, hi, mr };
