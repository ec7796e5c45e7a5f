-- A review a moderator hid leaves the product's rating on browse cards and the rating sort too: the summary
-- counts only reviews with no hidden_at, and hiding or unhiding one moves it out of or back into the sums.
CREATE OR REPLACE FUNCTION "reviews_summary_trigger"() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."hidden_at" IS NULL THEN
        UPDATE "supplements" SET "review_count" = "review_count" - 1, "review_rating_sum" = "review_rating_sum" - OLD."rating"
        WHERE "id" = OLD."supplement_id";
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."hidden_at" IS NULL THEN
        UPDATE "supplements" SET "review_count" = "review_count" + 1, "review_rating_sum" = "review_rating_sum" + NEW."rating"
        WHERE "id" = NEW."supplement_id";
      END IF;
      RETURN NULL;
    END $$;

DROP TRIGGER "reviews_summary_update" ON "reviews";
CREATE TRIGGER "reviews_summary_update"
    AFTER UPDATE OF "rating", "supplement_id", "hidden_at" ON "reviews"
    FOR EACH ROW WHEN ((OLD."rating", OLD."supplement_id", OLD."hidden_at" IS NULL)
                       IS DISTINCT FROM (NEW."rating", NEW."supplement_id", NEW."hidden_at" IS NULL))
    EXECUTE FUNCTION "reviews_summary_trigger"();

UPDATE "supplements" s SET "review_count" = COALESCE(r."n", 0), "review_rating_sum" = COALESCE(r."total", 0)
FROM "supplements" x
LEFT JOIN (SELECT "supplement_id", count(*)::int AS "n", sum("rating")::int AS "total"
           FROM "reviews" WHERE "hidden_at" IS NULL GROUP BY "supplement_id") r ON r."supplement_id" = x."id"
WHERE x."id" = s."id"
  AND (s."review_count", s."review_rating_sum") IS DISTINCT FROM (COALESCE(r."n", 0), COALESCE(r."total", 0));
