// Titles and labels follow docs/product-rules.md §2 "Auth and consent screens"; the descriptions say what this app does.
import type { ConsentCategory } from "@/lib/consent/constants";
import { formatDateTime } from "@/lib/format/dates";

export const BANNER_TITLE = "Privacy & Cookie Preferences";
export const PREFERENCES_TITLE = "Privacy Preferences Center";
export const SETTINGS_TITLE = "Privacy Settings";
export const SETTINGS_DESCRIPTION = "Manage your cookie preferences and privacy settings";
const NOT_SET = "Not set";
export const PRIVACY_POLICY_PATH = "/privacy-policy";
export const COOKIE_POLICY_PATH = "/cookie-policy";

export type CategoryCopy = { category: ConsentCategory; label: string; description: string };

export const CATEGORY_COPY: readonly CategoryCopy[] = [
  {
    category: "necessary",
    label: "Necessary Cookies",
    description:
      "Keep the site working: your sign-in session, security checks, your stack and this privacy choice. Always on.",
  },
  {
    category: "analytics",
    label: "Analytics Cookies",
    description:
      "Measure how fast our pages load and which errors visitors meet, so we can fix slow or broken pages. Measured by us; nothing is shared with analytics companies.",
  },
  {
    category: "marketing",
    label: "Marketing Cookies",
    description:
      "Allow personalised offers and advertising signals. We run no advertising today; this choice applies if we ever do.",
  },
  {
    category: "functional",
    label: "Functional Cookies",
    description: "Remember the settings of optional features between visits.",
  },
];

export function lastUpdatedLabel(timestamp: string | undefined): string {
  if (!timestamp) return NOT_SET;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? NOT_SET : formatDateTime(date);
}
