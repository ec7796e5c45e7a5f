import { rm } from "node:fs/promises";

export default async function globalTeardown(): Promise<void> {
  const handle = globalThis.__integrationDatabase;
  if (!handle) return;
  await handle.db.stop();
  await rm(handle.root, { recursive: true, force: true });
}
