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

/** An object or array being walked: its keys (null for an array), the next entry, its own key. */
interface Frame {
  key: string;
  value: object;
  keys: string[] | null;
  length: number;
  next: number;
}

function frameOf(key: string, value: object): Frame {
  if (Array.isArray(value)) return { key, value, keys: null, length: value.length, next: 0 };
  const keys = Object.keys(value);
  return { key, value, keys, length: keys.length, next: 0 };
}

/**
 * The dotted path ("items.0.name") of the first string, or object key, in a parsed JSON value (or
 * query/params record) that holds unsafe text; "" for the root; undefined when all text is safe.
 * Walked with an explicit stack, so the time is linear in the size of the value whatever its depth
 * (the path is only built for the answer).
 */
export function findUnsafeText(value: unknown): string | undefined {
  if (typeof value === "string") return isUnsafeText(value) ? "" : undefined;
  if (value === null || typeof value !== "object") return undefined;
  const stack = [frameOf("", value)];
  const pathTo = (last: string) => [...stack.slice(1).map((frame) => frame.key), last].join(".");
  for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
    if (frame.next === frame.length) {
      stack.pop();
      continue;
    }
    const index = frame.next;
    frame.next += 1;
    const name = frame.keys?.[index];
    if (name !== undefined && isUnsafeText(name)) return pathTo("(key)");
    const item: unknown = Reflect.get(frame.value, name ?? index);
    if (typeof item === "string") {
      if (isUnsafeText(item)) return pathTo(name ?? String(index));
    } else if (item !== null && typeof item === "object") {
      stack.push(frameOf(name ?? String(index), item));
    }
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
