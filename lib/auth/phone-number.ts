// UK mobile numbers only: texts are the product's second factor in the UK (docs/reference/accounts.md).
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";

/** The number in E.164 (+447700900123), or null when it is not a valid UK mobile number. */
export function normaliseUkMobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "GB");
  // The "mobile" metadata counts only mobile numbers as valid.
  if (!parsed?.isValid() || parsed.country !== "GB") return null;
  return parsed.number;
}

/** +447700900123 → "+44 7••• •••123": enough to recognise the number, not to read it. */
export function maskPhoneNumber(e164: string): string {
  const national = e164.replace(/^\+44/, "");
  const last = national.slice(-3);
  const hidden = national.slice(1, -3).replace(/\d/g, "•");
  return `+44 ${national.slice(0, 1)}${hidden.slice(0, 3)} ${hidden.slice(3)}${last}`;
}
