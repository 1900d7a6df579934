/**
 * The one licence a digital purchase carries, in one line: the product page
 * shows it (linking to /compare-product), and the terms and the comparison
 * spell it out.
 */
export const LICENCE_LINE =
  'Each photograph is sold under the licence you choose on its page; no attribution needed, and the file itself may not be resold or shared.';
export const LICENCE_LINK = 'Compare the licences';
