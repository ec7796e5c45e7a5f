-- Issue 19 (real UK prices from retailer feeds): a product's GTIN, stored only when an admin
-- confirms a feed row's match (never invented), and one row per retailer feed item that the
-- importer could not match with certainty ("pending"), that an admin matched ("matched") or set
-- aside ("ignored"), so the next run of the same feed follows the admin's decision.
CREATE TYPE "feed_item_status" AS ENUM ('pending', 'matched', 'ignored');

ALTER TABLE "supplements" ADD COLUMN "gtin" TEXT;
CREATE UNIQUE INDEX "supplements_gtin_key" ON "supplements"("gtin");

ALTER TABLE "price_import_runs" ADD COLUMN "rows_pending" INTEGER NOT NULL DEFAULT 0;

CREATE TABLE "feed_items" (
    "id" TEXT NOT NULL,
    "retailer" TEXT NOT NULL,
    "item_id" TEXT NOT NULL,
    "status" "feed_item_status" NOT NULL DEFAULT 'pending',
    "supplement_id" TEXT,
    "title" TEXT NOT NULL,
    "brand" TEXT,
    "gtin" TEXT,
    "pack_size" INTEGER,
    "price_pence" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "in_stock" BOOLEAN NOT NULL,
    "candidate_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "last_seen_at" TIMESTAMP(3) NOT NULL,
    "decided_by_id" TEXT,
    "decided_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "feed_items_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "feed_items_retailer_item_id_key" ON "feed_items"("retailer", "item_id");
CREATE INDEX "feed_items_status_last_seen_at_idx" ON "feed_items"("status", "last_seen_at");

ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_supplement_id_fkey" FOREIGN KEY ("supplement_id") REFERENCES "supplements"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Feed URLs fetched on a schedule (pg-boss inside `npm start`) or on an admin's "fetch now": from the
-- dashboard or from PRICE_FEEDS. ETag and Last-Modified make the next fetch conditional.
CREATE TABLE "price_feeds" (
    "id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "retailer" TEXT,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "etag" TEXT,
    "last_modified" TEXT,
    "status" TEXT NOT NULL DEFAULT 'never',
    "last_error" TEXT,
    "last_fetched_at" TIMESTAMP(3),
    "last_changed_at" TIMESTAMP(3),
    "last_run_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "price_feeds_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "price_feeds_status" CHECK ("status" IN ('never', 'ok', 'not_modified', 'rejected', 'failed'))
);

CREATE UNIQUE INDEX "price_feeds_url_key" ON "price_feeds"("url");
