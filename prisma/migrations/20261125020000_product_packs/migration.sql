-- Issue 16 (pack sizes): a product sold in several pack sizes keeps one row per pack (its own GTIN,
-- offers, price history, reviews and stack items), and every pack but the smallest points at the
-- smallest as the product it is a pack of (docs/decisions.md "Pack sizes"). The seed sets the column
-- from lib/catalogue/packs.ts on every start. A canonical product that is deleted leaves its other
-- packs as products of their own (SET NULL), never deleted with it.
ALTER TABLE "supplements" ADD COLUMN "pack_of_id" TEXT;

ALTER TABLE "supplements" ADD CONSTRAINT "supplements_pack_of_id_fkey"
    FOREIGN KEY ("pack_of_id") REFERENCES "supplements"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE INDEX "supplements_pack_of_id_idx" ON "supplements"("pack_of_id");

-- Browse and search list a product once: a pack row (pack_of_id set) keeps no title terms, so the
-- title-tier path of lib/catalogue/search.ts never meets it (the general path filters it out itself).
-- Same function as …_catalogue_search_narrow, plus that condition; the update trigger now also
-- fires when pack_of_id changes.
CREATE OR REPLACE FUNCTION "supplements_title_terms_trigger"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM "supplement_title_terms" WHERE "supplement_id" IN (OLD."id", NEW."id");
      END IF;
      IF NEW."pack_of_id" IS NULL THEN
        INSERT INTO "supplement_title_terms" ("supplement_id", "term", "in_name", "in_brand", "name", "brand")
        SELECT * FROM "supplement_title_terms_rows"(NEW."id", NEW."name", NEW."brand", NEW."search_name_terms", NEW."search_brand_terms");
      END IF;
      RETURN NULL;
    END $$;

DROP TRIGGER "supplements_title_terms_update" ON "supplements";
CREATE TRIGGER "supplements_title_terms_update"
    AFTER UPDATE ON "supplements"
    FOR EACH ROW WHEN ((OLD."id", OLD."name", OLD."brand", OLD."search_name_terms", OLD."search_brand_terms", OLD."pack_of_id")
                       IS DISTINCT FROM (NEW."id", NEW."name", NEW."brand", NEW."search_name_terms", NEW."search_brand_terms", NEW."pack_of_id"))
    EXECUTE FUNCTION "supplements_title_terms_trigger"();
