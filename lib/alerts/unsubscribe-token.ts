// Not server-only: the job in `npm start` signs (lib/jobs/price-alerts.ts), the page verifies.
import { createHmac } from "node:crypto";

import { safeEqual } from "../auth/tokens";

const PURPOSE = "price-alert-unsubscribe";

function mac(alertId: string, secret: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${alertId}`).digest("base64url");
}

export function signUnsubscribeToken(alertId: string, secret: string): string {
  return `${alertId}.${mac(alertId, secret)}`;
}

export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const alertId = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), mac(alertId, secret)) ? alertId : null;
}
