const DEFAULT_AFTER_SIGN_IN = "/dashboard";

// Refuses //host, /\host, other origins, control characters and auth screens (no open redirect).
export function safeCallbackUrl(raw: string | null | undefined, origin?: string): string {
  if (!raw || raw.length > 2048) return DEFAULT_AFTER_SIGN_IN;
  let candidate = raw.trim();
  if (origin && candidate.startsWith(origin)) {
    try {
      const url = new URL(candidate);
      if (url.origin !== origin) return DEFAULT_AFTER_SIGN_IN;
      candidate = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return DEFAULT_AFTER_SIGN_IN;
    }
  }
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\"))
    return DEFAULT_AFTER_SIGN_IN;

  if (/[\u0000-\u001f\u007f]/.test(candidate)) return DEFAULT_AFTER_SIGN_IN;
  const path = candidate.split(/[?#]/, 1)[0] ?? "/";
  if (
    ["/login", "/signup", "/verify-2fa", "/reset-password"].some(
      (p) => path === p || path.startsWith(`${p}/`),
    )
  ) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  return candidate;
}
