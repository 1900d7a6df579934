/**
 * How a shipped print order is followed (decision 038), zod-free so the
 * server, the mails and both storefront screens share it: the carriers the
 * shop ships with, each with its public tracking page, and the rule that
 * only an http(s) address is ever kept or shown as a link.
 */

/** The carriers the owner picks from when marking a print order Shipped. */
export const CARRIERS = ['India Post', 'DTDC', 'Delhivery', 'Blue Dart'] as const;
type Carrier = (typeof CARRIERS)[number];

/** The longest tracking link the owner may give. */
export const TRACKING_URL_MAX = 500;

/** Each carrier's public tracking page for a number (India Post's takes no number in its address: the customer pastes it). */
const TRACKING_PAGES: Readonly<Record<Carrier, (number: string) => string>> = {
  'India Post': () => 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  DTDC: (number) =>
    `https://tracking.dtdc.com/ctbs-tracking/customerInterface.tr?submitName=showCITrackingDetails&cType=Consignment&cnNo=${encodeURIComponent(number)}`,
  Delhivery: (number) => `https://www.delhivery.com/track/package/${encodeURIComponent(number)}`,
  'Blue Dart': (number) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${encodeURIComponent(number)}`,
};

export const TRACKING_MESSAGES = {
  carrier: `must be one of ${CARRIERS.join(', ')}`,
  urlNotHttp: 'The tracking link must be a web address starting with https:// or http://.',
  onlyWhenShipped: 'A carrier or tracking link is given only when marking an order Shipped.',
} as const;

/** True for an absolute http: or https: address with a host and no user name or password in it; false for javascript:, data:, mailto: and the rest. */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
}

const isCarrier = (value: string): value is Carrier => (CARRIERS as readonly string[]).includes(value);

/**
 * Where the customer follows a shipped order: the link the owner gave, else
 * the carrier's tracking page for the number, else none. Never anything but
 * an http(s) address.
 */
export function trackingLink(order: { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null }): string | null {
  if (order.trackingUrl !== null && isHttpUrl(order.trackingUrl)) return order.trackingUrl;
  if (order.carrier === null || order.trackingNumber === null || !isCarrier(order.carrier)) return null;
  return TRACKING_PAGES[order.carrier](order.trackingNumber);
}
