/**
 * The one licence a digital purchase carries, in one line: the product page
 * shows it (linking to /compare-product), and the terms and the comparison
 * spell it out.
 */
export const LICENCE_LINE = 'Royalty-free licence: personal and commercial use, no attribution needed; the file itself may not be resold or shared.';
export const LICENCE_LINK = 'Compare a download with a print';
