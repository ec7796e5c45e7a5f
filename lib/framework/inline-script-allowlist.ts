// Only the inline-script shapes Next and React write (docs/decisions.md "A strict script-src from hashes").
import { createHash } from "node:crypto";

type KnownText = { name: string; length: number; sha256: string };

// React 19.3's runtime definitions; a React upgrade that changes one fails the allowlist's unit test.
const REACT_RUNTIME_DEFINITIONS: readonly KnownText[] = [
  {
    name: "$RB/$RV/$RC complete boundary",
    length: 829,
    sha256: "ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY=",
  },
  { name: "$RS complete segment", length: 193, sha256: "rkPyhj2kmK5uKX6SivS3u1ga+pNajy8xBWBiEPXhNMA=" },
  { name: "$RX client render", length: 200, sha256: "5TqIdh80KgjiD5uUtz2OhDa5DlGt33xJV6lK4XUE+Yo=" },
  {
    name: "$RM/$RR boundary with styles",
    length: 1105,
    sha256: "QwTTcUY6X/W9qbI8vPXdsBAoBq5Xi/MvMAMV2FEeJpk=",
  },
  { name: "$RV view transitions", length: 2694, sha256: "R3eWN7zVoU3spWpPQ2b7tbYj4hZDyViY037DUph2exw=" },
];

const REACT_RUNTIME_SCRIPTS: readonly KnownText[] = [
  { name: "shell time", length: 57, sha256: "7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=" },
  { name: "form replaying", length: 364, sha256: "CwHpiObGc0Kj6qtRFzUVGqk0apwmCrylJaQU+RajuJ0=" },
];

const NEXT_BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const NEXT_PUSH = "self.__next_f.push(";
const REACT_CALL = /^\$R[CSXR]\(([^<]*)\)$/s;

export function sha256Base64(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  // Next and React escape "<" in everything they write into a script; a raw one is never theirs.
  if (text.includes("<")) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isNextPush(text: string, formState: boolean): boolean {
  if (!text.startsWith(NEXT_PUSH) || !text.endsWith(")")) return false;
  const parsed = parseJson(text.slice(NEXT_PUSH.length, -1));
  if (!parsed.ok || !Array.isArray(parsed.value) || parsed.value.length !== 2) return false;
  const [kind, data] = parsed.value as unknown[];
  if (formState) return kind === 2;
  return (kind === 1 || kind === 3) && typeof data === "string";
}

function isNextScript(text: string): boolean {
  if (text === NEXT_BOOTSTRAP) return true;
  if (text.startsWith(`${NEXT_BOOTSTRAP};`)) return isNextPush(text.slice(NEXT_BOOTSTRAP.length + 1), true);
  return isNextPush(text, false);
}

function matchesKnown(text: string, start: number, known: KnownText): boolean {
  return (
    text.length - start >= known.length &&
    sha256Base64(text.slice(start, start + known.length)) === known.sha256
  );
}

function isStringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

function isRuntimeCall(text: string): boolean {
  const call = REACT_CALL.exec(text);
  if (!call) return false;
  const parsed = parseJson(`[${call[1] ?? ""}]`);
  if (!parsed.ok || !Array.isArray(parsed.value) || parsed.value.length === 0) return false;
  return (parsed.value as unknown[]).every(
    (arg) =>
      typeof arg === "string" ||
      arg === null ||
      (Array.isArray(arg) && arg.every((item) => isStringList(item))),
  );
}

function isReactRuntime(text: string): boolean {
  if (REACT_RUNTIME_SCRIPTS.some((known) => text.length === known.length && matchesKnown(text, 0, known)))
    return true;
  let position = 0;
  let definitions = 0;
  for (;;) {
    while (text[position] === ";") position += 1;
    const known = REACT_RUNTIME_DEFINITIONS.find((candidate) => matchesKnown(text, position, candidate));
    if (!known) break;
    position += known.length;
    definitions += 1;
  }
  const rest = text.slice(position);
  if (rest === "") return definitions > 0;
  return isRuntimeCall(rest);
}

export function isAllowlistedInlineScript(text: string): boolean {
  if (
    text.startsWith("$R") ||
    text.startsWith("requestAnimationFrame(") ||
    text.startsWith("addEventListener(")
  )
    return isReactRuntime(text);
  return isNextScript(text);
}
