/**
 * An amount in words the way an Indian invoice prints it (Rule 46 asks for the
 * total; Indian practice writes it in lakh and crore, not million):
 * 129950 paise → "Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only".
 * Tens are hyphenated ("Twenty-One"), there is no "and" inside the rupees, and
 * crore repeats above ninety-nine crore ("One Hundred Crore", "One Thousand Crore").
 * Under a rupee it still starts with rupees: "Rupees Zero and Fifty Paise Only".
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}-${ONES[unit]}`;
}

/** 1..999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/** A whole number of rupees, at least 1, in words: crore, lakh, thousand, hundred. */
function indianWords(n: number): string {
  const words: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const below = n % 10_000_000;
  if (crore > 0) words.push(`${indianWords(crore)} Crore`);
  const lakh = Math.floor(below / 100_000);
  const thousand = Math.floor((below % 100_000) / 1000);
  const rest = below % 1000;
  if (lakh > 0) words.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) words.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(' ');
}

/** `paise` is a non-negative whole number of paise (what the server keeps money as). */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`amountInWords: not a whole, non-negative number of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rupees === 0 && rest === 0) return 'Rupees Zero Only';
  const inRupees = `Rupees ${rupees === 0 ? 'Zero' : indianWords(rupees)}`;
  return rest === 0 ? `${inRupees} Only` : `${inRupees} and ${belowHundred(rest)} Paise Only`;
}
