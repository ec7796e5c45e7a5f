// Guards shared by the auth and account route handlers.
import "server-only";
import { serverEnv } from "../env";
import { assertSameOrigin } from "../security/request";

/** State-changing requests must come from our own pages (see lib/security/request.ts). */
export function assertStateChangeAllowed(request: Request): void {
  assertSameOrigin(request, serverEnv().SITE_URL);
}

/** Responses carrying account data are never cached by browsers or proxies. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;
