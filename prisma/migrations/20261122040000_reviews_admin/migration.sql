-- Reviews and the data-collection dashboard: indexes for their reads.

-- A product's reviews, newest first (GET /api/supplements/{id}/reviews, the product page).
CREATE INDEX "reviews_supplement_id_created_at_idx" ON "reviews"("supplement_id", "created_at");

-- The dashboard's recent import runs and its stale offers (last checked over 30 days ago).
CREATE INDEX "price_import_runs_started_at_idx" ON "price_import_runs"("started_at");
CREATE INDEX "retailer_offers_last_checked_at_idx" ON "retailer_offers"("last_checked_at");
