// Next reads the nonce for its scripts from the request's own CSP header (docs/decisions.md "Nonces for per-request pages").
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { CSP_HEADER } from "../security/csp-policy.mjs";
import { strictPolicyWithNonce } from "./strict-csp";

/** A fresh nonce in place of any policy the client sent, so Next renders with the server's nonce only. */
export function giveRequestNonce(req: IncomingMessage): string {
  const nonce = randomBytes(18).toString("base64");
  delete req.headers["content-security-policy-report-only"];
  req.headers[CSP_HEADER.toLowerCase()] = strictPolicyWithNonce(nonce);
  return nonce;
}
