-- chitra_translated_text: the one definition: change it here, not in a migration.
--
-- The words of a row's translations (products.translations, issue 29: the
-- `{ hi: {…}, mr: {…} }` of contract/content-translations.ts) in the given
-- fields, every language's, as one text for the search index: a field is a
-- text (a title) or a list of texts (tags); anything else is left out. The
-- products triggers add them to the English of the same tier (a translated
-- title to the title, tags to the tags, a description to the description)
-- before chitra_search_terms and chitra_search_words read them; null when
-- there are none, so an untranslated product's words are what they were.
--
-- Folded as a search folds its words (modules/search/search.service.ts,
-- tokenize): to NFC, and without the zero-width joiner and non-joiner, which
-- only choose a letter's shape (Marathi's eyelash ra, र्‍या) and which
-- PostgreSQL's word parser splits a word at on one server and keeps inside
-- it on another. The parser keeps every other mark of Devanagari (vowel
-- signs, virama, nukta, anusvara) inside its word, on PGlite and on the
-- server alike (search.test.ts).
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_translated_text); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- First created by migration 0032.
CREATE OR REPLACE FUNCTION public.chitra_translated_text(translations jsonb, fields text[])
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
    SELECT translate(normalize(string_agg(v.value #>> '{}', ' '), NFC), E'\u200c\u200d', '')
    FROM jsonb_path_query(translations, 'lax $.*') AS l(entry)
    CROSS JOIN unnest(fields) AS f(field)
    CROSS JOIN LATERAL jsonb_path_query(l.entry -> f.field, 'lax $[*]') AS v(value)
    WHERE jsonb_typeof(v.value) = 'string'
  $function$;
