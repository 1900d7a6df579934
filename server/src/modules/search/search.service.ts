import type { SearchResponse } from '@chitra/contract/catalogue';
import type { Db } from '../../db/client';
import { type MediaUrl, toHomeProduct } from '../catalogue/catalogue.presenters';
import { catalogueRevisions } from '../catalogue/cached-answers';
import { catalogueDirectoryFor } from '../catalogue/catalogue-directory';
import { findHomeProducts } from '../catalogue/catalogue.repository';
import { RevisionMemo } from '../catalogue/revision-memo';
import * as repo from './search.repository';
import { editDistance, isTypoOf, TYPO_MIN_CHARS } from './typos';

/** Deep pages of a type-ahead are never read; past this many results a page is empty. */
const SEARCH_MAX_RESULTS = 1000;
const MAX_TOKENS = 6;
const MAX_TOKEN_CHARS = 40;
const FUZZY_EXPANSIONS = 3;
/** Words this long may be two edits off: trigram look-alikes are tried when no word is one edit away. */
const TWO_EDITS_MIN_CHARS = 8;

/**
 * Words of the query: accents folded, lower-case, letters and digits of any
 * script. Hindi and Marathi words are folded as the index folds a
 * product's translations (db/functions/chitra_translated_text.sql): NFC,
 * without the zero-width joiner and non-joiner, which only choose a letter's
 * shape (र्‍या) and would otherwise split the word.
 */
export function tokenize(query: string): string[] {
  const words = query
    .normalize('NFKD')
    // Latin accents only: the marks of Indic scripts are letters' vowels, not decoration.
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w !== '')
    .map((w) => w.slice(0, MAX_TOKEN_CHARS));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

/** A query word's matches in the vocabulary (its `ord` is the query's). */
type WordLookup<T extends repo.TermMatch = repo.TermMatch> = (db: Db, tokens: repo.Token[]) => Promise<T[]>;

/**
 * Looks words up once per catalogue revision: the words of searches repeat far
 * more than whole searches do, so a search nobody has made yet is still
 * mostly made of words already looked up. Words missing from the memo are
 * asked in one statement.
 */
export function memoisedLookup<T extends repo.TermMatch>(lookup: WordLookup<T>, memo: RevisionMemo<T[]>, revision: number, kind: string): WordLookup<T> {
  return async (db, tokens) => {
    const missing: repo.Token[] = [];
    let asked: Promise<T[]> | undefined;
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

type WordLookups = { match: WordLookup; typo: WordLookup<repo.TypoCandidate>; fuzzy: WordLookup };
const DIRECT: WordLookups = { match: repo.matchTerms, typo: repo.typoTerms, fuzzy: repo.fuzzyTerms };

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
  const guessable = unmatched.filter((t) => [...t.text].length >= TYPO_MIN_CHARS);
  if (guessable.length > 0) {
    // Every word of the catalogue one edit from the word as typed (decision
    // 045): against the words as written, not their stems ('sunrse' is one
    // edit from 'sunrise', two from 'sunris').
    const candidates = await lookups.typo(db, guessable);
    for (const c of candidates) {
      const t = guessable.find((g) => g.ord === c.ord);
      if (t && isTypoOf(t.text, c.word)) matches.push({ ord: c.ord, term: c.term, quality: c.quality, docCount: c.docCount });
    }
  }
  const long = guessable.filter((t) => [...t.text].length >= TWO_EDITS_MIN_CHARS && !matches.some((m) => m.ord === t.ord));
  if (long.length > 0) {
    // None one edit away: trigrams find look-alikes; only those two edits away are typos
    // ('lihgthouss' for 'lighthouse'), not merely related words ('light' for 'lighthouse').
    const candidates = await lookups.fuzzy(db, long);
    for (const t of long) {
      const typos = candidates
        .filter((c) => c.ord === t.ord)
        // Against the word as typed: stems of different words are often one edit apart ('lightn', 'light').
        .filter((c) => editDistance(t.text, c.term) <= 2)
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
  const typos = new RevisionMemo<repo.TypoCandidate[]>(5_000);
  const revisions = catalogueRevisions(db);
  const directory = catalogueDirectoryFor(db);
  return {
    /** `revision`: the catalogue revision the caller read before asking; the words' matches are kept under it. */
    async search(query: string, page: number, limit: number, revision?: number): Promise<SearchResponse> {
      const offset = (page - 1) * limit;
      const lookups =
        revision === undefined
          ? DIRECT
          : {
              match: memoisedLookup(repo.matchTerms, words, revision, 'match'),
              typo: memoisedLookup(repo.typoTerms, typos, revision, 'typo'),
              fuzzy: memoisedLookup(repo.fuzzyTerms, words, revision, 'fuzzy'),
            };
      const plan = offset < SEARCH_MAX_RESULTS ? await planSearch(db, query, lookups) : undefined;
      const ids = plan ? await repo.searchProductIds(db, plan, { offset, limit: Math.min(limit, SEARCH_MAX_RESULTS - offset) }) : [];
      const rows = await directory.homeRows(revision ?? (await revisions.get()), await findHomeProducts(db, ids));
      return { success: true, data: { product: rows.map((r) => toHomeProduct(r, mediaUrl)) } };
    },
  };
}
