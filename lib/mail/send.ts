// The mail layer as app code uses it (./deliver.ts sends; this entry keeps it out of client bundles).
import "server-only";

import { serverEnv } from "../env";

export { sendMail } from "./deliver";

/** An absolute link for an email: mail clients have no page to resolve a relative one against. */
export function siteLink(path: string): string {
  return new URL(path, serverEnv().SITE_URL).toString();
}
