/** A write refused by a unique index (Prisma's P2002), matched by name and code as lib/errors does. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === "PrismaClientKnownRequestError" &&
    "code" in error &&
    error.code === "P2002"
  );
}
