-- Issue 29: a product's Hindi and Marathi words are searchable. The products
-- triggers (db/functions/chitra_products_inserted, _updated and _deleted)
-- add each translation's words to the English of its field through
-- chitra_translated_text, created here with the text of its file (decision
-- 035); the files, applied after this migration, hold the triggers' new
-- definitions. An untranslated product's words are what they were: nothing
-- else is indexed again.
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
--> statement-breakpoint

-- Products translated before their translations were searched (none where
-- migration 0031 and this one ship together): their words taken out and
-- posted again as the triggers post them, and their new words keyed for
-- typo search (decision 045).
WITH removed AS (
  DELETE FROM public.search_postings sp
  USING public.products p
  WHERE sp.product_id = p.id AND p.translations <> '{}'::jsonb
  RETURNING sp.term
)
INSERT INTO public.search_terms (term, doc_count)
SELECT term, -count(*) FROM removed GROUP BY term ORDER BY term
ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;
--> statement-breakpoint

WITH posted AS (
  INSERT INTO public.search_postings (term, product_id, tier, sales_count, total_rating)
  SELECT s.term, p.id, s.tier, p.sales_count, p.total_rating
  FROM public.products p
  CROSS JOIN LATERAL public.chitra_search_terms(
  concat_ws(' ', p.title, public.chitra_translated_text(p.translations, '{title}')),
  concat_ws(' ', p.name, public.chitra_translated_text(p.translations, '{tags}')),
  p.tags, p.keywords,
  concat_ws(' ', p.description, public.chitra_translated_text(p.translations, '{description}'))
) s
  WHERE p.published AND p.translations <> '{}'::jsonb
  RETURNING term
)
INSERT INTO public.search_terms (term, doc_count)
SELECT term, count(*) FROM posted GROUP BY term ORDER BY term
ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;
--> statement-breakpoint

INSERT INTO public.search_typo_keys (key, word, term)
SELECT k.key, w.word, w.term
FROM (
  SELECT DISTINCT s.word, s.term
  FROM public.products p
  CROSS JOIN LATERAL public.chitra_search_words(p.title, p.name, p.tags, p.keywords,
  concat_ws(' ', p.description, public.chitra_translated_text(p.translations, '{title,tags,description}'))
) s
  WHERE p.published AND p.translations <> '{}'::jsonb
) w
CROSS JOIN LATERAL public.chitra_typo_keys(w.word) k(key)
ORDER BY k.key, w.word
ON CONFLICT DO NOTHING;
--> statement-breakpoint

-- Searches are kept per catalogue revision: move it when any product's words changed.
SELECT public.chitra_bump_catalogue_revision() FROM public.products WHERE translations <> '{}'::jsonb LIMIT 1;
