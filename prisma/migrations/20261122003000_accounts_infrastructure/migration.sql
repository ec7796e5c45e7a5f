-- Shared rate limits (lib/security/rate-limit.ts) and the development mail outbox (lib/mail/).

CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "rate_limit_buckets_expires_at_idx" ON "rate_limit_buckets"("expires_at");

CREATE TABLE "dev_outbox" (
    "id" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dev_outbox_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "dev_outbox_to_address_idx" ON "dev_outbox"("to_address");
CREATE INDEX "dev_outbox_created_at_idx" ON "dev_outbox"("created_at");
