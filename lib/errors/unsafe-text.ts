// Text that no field of this app accepts, checked once for every request (issue 15, item 4): NUL
// (U+0000), which PostgreSQL cannot store in text, and lone UTF-16 surrogates, which are not
// characters at all (JSON's "\ud800" escape makes one). Such input is a 400 VALIDATION_ERROR naming
// where it was, never a 500 from the database. Framework-free so the browser-side tests can use it.
import { AppError } from "./app-error";

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const UNSAFE_TEXT_MESSAGE = "Text must not contain NUL characters or unpaired surrogates";

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/**
 * The dotted path ("items.0.name") of the first string, or object key, in a parsed JSON value (or
 * query/params record) that holds unsafe text; "" for the root; undefined when all text is safe.
 */
export function findUnsafeText(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === "string") return isUnsafeText(value) ? path.join(".") : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return [...path, "(key)"].join(".");
    const found = findUnsafeText(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Throws a 400 VALIDATION_ERROR (the field named in the details) when `value` holds unsafe text. */
export function assertSafeText(value: unknown): void {
  const path = findUnsafeText(value);
  if (path === undefined) return;
  const details =
    path === ""
      ? { fieldErrors: {}, formErrors: [UNSAFE_TEXT_MESSAGE] }
      : { fieldErrors: { [path]: [UNSAFE_TEXT_MESSAGE] }, formErrors: [] };
  throw AppError.validation(details, `${UNSAFE_TEXT_MESSAGE} (${path || "input"})`);
}
