-- Issue 12 (a schedule a pharmacist would sign): how often, and when, each medicine of the health
-- profile is taken, as [{ "name", "frequency", "times" }] keyed by the medicine's name as entered.
ALTER TABLE "health_profiles" ADD COLUMN "medicine_schedules" JSONB NOT NULL DEFAULT '[]';
