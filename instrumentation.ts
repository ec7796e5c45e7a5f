// Run once by Next when a server process starts, before it answers requests.
// Shares page-cache revalidations between instances (lib/cache/shared-revalidations.ts,
// docs/running-several-instances.md "Cached pages"). NEXT_RUNTIME is Next's build-time constant, not
// configuration: the import is compiled for the Node.js server only.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { registerSharedRevalidations } = await import("@/lib/cache/shared-revalidations");
    registerSharedRevalidations();
  }
}
