-- Issue 15, "More than one machine": tag and path revalidations of the page cache (ISR), recorded by
-- the instance that revalidated and read by every instance at most once a second, so a page
-- regenerated on one instance is regenerated on the others too (docs/running-several-instances.md).
-- Rows older than a day are deleted when a new one is recorded.
CREATE TABLE "cache_revalidations" (
    "id" BIGSERIAL NOT NULL,
    "tag" TEXT NOT NULL,
    "expire_seconds" INTEGER,
    "revalidated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cache_revalidations_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "cache_revalidations_revalidated_at_idx" ON "cache_revalidations"("revalidated_at");
