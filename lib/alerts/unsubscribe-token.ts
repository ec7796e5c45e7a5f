// Not server-only: the job in `npm start` signs (lib/jobs/price-alerts.ts), the page verifies.
// A record id plus an HMAC naming its purpose, so a token made for one use never works for another.
import { createHmac } from "node:crypto";

import { safeEqual } from "../auth/tokens";

export type SignedIdPurpose =
  "price-alert-unsubscribe" | "calendar-feed" | "care-card" | "plan-reminder-unsubscribe";

function mac(purpose: SignedIdPurpose, id: string, secret: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");
}

export function signUnsubscribeToken(
  id: string,
  secret: string,
  purpose: SignedIdPurpose = "price-alert-unsubscribe",
): string {
  return `${id}.${mac(purpose, id, secret)}`;
}

export function verifyUnsubscribeToken(
  token: string,
  secret: string,
  purpose: SignedIdPurpose = "price-alert-unsubscribe",
): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), mac(purpose, id, secret)) ? id : null;
}
