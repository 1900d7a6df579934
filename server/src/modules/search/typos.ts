/**
 * Typo search's word arithmetic (decision 045). The vocabulary's side of it
 * is SQL (db/functions/chitra_typo_keys.sql), which must make the same keys
 * as `typoKeys` here.
 */

/** A query word shorter than this is never guessed: a three-letter word has dozens of words one edit away. */
export const TYPO_MIN_CHARS = 4;
/** Keys shorter than this are not stored: a query word of TYPO_MIN_CHARS letters never asks for one. */
const KEY_MIN_CHARS = TYPO_MIN_CHARS - 1;

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  // Every cell read is inside the (x.length + 1) × (y.length + 1) table, at or before the one being filled.
  const at = (i: number, j: number): number => {
    const cell = d[i]?.[j];
    if (cell === undefined) throw new RangeError(`editDistance: no cell (${i}, ${j})`);
    return cell;
  };
  for (const [i, row] of d.entries()) {
    if (i === 0) continue;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(x.length, y.length);
}

/** The word with each run of one letter written once: 'monsoon' → 'monson'. */
export function collapseRuns(word: string): string {
  return word.replace(/(.)\1+/gu, '$1');
}

/**
 * The word and every string left when one of its letters is taken out, for
 * the word and for it with its runs collapsed, less those shorter than three
 * letters. Two words one edit apart (a swap of neighbours included) share a
 * key: the shorter word itself, or the string both give when the letter that
 * differs (one of the swapped two) is taken out of each.
 */
export function typoKeys(word: string): string[] {
  const keys = new Set<string>();
  for (const form of new Set([word, collapseRuns(word)])) {
    const letters = [...form];
    keys.add(form);
    for (let i = 0; i < letters.length; i++) keys.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
  }
  return [...keys].filter((key) => [...key].length >= KEY_MIN_CHARS);
}

/** One edit at most between the word typed and a word of the catalogue, or between the two with their doubled letters written once. */
export function isTypoOf(typed: string, word: string): boolean {
  return editDistance(typed, word) <= 1 || editDistance(collapseRuns(typed), collapseRuns(word)) <= 1;
}
