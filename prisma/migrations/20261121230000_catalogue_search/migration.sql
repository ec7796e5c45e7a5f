-- Catalogue search (lib/catalogue/search.ts): typo-tolerant trigram matching on product names,
-- brands and ingredient names, and English full-text matching on name + brand.
-- Indexes and functions only: no tables or columns, so schema.prisma is unchanged.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- The text every search compares: lower-cased, accents removed ("Échinacée" -> "echinacee").
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index. This
-- wrapper names the dictionary explicitly and is declared IMMUTABLE, the documented pattern for
-- indexing unaccented text; because it is declared stricter than the function it calls, PostgreSQL
-- does not inline it, so queries calling it match the index expressions below.
CREATE OR REPLACE FUNCTION "catalogue_search_text"("input" TEXT) RETURNS TEXT
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, "input")) $$;

-- Trigram indexes serve the word-similarity operator (query <% text) used for typo tolerance.
CREATE INDEX "supplements_name_trgm_idx" ON "supplements" USING GIN ("catalogue_search_text"("name") gin_trgm_ops);
CREATE INDEX "supplements_brand_trgm_idx" ON "supplements" USING GIN ("catalogue_search_text"("brand") gin_trgm_ops);
CREATE INDEX "ingredients_name_trgm_idx" ON "ingredients" USING GIN ("catalogue_search_text"("name") gin_trgm_ops);

-- Full-text (stemmed) matching of product name and brand: "softgels" finds "Softgel".
CREATE INDEX "supplements_name_brand_fts_idx" ON "supplements" USING GIN (to_tsvector('english', "name" || ' ' || "brand"));
