-- Issue 16 (change the email address): a "change_email" token is sent to the new address and
-- carries that address until it is confirmed; the account's email switches only then.
ALTER TYPE "email_token_type" ADD VALUE 'change_email';

ALTER TABLE "email_tokens" ADD COLUMN "new_email" TEXT;
