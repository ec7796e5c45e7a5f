-- Issue 19 (product images): the first image_link a matched feed row gives a product, the retailer
-- whose feed it came from (credited under the image), and the outcome of the one fetch: the file of
-- the resized copy cached on disk, or why it failed. An image is fetched once, never re-fetched.
ALTER TABLE "supplements" ADD COLUMN "image_source_url" TEXT;
ALTER TABLE "supplements" ADD COLUMN "image_retailer" TEXT;
ALTER TABLE "supplements" ADD COLUMN "image_file" TEXT;
ALTER TABLE "supplements" ADD COLUMN "image_error" TEXT;
ALTER TABLE "supplements" ADD COLUMN "image_fetched_at" TIMESTAMP(3);
