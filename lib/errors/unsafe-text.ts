// NUL (PostgreSQL cannot store it in text) and lone surrogates: a 400 naming the field, never a database 500.
import { AppError } from "./app-error";

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const UNSAFE_TEXT_MESSAGE = "Text must not contain NUL characters or unpaired surrogates";

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

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

// An explicit stack, so the time is linear in the size of the value whatever its depth.
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

export function assertSafeText(value: unknown): void {
  const path = findUnsafeText(value);
  if (path === undefined) return;
  const details =
    path === ""
      ? { fieldErrors: {}, formErrors: [UNSAFE_TEXT_MESSAGE] }
      : { fieldErrors: { [path]: [UNSAFE_TEXT_MESSAGE] }, formErrors: [] };
  throw AppError.validation(details, `${UNSAFE_TEXT_MESSAGE} (${path || "input"})`);
}
