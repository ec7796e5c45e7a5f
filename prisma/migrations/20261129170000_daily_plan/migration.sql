-- Taking a saved stack: the plan (start date, mode, reminder settings, calendar feed), stock per
-- product for run-out dates, the per-day dose history, and links to the pharmacist card
-- (docs/daily-plan.md).
CREATE TYPE "plan_mode" AS ENUM ('check_off', 'exceptions');
CREATE TYPE "dose_status" AS ENUM ('taken', 'missed', 'assumed_taken', 'not_logged');

CREATE TABLE "stack_plans" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "stack_id" TEXT NOT NULL,
    "start_date" DATE NOT NULL,
    "mode" "plan_mode" NOT NULL DEFAULT 'check_off',
    "email_digest" BOOLEAN NOT NULL DEFAULT false,
    "run_out_emails" BOOLEAN NOT NULL DEFAULT true,
    "run_out_notice_days" INTEGER NOT NULL DEFAULT 7,
    "names_in_reminders" BOOLEAN NOT NULL DEFAULT false,
    "calendar_feed_id" TEXT,
    "digest_sent_on" DATE,
    "history_filled_to" DATE,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "stack_plans_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "stack_plans_stack_id_key" ON "stack_plans"("stack_id");
CREATE UNIQUE INDEX "stack_plans_calendar_feed_id_key" ON "stack_plans"("calendar_feed_id");
CREATE INDEX "stack_plans_user_id_idx" ON "stack_plans"("user_id");
ALTER TABLE "stack_plans" ADD CONSTRAINT "stack_plans_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "stack_plans" ADD CONSTRAINT "stack_plans_stack_id_fkey" FOREIGN KEY ("stack_id") REFERENCES "stacks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "plan_stock" (
    "plan_id" TEXT NOT NULL,
    "supplement_id" TEXT NOT NULL,
    "units_on_hand" INTEGER NOT NULL,
    "counted_on" DATE NOT NULL,
    "reminded_for" DATE,
    CONSTRAINT "plan_stock_pkey" PRIMARY KEY ("plan_id", "supplement_id")
);
ALTER TABLE "plan_stock" ADD CONSTRAINT "plan_stock_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "stack_plans"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "plan_stock" ADD CONSTRAINT "plan_stock_supplement_id_fkey" FOREIGN KEY ("supplement_id") REFERENCES "supplements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "dose_logs" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "plan_id" TEXT,
    "stack_name" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "slot" TEXT NOT NULL,
    "status" "dose_status" NOT NULL,
    "items" JSONB NOT NULL,
    "logged_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "dose_logs_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "dose_logs_plan_id_date_slot_key" ON "dose_logs"("plan_id", "date", "slot");
CREATE INDEX "dose_logs_user_id_date_idx" ON "dose_logs"("user_id", "date");
ALTER TABLE "dose_logs" ADD CONSTRAINT "dose_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "dose_logs" ADD CONSTRAINT "dose_logs_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "stack_plans"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "care_card_links" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "care_card_links_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "care_card_links_user_id_idx" ON "care_card_links"("user_id");
ALTER TABLE "care_card_links" ADD CONSTRAINT "care_card_links_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
