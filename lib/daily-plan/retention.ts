// Not server-only: `npm start` (scripts/start.ts) runs the deletion too. An expired link opens nothing,
// so keeping it would only keep a record of who shared their card.
import { db } from "../db/prisma";

export async function deleteExpiredCareCardLinks(now: Date = new Date()): Promise<number> {
  const { count } = await db().careCardLink.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
