// The browser's WebAuthn failures in plain words; @simplewebauthn/browser names them with a `name`.
export function passkeyErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey request was cancelled or timed out. Please try again.";
  if (name === "InvalidStateError") return "This device already has a passkey for your account.";
  return "Your browser or device could not use a passkey. Please try again.";
}
