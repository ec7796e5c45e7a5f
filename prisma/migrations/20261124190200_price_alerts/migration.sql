-- Issue 19 (price alerts): a signed-in user asks to be emailed when an item of one of their saved
-- stacks gets cheaper, or when the stack's monthly cost drops by at least a chosen amount. One alert
-- per stack. The baseline is what the last email (or the request) reported, raised when prices rise,
-- so each drop is reported once; last_sent_at keeps the emails at most daily.
CREATE TABLE "price_alerts" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "stack_id" TEXT NOT NULL,
    "item_cheaper" BOOLEAN NOT NULL DEFAULT true,
    "min_monthly_drop_pence" INTEGER,
    "baseline_monthly_pence" INTEGER NOT NULL,
    "baseline_item_pence" JSONB NOT NULL,
    "last_checked_at" TIMESTAMP(3),
    "last_sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "price_alerts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "price_alerts_min_monthly_drop_pence_check" CHECK ("min_monthly_drop_pence" IS NULL OR "min_monthly_drop_pence" > 0)
);

CREATE UNIQUE INDEX "price_alerts_stack_id_key" ON "price_alerts"("stack_id");
CREATE INDEX "price_alerts_user_id_idx" ON "price_alerts"("user_id");

ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_stack_id_fkey" FOREIGN KEY ("stack_id") REFERENCES "stacks"("id") ON DELETE CASCADE ON UPDATE CASCADE;
