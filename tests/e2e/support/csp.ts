// Reading the Content-Security-Policy the server sent (tests/e2e/csp.spec.ts, streaming.spec.ts).

/** A per-request page's script-src: its nonce (captured) and 'strict-dynamic'. */
export const NONCE_SCRIPT_SRC =
  /^script-src 'self' 'wasm-unsafe-eval' 'nonce-([A-Za-z0-9+/]{24})' 'strict-dynamic'$/;

/** The script-src directive of a policy, or "" when there is none. */
export function scriptSrc(policy: string | undefined): string {
  return (
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith("script-src")) ?? ""
  );
}
