-- Issue 18, item 2 (errors reported): uncaught browser errors and unhandled rejections, without
-- personal data (code, scrubbed message, path without query, browser class); kept 30 days.
CREATE TABLE "client_error_reports" (
    "id" BIGSERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "occurred_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "client_error_reports_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "client_error_reports_occurred_at_idx" ON "client_error_reports"("occurred_at");
