-- Re-checking a shipped product's label (docs/catalogue-labels.md "Re-checking a shipped product"): the entry names
-- its product and the label it was read against, so a check refuses a product that changed meanwhile.
ALTER TYPE "product_entry_status" ADD VALUE 'rejected';

ALTER TABLE "product_entries"
    ADD COLUMN "base_label" TEXT,
    ADD COLUMN "label_complete" BOOLEAN,
    ADD COLUMN "rejected_reason" TEXT;

-- A product keeps every entry it was published or re-checked from; one re-check waits at a time.
DROP INDEX "product_entries_supplement_id_key";
CREATE INDEX "product_entries_supplement_id_idx" ON "product_entries"("supplement_id");
CREATE UNIQUE INDEX "product_entries_one_open_recheck" ON "product_entries"("supplement_id") WHERE "status" = 'awaiting_check';

ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_recheck_has_product" CHECK (
    "base_label" IS NULL OR "supplement_id" IS NOT NULL
);
-- Compared as text: a value added to an enum cannot be used in the transaction that adds it.
ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_rejected_has_reason" CHECK (
    "status"::text <> 'rejected' OR ("rejected_reason" IS NOT NULL AND "checked_by_id" IS NOT NULL)
);
