-- Label provenance (docs/catalogue-labels.md): products an admin enters wait in product_entries until a second
-- admin checks the label; only then is a supplements row written, so a draft cannot reach any public query.
CREATE TYPE "product_entry_status" AS ENUM ('draft', 'awaiting_check', 'published');
CREATE TYPE "product_suggestion_status" AS ENUM ('open', 'used', 'dismissed');

ALTER TABLE "supplements" ADD COLUMN "label_checked_at" TIMESTAMP(3), ADD COLUMN "allergens" TEXT[] DEFAULT ARRAY[]::TEXT[];
-- Diet flags and allergens come only from a checked label: the database refuses them on any other row.
ALTER TABLE "supplements" ADD CONSTRAINT "supplements_diet_flags_need_checked_label" CHECK (
    "label_checked_at" IS NOT NULL
    OR ("vegan" IS NULL AND "vegetarian" IS NULL AND "gluten_free" IS NULL AND cardinality("allergens") = 0)
);

-- A feed row's image_link, so a draft made from an unmatched row keeps it.
ALTER TABLE "feed_items" ADD COLUMN "image_url" TEXT;

CREATE TABLE "label_photos" (
    "id" TEXT NOT NULL,
    "uploaded_by_id" TEXT,
    "content_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "label_photos_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "label_photos_uploaded_by_id_idx" ON "label_photos"("uploaded_by_id");
ALTER TABLE "label_photos" ADD CONSTRAINT "label_photos_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "product_suggestions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT,
    "name" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "gtin" TEXT,
    "label_photo_id" TEXT,
    "listing_url" TEXT,
    "note" TEXT,
    "status" "product_suggestion_status" NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "product_suggestions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "product_suggestions_has_source" CHECK ("label_photo_id" IS NOT NULL OR "listing_url" IS NOT NULL)
);
CREATE INDEX "product_suggestions_status_created_at_idx" ON "product_suggestions"("status", "created_at");
CREATE INDEX "product_suggestions_user_id_idx" ON "product_suggestions"("user_id");
ALTER TABLE "product_suggestions" ADD CONSTRAINT "product_suggestions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "product_suggestions" ADD CONSTRAINT "product_suggestions_label_photo_id_fkey" FOREIGN KEY ("label_photo_id") REFERENCES "label_photos"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "product_entries" (
    "id" TEXT NOT NULL,
    "status" "product_entry_status" NOT NULL DEFAULT 'draft',
    "supplement_id" TEXT,
    "brand" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "form" "product_form",
    "units_per_pack" INTEGER,
    "units_per_serving" INTEGER NOT NULL DEFAULT 1,
    "category" "supplement_category",
    "gtin" TEXT,
    "ingredients" JSONB NOT NULL DEFAULT '[]',
    "label_photo_id" TEXT,
    "label_url" TEXT,
    "label_read_on" DATE,
    "vegan" BOOLEAN,
    "vegetarian" BOOLEAN,
    "gluten_free" BOOLEAN,
    "allergens" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "image_source_url" TEXT,
    "feed_item_id" TEXT,
    "suggestion_id" TEXT,
    "entered_by_id" TEXT,
    "checked_by_id" TEXT,
    "checked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "product_entries_pkey" PRIMARY KEY ("id"),
    -- The second-admin rule, also enforced in lib/labels/publish.ts with a clear answer.
    CONSTRAINT "product_entries_second_admin" CHECK ("checked_by_id" IS NULL OR "checked_by_id" <> "entered_by_id"),
    CONSTRAINT "product_entries_published_checked" CHECK ("status" <> 'published' OR ("checked_at" IS NOT NULL AND "supplement_id" IS NOT NULL))
);
CREATE UNIQUE INDEX "product_entries_supplement_id_key" ON "product_entries"("supplement_id");
CREATE INDEX "product_entries_status_created_at_idx" ON "product_entries"("status", "created_at");
CREATE INDEX "product_entries_feed_item_id_idx" ON "product_entries"("feed_item_id");
CREATE INDEX "product_entries_suggestion_id_idx" ON "product_entries"("suggestion_id");
CREATE INDEX "product_entries_label_photo_id_idx" ON "product_entries"("label_photo_id");
CREATE INDEX "product_entries_entered_by_id_idx" ON "product_entries"("entered_by_id");
CREATE INDEX "product_entries_checked_by_id_idx" ON "product_entries"("checked_by_id");
ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_supplement_id_fkey" FOREIGN KEY ("supplement_id") REFERENCES "supplements"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_label_photo_id_fkey" FOREIGN KEY ("label_photo_id") REFERENCES "label_photos"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_feed_item_id_fkey" FOREIGN KEY ("feed_item_id") REFERENCES "feed_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_suggestion_id_fkey" FOREIGN KEY ("suggestion_id") REFERENCES "product_suggestions"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_entered_by_id_fkey" FOREIGN KEY ("entered_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_checked_by_id_fkey" FOREIGN KEY ("checked_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
