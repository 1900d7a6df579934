import { MESSAGES } from '@chitra/contract/messages';
import { ROUTE_META } from '@chitra/contract/route-meta';
import { LICENCE_LINE, LICENCE_LINK } from '../../lib/licence';

/**
 * The words of the shop's own pages: About, Contact, the policies, the comparison and the blog, in English: the spec's from MESSAGES, ours beside them.
 * A message's `<name>words</name>` is a link or emphasis the page draws around those words, `<name/>` a piece it puts there (RichText):
 * each language places them where its sentence wants them.
 */
export default {
  // Around every page of prose
  lastUpdated: 'Last updated {date}',
  shopContact: '<email/>, {phone}, or <link>the contact page</link>',
  shopContactFallback: 'our contact page',
  // About
  about: MESSAGES.about,
  aboutDescription: ROUTE_META.about.description,
  aboutLead:
    'Chitra is a small photography studio in Boisar, in Maharashtra’s Palghar district. We sell photographs as full-resolution originals and as prints: sunsets and sunrises, cities, mountains and deserts, wildlife, the night sky and flowers.',
  aboutBuyHeading: 'What you buy here',
  aboutBuy: `Every photograph in the <store>store</store> is chosen and prepared by us and sold as the full-resolution original. This demo shop’s collection is made of public-domain photographs: each one’s photographer and source are named on its page. Pay once in rupees and the file is yours to download at once, and again whenever you need it, from your <history>${MESSAGES.orderHistory}</history>. Packs bundle a series from one place or one season at a lower price than the pictures one by one.`,
  aboutPrints:
    'Some pictures are better on a wall than on a screen. Those you can order as a print, in colour or black and white, packed flat and shipped anywhere in India.',
  aboutWorkHeading: 'How we work',
  aboutWork: `The previews you see carry a watermark; the file you download does not. We describe each picture honestly (where, when, what camera saw it) and we list its pixel size and file size on its page, so you know what you get before you pay. If something is not right, our <refund>${MESSAGES.refundPolicy}</refund> says what we do about it.`,
  aboutHelloHeading: 'Say hello',
  aboutHello: 'Looking for a place we have not photographed yet, or a licence for something large? Write to us: <contact/>.',
  // Privacy Policy
  privacyPolicy: MESSAGES.privacyPolicy,
  privacyDescription: ROUTE_META.privacyPolicy.description,
  privacyLead:
    'We keep what we need to sell you photographs and deliver them, and nothing for advertising. We do not sell or rent anything about you to anyone.',
  privacyKeepHeading: 'What we keep',
  privacyKeepAccount: 'Your account: name, e-mail address, and your password as a one-way hash we cannot read.',
  privacyKeepOrders: 'Your orders, what they contained, the coupon used and the amount paid.',
  privacyKeepDownloads:
    'Each download of a file you bought: when, from which address and which browser. We keep this so we can help if a download fails and to stop a bought file being shared widely.',
  privacyKeepDevices: 'The devices signed in to your account, so you can see them and sign them out from My Profile.',
  privacyKeepPrints: 'For prints: the shipping address and phone number you give us.',
  privacyKeepMessages: 'Messages you send through the contact page.',
  privacyNeverHeading: 'What we never see',
  privacyNever:
    'Card, UPI and bank details go straight to Razorpay, our payment gateway. We receive only a payment reference and whether the payment succeeded.',
  privacyHowLongHeading: 'How long',
  privacyHowLong:
    'Orders and payments are kept as long as Indian tax law requires us to keep accounts. Sign-in records and security counters expire within days. If you ask us to close your account, we delete everything else about you.',
  privacyCookiesHeading: 'Cookies',
  privacyCookies:
    'One cookie remembers a device that has signed in before, so a burst of wrong passwords from elsewhere does not slow you down. Another remembers the language you chose, for a year. We use no advertising or tracking cookies.',
  privacyChoicesHeading: 'Your choices',
  privacyChoices:
    'You can change your e-mail address and password, and sign out every device, from My Profile. To see everything we hold about you, or to have it deleted, write to <contact/>.',
  // Refund Policy
  refundPolicy: MESSAGES.refundPolicy,
  refundDescription: ROUTE_META.refundPolicy.description,
  refundLead: 'A digital photograph cannot be handed back once it has been downloaded, so digital purchases and prints follow different rules.',
  refundDigitalHeading: 'Digital downloads',
  refundNotDownloaded:
    '<strong>Not downloaded yet:</strong> within 7 days of paying, if no file of the order has been downloaded, we refund the order in full, no questions asked.',
  refundDownloaded:
    '<strong>Downloaded:</strong> once a file of an order has been downloaded, the order cannot be refunded, except when the file is damaged or is not the picture described and we cannot send you a correct one within 3 working days.',
  refundChargedTwice: '<strong>Charged twice:</strong> if one order was charged more than once, every extra charge is refunded in full.',
  refundDownloadLog: `Your download log in ${MESSAGES.orderHistory} shows which files have been downloaded and when.`,
  refundPrintsHeading: 'Prints',
  refundPrintsToOrder:
    'Prints are made to order, so we do not take them back because you changed your mind. Until a print is dispatched you can cancel it free of charge by writing to us.',
  refundPrintsDamaged:
    'If a print arrives damaged, misprinted or is not what you ordered, tell us within 7 days of delivery with a photo of the print and its packaging. We reprint and reship it at no cost or, if you prefer, refund it with its shipping.',
  refundHowHeading: 'How refunds are paid',
  refundHow:
    'Refunds go back to the card, UPI account or bank account you paid from, through Razorpay. We start them within 2 working days of agreeing; your bank usually shows them 5 to 7 working days later.',
  refundAsk: 'To ask for a refund, write to <contact/> with your order ID (it looks like CH-2026-000123).',
  // Shipping Policy
  shippingPolicy: MESSAGES.shippingPolicy,
  shippingDescription: ROUTE_META.shippingPolicy.description,
  shippingLead: 'Digital photographs are not shipped: they are ready to download the moment your payment succeeds. This page is about prints.',
  shippingWhereHeading: 'Where and how much',
  shippingWhere: 'We ship prints anywhere in India. Shipping costs {fee} per order, however many prints it holds, and is shown before you pay.',
  shippingWhenHeading: 'When',
  shippingWhen:
    'Each print is made to order in Boisar and dispatched within 3 working days. Delivery takes 2 to 6 working days more, depending on where you are. You can follow your order in <orders>My Orders</orders>.',
  shippingPackingHeading: 'Packing',
  shippingPacking: `Prints travel flat between rigid boards in a sealed sleeve, so they reach you without creases. If anything arrives damaged, the ${MESSAGES.refundPolicy} says how we put it right.`,
  shippingAddressHeading: 'Address',
  shippingAddress:
    'Please check your address and phone number at checkout: the courier calls that number if they cannot find you. Write to <contact/> before dispatch to change either.',
  // Terms & Conditions
  termsConditions: MESSAGES.termsConditions,
  termsDescription: ROUTE_META.termsConditions.description,
  termsLead: 'These terms apply when you buy from Chitra, a photography studio in Boisar, Maharashtra. Buying from us means you accept them.',
  termsPricesHeading: 'Prices and payment',
  termsPrices:
    'Prices are in Indian rupees and include GST. You pay through Razorpay; an order exists only once the payment has succeeded, and a coupon applies only within its own dates and limits.',
  termsLicenceHeading: 'The licence',
  termsLicenceLine: LICENCE_LINE,
  termsLicence: `What you may do with a photograph is what its licence says: Personal (your own home, gifts and personal social media), Commercial (a business's websites, advertising and up to 5,000 printed copies) or Extended (no print limit, and products for resale). The full terms of the licence you bought are on your order's page and its certificate, and stay as they were when you bought it. Under every licence you may not sell or give away the file itself, put it in a stock library, or claim you made it. Copyright stays with the photographer. <compare>${LICENCE_LINK}</compare>.`,
  termsAccountHeading: 'Your account',
  termsAccount: 'Keep your password to yourself. We may suspend an account that is used to share bought files widely or to attack the shop.',
  termsRefundsHeading: 'Refunds and shipping',
  termsRefunds: `Our <refund>${MESSAGES.refundPolicy}</refund> and <shipping>${MESSAGES.shippingPolicy}</shipping> are part of these terms.`,
  termsLawHeading: 'Law',
  termsLaw: 'These terms are governed by the laws of India; the courts of Palghar, Maharashtra decide any dispute. Questions: <contact/>.',
  // Compare Products (the tiers' names, summaries and terms are the catalogue's, from the database)
  compareProduct: ROUTE_META.compareProduct.title,
  compareDescription: ROUTE_META.compareProduct.description,
  compareIntro: 'Every photograph is sold under one of these licences: choose one on the photograph’s page. The price follows the licence.',
  comparePrice: 'Price',
  compareTerms: 'Full terms',
  comparePriceSame: 'the photograph’s price',
  comparePriceTimes: '{multiplier}× the photograph’s price',
  compareVersion: 'Terms version {version}',
  // Blog (the posts themselves are the catalogue's)
  blog: ROUTE_META.blog.title,
  blogDescription: ROUTE_META.blog.description,
  noPosts: 'No posts yet.',
  postNotFound: 'Post not found',
  postNotFoundText: 'We could not find that post. It may have been taken down.',
  allPosts: 'All posts',
  errorPrefix: MESSAGES.errorPrefix,
  tryAgain: 'Try again',
  // Contact
  contact: MESSAGES.contact,
  contactDescription: ROUTE_META.contact.description,
  contactIntro: 'Questions about a photograph, a licence or an order? Write to us and we will reply by e-mail.',
  sendUsAMessage: 'Send us a message',
  getInTouch: 'Get in touch',
  openingHoursHeading: 'Opening hours',
  openingHours: MESSAGES.openingHours,
  nameLabel: 'Name',
  emailLabel: 'Email',
  mobileLabel: 'Mobile',
  commentLabel: 'Comment',
  submit: MESSAGES.submit,
  sending: 'Sending…',
  // The form's checks: docs/spec.md §5's words, and the API's own for what it refuses (contract/src/accounts.ts, enquiries.ts)
  firstNameRequired: MESSAGES.firstNameRequired,
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  mobileRequired: MESSAGES.mobileRequired,
  mobileInvalid: 'Mobile No should be a 10-digit Indian mobile number',
  commentsRequired: MESSAGES.commentsRequired,
  tooLong: 'must be at most {max} characters',
  contactSubmitted: MESSAGES.contactSubmitted,
  somethingWentWrong: MESSAGES.somethingWentWrong,
  // The map
  mapTitle: 'Map of the shop’s location',
  showMap: 'Show the map',
  mapNote: 'The map comes from OpenStreetMap and loads only when you ask for it.',
  openMap: 'Open the map on OpenStreetMap',
  opensInNewTab: '(opens in a new tab)',
};
