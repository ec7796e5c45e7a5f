-- Catalogue search, broad one-word queries (lib/catalogue/search.ts, the "title tier" path): a narrow
-- side table holding, for every word of a product's name or brand, one row with what the relevance
-- order needs — whether the word is in the name, whether it is in the brand, the name, brand and id —
-- and a btree index in exactly that order. A one-word query such as "vitamin" (half the catalogue)
-- then reads its first page as the first 24 entries of that index instead of reading and ranking
-- every matching product; only the rest of the match (products with the word elsewhere, ranked 0)
-- is read the old way, and only when a page reaches it.
--
-- Derived from supplements.search_name_terms and search_brand_terms (…_catalogue_search_document)
-- and kept current by the triggers below, in the same transaction as the change, so it cannot go
-- stale: a product's rows are rewritten whenever its id, name, brand or those two columns change, and
-- removed with the product (ON DELETE CASCADE).

CREATE TABLE "supplement_title_terms" (
    "supplement_id" TEXT NOT NULL,
    "term" TEXT NOT NULL,
    "in_name" BOOLEAN NOT NULL,
    "in_brand" BOOLEAN NOT NULL,
    "name" TEXT NOT NULL,
    "brand" TEXT NOT NULL,

    CONSTRAINT "supplement_title_terms_pkey" PRIMARY KEY ("supplement_id", "term")
);

ALTER TABLE "supplement_title_terms" ADD CONSTRAINT "supplement_title_terms_supplement_id_fkey"
    FOREIGN KEY ("supplement_id") REFERENCES "supplements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The relevance order of a one-word query among the products whose name or brand has the word:
-- name and brand (rank 8), name only (6), brand only (2), then name, brand, id as in the main query.
CREATE INDEX "supplement_title_terms_rank_idx" ON "supplement_title_terms"
    ("term", "in_name" DESC, "in_brand" DESC, "name", "brand", "supplement_id");

CREATE OR REPLACE FUNCTION "supplement_title_terms_rows"("product_id" TEXT, "product_name" TEXT, "product_brand" TEXT,
    "name_terms" TEXT[], "brand_terms" TEXT[])
    RETURNS TABLE ("supplement_id" TEXT, "term" TEXT, "in_name" BOOLEAN, "in_brand" BOOLEAN, "name" TEXT, "brand" TEXT)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT "product_id", w."term",
             COALESCE(w."term" = ANY("name_terms"), false), COALESCE(w."term" = ANY("brand_terms"), false),
             "product_name", "product_brand"
      FROM (SELECT DISTINCT u."term" FROM unnest(COALESCE("name_terms", ARRAY[]::TEXT[]) || COALESCE("brand_terms", ARRAY[]::TEXT[])) AS u("term")) w
    $$;

CREATE OR REPLACE FUNCTION "supplements_title_terms_trigger"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM "supplement_title_terms" WHERE "supplement_id" IN (OLD."id", NEW."id");
      END IF;
      INSERT INTO "supplement_title_terms" ("supplement_id", "term", "in_name", "in_brand", "name", "brand")
      SELECT * FROM "supplement_title_terms_rows"(NEW."id", NEW."name", NEW."brand", NEW."search_name_terms", NEW."search_brand_terms");
      RETURN NULL;
    END $$;

-- AFTER, so the row's search_name_terms and search_brand_terms are the ones the BEFORE trigger
-- (supplements_search_document) computed. The update trigger skips the frequent writes that change
-- none of them (review counts, ingredient-link recomputations of search_terms).
CREATE TRIGGER "supplements_title_terms_insert"
    AFTER INSERT ON "supplements"
    FOR EACH ROW EXECUTE FUNCTION "supplements_title_terms_trigger"();
CREATE TRIGGER "supplements_title_terms_update"
    AFTER UPDATE ON "supplements"
    FOR EACH ROW WHEN ((OLD."id", OLD."name", OLD."brand", OLD."search_name_terms", OLD."search_brand_terms")
                       IS DISTINCT FROM (NEW."id", NEW."name", NEW."brand", NEW."search_name_terms", NEW."search_brand_terms"))
    EXECUTE FUNCTION "supplements_title_terms_trigger"();

-- Existing products.
INSERT INTO "supplement_title_terms" ("supplement_id", "term", "in_name", "in_brand", "name", "brand")
SELECT r.* FROM "supplements" s
CROSS JOIN LATERAL "supplement_title_terms_rows"(s."id", s."name", s."brand", s."search_name_terms", s."search_brand_terms") r;
