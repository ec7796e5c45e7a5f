// The seed replaces whole tables in one interactive transaction on every start. Prisma's default
// limit (5 s) was hit on a busy 2-core machine, failing start-up; these limits allow for that.
export const SEED_TRANSACTION = { maxWait: 30_000, timeout: 120_000 } as const;
