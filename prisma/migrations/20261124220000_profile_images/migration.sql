-- Issue 18, item 4 (profile images): one image per user, re-encoded to a 256 px WebP and kept in
-- the configured storage (local disk or S3-compatible) under its random, unguessable id. Removed
-- with the account (the row by the foreign key; the stored object by lib/auth/mutations.ts).
CREATE TABLE "profile_images" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "profile_images_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "profile_images_user_id_key" ON "profile_images"("user_id");

ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
