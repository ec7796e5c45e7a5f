-- Issue 15, item 2 (sign-out ends the session): sessions signed out on purpose, by the session id
-- their JWT carries, until the JWT would have expired anyway; expired rows are pruned.
CREATE TABLE "revoked_sessions" (
    "session_id" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "revoked_sessions_pkey" PRIMARY KEY ("session_id")
);

CREATE INDEX "revoked_sessions_expires_at_idx" ON "revoked_sessions"("expires_at");
