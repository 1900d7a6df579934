import type { SearchResponse } from '@chitra/contract/catalogue';
import type { Db } from '../../db/client';
import { type MediaUrl, toHomeProduct } from '../catalogue/catalogue.presenters';
import { catalogueRevisions } from '../catalogue/cached-answers';
import { catalogueDirectoryFor } from '../catalogue/catalogue-directory';
import { findHomeProducts } from '../catalogue/catalogue.repository';
import { RevisionMemo } from '../catalogue/revision-memo';
import * as repo from './search.repository';

/** Deep pages of a type-ahead are never read; past this many results a page is empty. */
const SEARCH_MAX_RESULTS = 1000;
const MAX_TOKENS = 6;
const MAX_TOKEN_CHARS = 40;
const FUZZY_EXPANSIONS = 3;

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

/** Words of the query: accents folded, lower-case, letters and digits of any script. */
export function tokenize(query: string): string[] {
  const words = query
    .normalize('NFKD')
    // Latin accents only: the marks of Indic scripts are letters' vowels, not decoration.
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w !== '')
    .map((w) => w.slice(0, MAX_TOKEN_CHARS));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

/** A query word's matches in the vocabulary (its `ord` is the query's). */
type WordLookup = (db: Db, tokens: repo.Token[]) => Promise<repo.TermMatch[]>;

/**
 * Looks words up once per catalogue revision: the words of searches repeat far
 * more than whole searches do, so a search nobody has made yet is still
 * mostly made of words already looked up. Words missing from the memo are
 * asked in one statement.
 */
export function memoisedLookup(lookup: WordLookup, memo: RevisionMemo<repo.TermMatch[]>, revision: number, kind: string): WordLookup {
  return async (db, tokens) => {
    const missing: repo.Token[] = [];
    let asked: Promise<repo.TermMatch[]> | undefined;
    const perToken = tokens.map((t) =>
      memo
        .get(revision, `${kind}|${t.last ? 'last' : 'word'}|${t.text}`, () => {
          missing.push(t);
          // Every miss of this call is pushed before the statement is sent (a microtask later).
          asked ??= Promise.resolve().then(() => lookup(db, missing));
          return asked.then((all) => all.filter((m) => m.ord === t.ord));
        })
        .then((found) => found.map((m) => ({ ...m, ord: t.ord }))),
    );
    return (await Promise.all(perToken)).flat();
  };
}

type WordLookups = { match: WordLookup; fuzzy: WordLookup };
const DIRECT: WordLookups = { match: repo.matchTerms, fuzzy: repo.fuzzyTerms };

/**
 * Builds the plan: every query word must match (through its stem, a word it
 * begins, or a look-alike), except words that match nothing at all, which
 * are dropped so one odd word does not empty the results.
 */
async function planSearch(db: Db, query: string, lookups: WordLookups = DIRECT): Promise<repo.SearchPlan | undefined> {
  const words = tokenize(query);
  const tokens = words.map((text, ord) => ({ ord, text, last: ord === words.length - 1 }));
  if (tokens.length === 0) return undefined;
  const matches = await lookups.match(db, tokens);
  const unmatched = tokens.filter((t) => !matches.some((m) => m.ord === t.ord));
  const guessable = unmatched.filter((t) => t.text.length >= 4);
  if (guessable.length > 0) {
    // Trigrams find look-alikes; only those one or two edits away are typos
    // ('sunst' for 'sunset'), not merely related words ('light' for 'lighthouse').
    const candidates = await lookups.fuzzy(db, guessable);
    for (const t of guessable) {
      const allowed = t.text.length >= 8 ? 2 : 1;
      const typos = candidates
        .filter((c) => c.ord === t.ord)
        // Against the word as typed: stems of different words are often one edit apart ('lightn', 'light').
        .filter((c) => editDistance(t.text, c.term) <= allowed)
        .slice(0, FUZZY_EXPANSIONS);
      matches.push(...typos);
    }
  }

  const perToken = tokens
    .map((t) => {
      const best = new Map<string, repo.TermMatch>();
      for (const m of matches) {
        if (m.ord !== t.ord) continue;
        const seen = best.get(m.term);
        if (!seen || seen.quality < m.quality) best.set(m.term, m);
      }
      return [...best.values()].sort((a, b) => b.quality - a.quality || b.docCount - a.docCount);
    })
    .filter((list) => list.length > 0);
  if (perToken.length === 0) return undefined;

  // Walk the rarest word's postings (the first of the rarest); check the others per candidate.
  const weight = (list: repo.TermMatch[]) => list.reduce((sum, m) => sum + m.docCount, 0);
  const driver = perToken.reduce((best, list) => (weight(list) < weight(best) ? list : best));
  return {
    drivers: driver.map((m) => ({ term: m.term, quality: m.quality })),
    filters: perToken.filter((list) => list !== driver).map((list) => list.map((m) => m.term)),
  };
}

export function createSearchService(deps: { db: Db; mediaUrl: MediaUrl }) {
  const { db, mediaUrl } = deps;
  const words = new RevisionMemo<repo.TermMatch[]>(20_000);
  const revisions = catalogueRevisions(db);
  const directory = catalogueDirectoryFor(db);
  return {
    /** `revision`: the catalogue revision the caller read before asking; the words' matches are kept under it. */
    async search(query: string, page: number, limit: number, revision?: number): Promise<SearchResponse> {
      const offset = (page - 1) * limit;
      const lookups =
        revision === undefined
          ? DIRECT
          : { match: memoisedLookup(repo.matchTerms, words, revision, 'match'), fuzzy: memoisedLookup(repo.fuzzyTerms, words, revision, 'fuzzy') };
      const plan = offset < SEARCH_MAX_RESULTS ? await planSearch(db, query, lookups) : undefined;
      const ids = plan ? await repo.searchProductIds(db, plan, { offset, limit: Math.min(limit, SEARCH_MAX_RESULTS - offset) }) : [];
      const rows = await directory.homeRows(revision ?? (await revisions.get()), await findHomeProducts(db, ids));
      return { success: true, data: { product: rows.map((r) => toHomeProduct(r, mediaUrl)) } };
    },
  };
}
