-- Catalogue search document (lib/catalogue/search.ts): each product's search words, precomputed and
-- kept current by triggers, so a search looks words up in a GIN index and ranks with array tests
-- (well under a microsecond a row) instead of computing trigram similarity for thousands of rows.
--
-- The words are English full-text lexemes (to_tsvector('english') of the lower-cased, unaccented
-- text, so "Softgels" and "softgel" meet and "Échinacée" is "echinace"), kept as text[] rather than
-- tsvector because Prisma has no tsvector type and schema.prisma must describe every column
-- (tests/integration/schema-drift.test.ts):
--   search_terms        name, brand, and each ingredient's name, synonyms, slug and chemical form,
--                       plus a marker 'ingredient:<slug>' for each ingredient;
--   search_name_terms   the product name alone  (ranking: a query the name contains ranks higher);
--   search_brand_terms  the brand alone         (ranking, below the name).
-- Lists are nullable with an empty default, as Prisma Migrate creates String[] columns.

ALTER TABLE "supplements" ADD COLUMN "search_terms" TEXT[] DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "supplements" ADD COLUMN "search_name_terms" TEXT[] DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "supplements" ADD COLUMN "search_brand_terms" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- The lexemes of a piece of text, as the search compares them (the query goes through this too).
CREATE OR REPLACE FUNCTION "catalogue_search_terms"("input" TEXT) RETURNS TEXT[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT tsvector_to_array(to_tsvector('english'::regconfig, "catalogue_search_text"("input"))) $$;

-- Every word a product can be found by: its name, brand and ingredients (name, synonyms, slug,
-- chemical form as labelled), plus one marker per ingredient, 'ingredient:<slug>', so "contains
-- this ingredient" is a test on the same array and index. The full-text parser splits words at ':',
-- so no query word can equal a marker.
CREATE OR REPLACE FUNCTION "catalogue_search_document_terms"("product_id" TEXT, "product_name" TEXT, "product_brand" TEXT)
    RETURNS TEXT[]
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
      SELECT "catalogue_search_terms"(concat_ws(' ', "product_name", "product_brand", string_agg(
               concat_ws(' ', i."name", array_to_string(i."synonyms", ' '), replace(i."slug", '-', ' '), si."chemical_form"), ' ')))
             || COALESCE(array_agg('ingredient:' || i."slug" ORDER BY i."slug") FILTER (WHERE i."slug" IS NOT NULL), ARRAY[]::TEXT[])
      FROM "supplement_ingredients" si JOIN "ingredients" i ON i."id" = si."ingredient_id"
      WHERE si."supplement_id" = "product_id"
    $$;

-- A product's own row: computed whenever it is inserted, its name or brand changes, or any of the three
-- columns is written — which is how the triggers below ask for a recomputation (they set search_terms
-- to an empty array), and why a stray write to them cannot leave wrong words behind.
CREATE OR REPLACE FUNCTION "supplements_search_document_trigger"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      NEW."search_terms" := "catalogue_search_document_terms"(NEW."id", NEW."name", NEW."brand");
      NEW."search_name_terms" := "catalogue_search_terms"(NEW."name");
      NEW."search_brand_terms" := "catalogue_search_terms"(NEW."brand");
      RETURN NEW;
    END $$;

CREATE TRIGGER "supplements_search_document"
    BEFORE INSERT OR UPDATE OF "id", "name", "brand", "search_terms", "search_name_terms", "search_brand_terms" ON "supplements"
    FOR EACH ROW EXECUTE FUNCTION "supplements_search_document_trigger"();

-- Ingredient links: once per statement, the products whose links changed are recomputed (the seed and
-- bulk imports insert thousands of links in one statement). A transition table can serve only one
-- event, hence three triggers.
CREATE OR REPLACE FUNCTION "supplement_ingredients_search_document_trigger"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        UPDATE "supplements" s SET "search_terms" = ARRAY[]::TEXT[]
        WHERE s."id" IN (SELECT n."supplement_id" FROM "changed_new" n);
      END IF;
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE "supplements" s SET "search_terms" = ARRAY[]::TEXT[]
        WHERE s."id" IN (SELECT o."supplement_id" FROM "changed_old" o);
      END IF;
      RETURN NULL;
    END $$;

CREATE TRIGGER "supplement_ingredients_search_document_insert"
    AFTER INSERT ON "supplement_ingredients" REFERENCING NEW TABLE AS "changed_new"
    FOR EACH STATEMENT EXECUTE FUNCTION "supplement_ingredients_search_document_trigger"();
CREATE TRIGGER "supplement_ingredients_search_document_update"
    AFTER UPDATE ON "supplement_ingredients" REFERENCING OLD TABLE AS "changed_old" NEW TABLE AS "changed_new"
    FOR EACH STATEMENT EXECUTE FUNCTION "supplement_ingredients_search_document_trigger"();
CREATE TRIGGER "supplement_ingredients_search_document_delete"
    AFTER DELETE ON "supplement_ingredients" REFERENCING OLD TABLE AS "changed_old"
    FOR EACH STATEMENT EXECUTE FUNCTION "supplement_ingredients_search_document_trigger"();

-- An ingredient renamed or given new synonyms changes the words of every product containing it.
CREATE OR REPLACE FUNCTION "ingredients_search_document_trigger"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      UPDATE "supplements" s SET "search_terms" = ARRAY[]::TEXT[]
      WHERE s."id" IN (SELECT si."supplement_id" FROM "supplement_ingredients" si WHERE si."ingredient_id" = NEW."id");
      RETURN NULL;
    END $$;

CREATE TRIGGER "ingredients_search_document"
    AFTER UPDATE OF "name", "synonyms", "slug" ON "ingredients"
    FOR EACH ROW WHEN ((OLD."name", OLD."synonyms", OLD."slug") IS DISTINCT FROM (NEW."name", NEW."synonyms", NEW."slug"))
    EXECUTE FUNCTION "ingredients_search_document_trigger"();

-- Existing rows (the BEFORE UPDATE trigger computes all three columns).
UPDATE "supplements" SET "search_terms" = ARRAY[]::TEXT[];

-- "Every word of the query is among the product's words" (search_terms @> query) and "contains one
-- of these ingredients" (search_terms && markers) from the index.
CREATE INDEX "supplements_search_terms_idx" ON "supplements" USING GIN ("search_terms");
-- "Does any brand have every word of the query?": when none does (the usual case), ranking leaves
-- the per-row brand test out.
CREATE INDEX "supplements_search_brand_terms_idx" ON "supplements" USING GIN ("search_brand_terms");

-- Dietary flags: the filters read these, and the browse page asks whether any product has each flag
-- before offering it (an index probe, also when no product has it).
CREATE INDEX "supplements_vegan_idx" ON "supplements" ("id") WHERE "vegan" IS TRUE;
CREATE INDEX "supplements_vegetarian_idx" ON "supplements" ("id") WHERE "vegetarian" IS TRUE;
CREATE INDEX "supplements_gluten_free_idx" ON "supplements" ("id") WHERE "gluten_free" IS TRUE;

-- The 'newest' sort is gone (every shipped product has the seed's insertion time; no product date
-- exists), so its index goes too.
DROP INDEX IF EXISTS "supplements_created_at_name_brand_id_idx";

-- Review summary for the 'rating' sort and the rating shown on browse cards: count and sum of each
-- product's review ratings, kept by a trigger on reviews. Deltas (count + 1, sum + rating) rather
-- than recounting, so concurrent reviews of one product cannot overwrite each other's update. The
-- mean is sum / count, NULL without reviews.
ALTER TABLE "supplements" ADD COLUMN "review_count" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "supplements" ADD COLUMN "review_rating_sum" INTEGER NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION "reviews_summary_trigger"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE "supplements" SET "review_count" = "review_count" - 1, "review_rating_sum" = "review_rating_sum" - OLD."rating"
        WHERE "id" = OLD."supplement_id";
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        UPDATE "supplements" SET "review_count" = "review_count" + 1, "review_rating_sum" = "review_rating_sum" + NEW."rating"
        WHERE "id" = NEW."supplement_id";
      END IF;
      RETURN NULL;
    END $$;

CREATE TRIGGER "reviews_summary_insert_delete"
    AFTER INSERT OR DELETE ON "reviews"
    FOR EACH ROW EXECUTE FUNCTION "reviews_summary_trigger"();
CREATE TRIGGER "reviews_summary_update"
    AFTER UPDATE OF "rating", "supplement_id" ON "reviews"
    FOR EACH ROW WHEN ((OLD."rating", OLD."supplement_id") IS DISTINCT FROM (NEW."rating", NEW."supplement_id"))
    EXECUTE FUNCTION "reviews_summary_trigger"();

UPDATE "supplements" s SET "review_count" = r."n", "review_rating_sum" = r."total"
FROM (SELECT "supplement_id", count(*)::int AS "n", sum("rating")::int AS "total" FROM "reviews" GROUP BY "supplement_id") r
WHERE r."supplement_id" = s."id";

-- The 'rating' sort without a query reads the first page in this order instead of sorting the catalogue.
CREATE INDEX "supplements_rating_name_brand_id_idx" ON "supplements"
    (("review_rating_sum"::float8 / NULLIF("review_count", 0)) DESC NULLS LAST, "review_count" DESC, "name", "brand", "id");
