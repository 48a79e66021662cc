-- Keyword pages in price or year order read a word's posts band by band (search repository). The
-- search column gains lexemes that start with a space, which no keyword can match (the parser
-- splits on spaces): the price's band ' p<n>' (a tenth of the price's natural log), the year
-- ' y<year>', and each word with its price band ('altern p47': the words index finds a word's posts
-- in one band without reading the word's others). The words index covers live posts only.
-- The composite lexemes are each lexeme followed by the band, joined and split on a unit separator
-- (no parsed word holds a control character).
CREATE OR REPLACE FUNCTION posts_search_vector(stock_number text, description text, price numeric, year integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT s.words || array_to_tsvector(ARRAY[s.band, ' y' || year::text])
    || array_to_tsvector(string_to_array(array_to_string(tsvector_to_array(s.words), s.band || E'\x1f') || s.band, E'\x1f'))
  FROM (
    SELECT setweight(to_tsvector('english'::regconfig, coalesce(stock_number, '')), 'A')
        || to_tsvector('english'::regconfig, coalesce(description, '')) AS words,
      ' p' || floor(ln(greatest(price, 1)::float8) * 10)::int::text AS band
  ) s
$$;--> statement-breakpoint
DROP INDEX "posts_search_idx";--> statement-breakpoint
ALTER TABLE "posts" drop column "search";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (posts_search_vector(stock_number, description, price, year)) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search") WHERE "posts"."status" = 'active';