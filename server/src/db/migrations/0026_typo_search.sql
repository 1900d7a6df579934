CREATE TABLE "search_typo_keys" (
	"key" text NOT NULL,
	"word" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_typo_keys_key_word_pk" PRIMARY KEY("key","word")
);
--> statement-breakpoint

-- Typo search (decision 045). The two functions are created here with the
-- text of their files (db/functions), which the backfill below needs; the
-- products triggers that keep the table are the files chitra_products_inserted
-- and chitra_products_updated, applied after this migration.
CREATE OR REPLACE FUNCTION public.chitra_search_words(title text, name text, tags text[], keywords text[], description text)
 RETURNS TABLE(word text, term text)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT w.word, min(e.lexeme)
    FROM unnest(to_tsvector('simple'::regconfig, public.chitra_unaccent(concat_ws(' ', title, name, array_to_string(tags, ' '), array_to_string(keywords, ' '), description)))) AS w(word, positions, weights)
    CROSS JOIN LATERAL unnest(to_tsvector('english'::regconfig, w.word)) AS e(lexeme, positions, weights)
    WHERE length(w.word) BETWEEN 3 AND 40
    GROUP BY w.word
    HAVING count(*) = 1
  $function$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION public.chitra_typo_keys(word text)
 RETURNS SETOF text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
    SELECT DISTINCT k.key
    FROM (VALUES (word), (regexp_replace(word, '(.)\1+', '\1', 'g'))) AS f(form)
    CROSS JOIN LATERAL (
      SELECT f.form
      UNION ALL
      SELECT left(f.form, i - 1) || substr(f.form, i + 1) FROM generate_series(1, length(f.form)) AS i
    ) AS k(key)
    WHERE length(k.key) >= 3
  $function$;
--> statement-breakpoint

-- Every word of the published catalogue, keyed.
INSERT INTO "search_typo_keys" ("key", "word", "term")
SELECT k.key, w.word, w.term
FROM (
  SELECT DISTINCT s.word, s.term
  FROM "products" p
  CROSS JOIN LATERAL public.chitra_search_words(p.title, p.name, p.tags, p.keywords, p.description) s
  WHERE p.published
) w
CROSS JOIN LATERAL public.chitra_typo_keys(w.word) k(key)
ORDER BY k.key, w.word
ON CONFLICT DO NOTHING;
