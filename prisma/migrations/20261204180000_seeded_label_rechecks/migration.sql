-- A shipped product's label read from a named page is seeded as a re-check waiting for an admin's check
-- (docs/catalogue-labels.md "Labels read for the shipped data"); seeding again never re-creates one an admin
-- has already checked or rejected.
ALTER TABLE "product_entries" ADD COLUMN "entered_from_seed" BOOLEAN NOT NULL DEFAULT false;

CREATE UNIQUE INDEX "product_entries_one_seeded_per_source" ON "product_entries"("supplement_id", "label_url")
    WHERE "entered_from_seed";
