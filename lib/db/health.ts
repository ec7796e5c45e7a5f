import "server-only";
import { db } from "./prisma";

// The error text is for logs, never for the client.
export async function checkDatabase(): Promise<
  { ok: true; latencyMs: number } | { ok: false; error: string }
> {
  const started = performance.now();
  try {
    await db().$queryRaw`SELECT 1`;
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
