-- Reports of community stacks and reviews, and what moderators decided. A hidden item keeps its row (the
-- author still sees it, with the reason) but leaves every public list, page and the sitemap.
CREATE TYPE "report_reason" AS ENUM ('harmful_advice', 'misleading', 'offensive', 'spam', 'personal_information', 'other');
CREATE TYPE "report_status" AS ENUM ('open', 'hidden', 'kept');
CREATE TYPE "moderation_action" AS ENUM ('hide', 'unhide', 'keep');

ALTER TABLE "stacks" ADD COLUMN "hidden_at" TIMESTAMP(3), ADD COLUMN "hidden_reason" TEXT;
ALTER TABLE "reviews" ADD COLUMN "hidden_at" TIMESTAMP(3), ADD COLUMN "hidden_reason" TEXT;

CREATE TABLE "content_reports" (
    "id" TEXT NOT NULL,
    "reporter_id" TEXT NOT NULL,
    "stack_id" TEXT,
    "review_id" TEXT,
    "reason" "report_reason" NOT NULL,
    "note" TEXT,
    "status" "report_status" NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_at" TIMESTAMP(3),
    CONSTRAINT "content_reports_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "content_reports_one_target" CHECK (("stack_id" IS NULL) <> ("review_id" IS NULL)),
    CONSTRAINT "content_reports_note_length" CHECK (char_length("note") <= 500)
);
-- One open report per person and item: reporting again before a decision changes nothing.
CREATE UNIQUE INDEX "content_reports_open_stack_key" ON "content_reports"("reporter_id", "stack_id") WHERE "status" = 'open' AND "stack_id" IS NOT NULL;
CREATE UNIQUE INDEX "content_reports_open_review_key" ON "content_reports"("reporter_id", "review_id") WHERE "status" = 'open' AND "review_id" IS NOT NULL;
CREATE INDEX "content_reports_status_created_at_idx" ON "content_reports"("status", "created_at");
CREATE INDEX "content_reports_stack_id_idx" ON "content_reports"("stack_id");
CREATE INDEX "content_reports_review_id_idx" ON "content_reports"("review_id");
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_stack_id_fkey" FOREIGN KEY ("stack_id") REFERENCES "stacks"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The log of decisions, so a hide and a later unhide both keep their reasons.
CREATE TABLE "moderation_actions" (
    "id" TEXT NOT NULL,
    "moderator_id" TEXT,
    "stack_id" TEXT,
    "review_id" TEXT,
    "action" "moderation_action" NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "moderation_actions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "moderation_actions_one_target" CHECK (("stack_id" IS NULL) <> ("review_id" IS NULL))
);
CREATE INDEX "moderation_actions_stack_id_idx" ON "moderation_actions"("stack_id");
CREATE INDEX "moderation_actions_review_id_idx" ON "moderation_actions"("review_id");
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_moderator_id_fkey" FOREIGN KEY ("moderator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_stack_id_fkey" FOREIGN KEY ("stack_id") REFERENCES "stacks"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;
