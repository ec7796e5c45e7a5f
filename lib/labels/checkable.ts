/**
 * An entry waiting for its check that this admin did not enter. A seeded entry, or one whose enterer's account was
 * deleted, has no enterer: SQL's `<>` is never true against NULL, so it must be allowed by name.
 */
export function awaitingCheckBy(adminId: string) {
  return {
    status: "awaiting_check" as const,
    OR: [{ enteredById: null }, { enteredById: { not: adminId } }],
  };
}
