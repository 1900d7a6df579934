import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { typoKeys } from './typos';

/**
 * Search reads, in two steps. First each word of the query is matched
 * against the vocabulary (`search_terms`, a few thousand words): its stem
 * exactly, words it begins (for the word still being typed), and, only when
 * neither exists, words one edit away (`search_typo_keys`, decision 045)
 * and, for a long word, words that look like it (pg_trgm). Then the
 * ranked postings give the best products for those words from the front of
 * one index range, whatever the number of matches.
 */

export type Token = { ord: number; text: string; last: boolean };

/** 3 the stem itself, 2 a word it begins, 1 a look-alike (typo). */
type Quality = 1 | 2 | 3;
export type TermMatch = { ord: number; term: string; quality: Quality; docCount: number };

const PREFIX_EXPANSIONS = 8;
/** Trigram look-alikes fetched per long word; the edit distance then keeps the real typos. */
const FUZZY_CANDIDATES = 10;

type MatchRow = { ord: number; quality: number; term: string; docCount: number };

// Constant LIMITs are written into the SQL: as parameters they make PostgreSQL re-plan every call.

/**
 * Prepares a statement whose text depends on the query's shape (the number
 * of words, the page's depth): a connection keeps one named statement per
 * text, so the name carries a digest of the text (node-postgres refuses a
 * name reused for another text).
 */
function preparedByShape<T extends { toSQL(): { sql: string }; prepare(name: string): unknown }>(query: T, kind: string) {
  const digest = createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 16);
  return query.prepare(`${kind}_${digest}`) as ReturnType<T['prepare']>;
}

/**
 * Runs a union of per-word lookups as a prepared statement: one plan per
 * query shape and connection, not one per request.
 */
async function matches(db: Db, union: SQL): Promise<MatchRow[]> {
  const query = db
    .select({
      ord: sql<number>`m.ord`,
      quality: sql<number>`m.quality`,
      term: sql<string>`m.term`,
      docCount: sql<number>`m.doc_count`,
    })
    .from(sql`(${union}) as m`);
  return (await preparedByShape(query, 'search_terms').execute()) as MatchRow[];
}

/** The first string after every string that starts with `prefix` (code-point order, as the C-ordered index sorts). */
function prefixEnd(prefix: string): string {
  const points = [...prefix];
  const last = points.pop()?.codePointAt(0);
  if (last === undefined) throw new Error('prefixEnd: the prefix is empty');
  return points.join('') + String.fromCodePoint(last + 1);
}

export async function matchTerms(db: Db, tokens: Token[]): Promise<TermMatch[]> {
  const parts: SQL[] = [];
  for (const t of tokens) {
    parts.push(sql`(select ${t.ord}::int as ord, 3 as quality, st.term, st.doc_count from search_terms st
      where st.term = (select min(u.lexeme) from unnest(to_tsvector('english'::regconfig, chitra_unaccent(${t.text}::text))) u)
        and st.doc_count > 0)`);
    if (t.last && t.text.length >= 2) {
      // ~>=~ and ~<~ are the operators of the text_pattern_ops index: a range scan, even in a generic plan.
      parts.push(sql`(select ${t.ord}::int, 2, st.term, st.doc_count from search_terms st
        where st.term ~>=~ ${t.text}::text and st.term ~<~ ${prefixEnd(t.text)}::text and st.doc_count > 0
        order by st.doc_count desc, st.term limit ${sql.raw(String(PREFIX_EXPANSIONS))})`);
    }
  }
  const found = await matches(db, sql.join(parts, sql` union all `));
  return found.map((r) => ({ ord: Number(r.ord), term: r.term, quality: Number(r.quality) as Quality, docCount: Number(r.docCount) }));
}

/** A word of the catalogue, as written, that may be a query word mistyped, with the stem it is posted under. */
export type TypoCandidate = TermMatch & { word: string };
type TypoRow = MatchRow & { word: string };

/**
 * Candidates one edit away: the words sharing a key with the query word
 * (typos.ts, `typoKeys`), one scan of the primary key for a few dozen keys
 * whatever the vocabulary's size. The caller keeps those truly one edit
 * away. Words whose stem no product uses any more are left out.
 */
export async function typoTerms(db: Db, tokens: Token[]): Promise<TypoCandidate[]> {
  const parts = tokens.map(
    (t) => sql`(select distinct ${t.ord}::int as ord, k.word, st.term, st.doc_count from search_typo_keys k
      join search_terms st on st.term = k.term
      where k.key = any(${sql.param(typoKeys(t.text))}::text[]) and st.doc_count > 0)`,
  );
  if (parts.length === 0) return [];
  const query = db
    .select({ ord: sql<number>`m.ord`, quality: sql<number>`1`, word: sql<string>`m.word`, term: sql<string>`m.term`, docCount: sql<number>`m.doc_count` })
    .from(sql`(${sql.join(parts, sql` union all `)}) as m`);
  const found = (await preparedByShape(query, 'search_typos').execute()) as TypoRow[];
  return found.map((r) => ({ ord: Number(r.ord), word: r.word, term: r.term, quality: 1, docCount: Number(r.docCount) }));
}

/** Look-alike candidates by trigram similarity (`%`, served by the GIN trigram index). */
export async function fuzzyTerms(db: Db, tokens: Token[]): Promise<TermMatch[]> {
  const parts = tokens.map(
    (t) => sql`(select ${t.ord}::int as ord, 1 as quality, st.term, st.doc_count from search_terms st
      where st.term % chitra_unaccent(${t.text}::text) and st.doc_count > 0
      order by similarity(st.term, chitra_unaccent(${t.text}::text)) desc, st.doc_count desc, st.term limit ${sql.raw(String(FUZZY_CANDIDATES))})`,
  );
  if (parts.length === 0) return [];
  const found = await matches(db, sql.join(parts, sql` union all `));
  return found.map((r) => ({ ord: Number(r.ord), term: r.term, quality: 1, docCount: Number(r.docCount) }));
}

export type SearchPlan = {
  /** The words of the rarest query word: the postings walked, best first. */
  drivers: { term: string; quality: Quality }[];
  /** For every other query word, the words any of which a product must also carry. */
  filters: string[][];
};

/**
 * The ids of one page of products for the plan, best first: by match
 * quality, then the field the word is in (title, tags, description), then
 * sales and rating. Each driver word contributes its first `offset + limit`
 * postings; the page is cut from their merge, which is exact because every
 * list is already in rank order.
 */
export async function searchProductIds(db: Db, plan: SearchPlan, page: { limit: number; offset: number }): Promise<string[]> {
  // Limits are written into the statement (they are checked integers): with
  // them as parameters PostgreSQL re-plans the statement on every request.
  const take = sql.raw(String(Math.trunc(page.offset + page.limit)));
  const limit = sql.raw(String(Math.trunc(page.limit)));
  const offset = sql.raw(String(Math.trunc(page.offset)));
  const alsoHas = plan.filters.map(
    (terms) => sql` and exists (select 1 from search_postings x where x.product_id = sp.product_id and x.term = any(${sql.param(terms)}::text[]))`,
  );
  const branches = plan.drivers.map(
    (d) => sql`(select ${d.quality}::int as quality, sp.tier, sp.sales_count, sp.total_rating, sp.product_id
      from search_postings sp where sp.term = ${d.term}::text${sql.join(alsoHas)}
      order by sp.tier desc, sp.sales_count desc, sp.total_rating desc, sp.product_id limit ${take})`,
  );
  const ranking = sql`d.quality desc, d.tier desc, d.sales_count desc, d.total_rating desc, d.product_id`;
  const query = db
    .select({ id: sql<string>`page.product_id` })
    .from(
      sql`(select d.* from (
          select distinct on (u.product_id) u.product_id, u.quality, u.tier, u.sales_count, u.total_rating
          from (${sql.join(branches, sql` union all `)}) u
          order by u.product_id, u.quality desc, u.tier desc) d
        order by ${ranking} limit ${limit} offset ${offset}) page`,
    )
    .orderBy(sql`page.quality desc, page.tier desc, page.sales_count desc, page.total_rating desc, page.product_id`);
  return (await preparedByShape(query, 'search_products').execute()).map((r) => r.id);
}
