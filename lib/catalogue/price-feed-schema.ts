// zod/mini, so the form shares it.
import * as z from "zod/mini";

import { hasUrlCredentials } from "../security/url-credentials";

export const priceFeedSchema = z.object({
  url: z.string().check(
    z.trim(),
    z.maxLength(2000, "The URL must be at most 2000 characters"),
    z.refine(
      (text) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text),
      "Enter the feed's http:// or https:// URL",
    ),
    z.refine(
      (text) => !hasUrlCredentials(text),
      "Remove the user name and password from the URL: feed URLs with credentials are not stored",
    ),
  ),
  retailer: z.optional(
    z.string().check(
      z.trim(),
      z.refine((name) => name.length >= 2 && name.length <= 60, "The retailer must be 2–60 characters"),
    ),
  ),
});
