-- Issue 15, item 9 (unbounded work): a published stack's community card (monthly cost, risk level, item
-- names) is stored when the stack changes instead of being recomputed for every stack on every visit to
-- /community-stacks (lib/stacks/community-summary.ts). The basis fingerprints the prices, products and
-- interaction knowledge the card was computed from, so a price import or knowledge update makes it stale
-- and it is recomputed once, never shown stale.
ALTER TABLE "stacks" ADD COLUMN "community_summary" JSONB;
ALTER TABLE "stacks" ADD COLUMN "community_summary_basis" TEXT;
ALTER TABLE "stacks" ADD COLUMN "community_cost_pence" INTEGER;

CREATE INDEX "stacks_is_published_community_cost_pence_idx" ON "stacks"("is_published", "community_cost_pence");
