import { isUnsafeText } from "../errors/unsafe-text";
import { PLAIN_SECURITY_HEADERS } from "../security/csp-policy.mjs";

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_METHODS);
export const ALLOW_HEADER = ALLOWED_METHODS.join(", ");

export interface RefusedAnswer {
  status: 400 | 405;
  headers: Record<string, string>;
  body: string;
}

const BAD_ADDRESS_HTML = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Address not valid | Smart Supplement Stack Builder UK</title>
</head>
<body>
<main id="main-content">
<h1>This address is not valid</h1>
<p>It contains characters no page of this site uses. <a href="/">Go to the home page</a>.</p>
<p>Error code: VALIDATION_ERROR</p>
</main>
</body>
</html>
`;

// The listener adds the strict CSP; Next's other headers (next.config.mjs) never reach these answers.
const SECURITY_HEADERS = Object.fromEntries(PLAIN_SECURITY_HEADERS.map(({ key, value }) => [key, value]));

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

function decodesToUnsafeText(path: string, query: string): boolean {
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    return false; // ./request-url.ts has escaped it already: the route reads the text as sent.
  }
  if (isUnsafeText(decodedPath)) return true;
  for (const [key, value] of new URLSearchParams(query)) {
    if (isUnsafeText(key) || isUnsafeText(value)) return true;
  }
  return false;
}

export function refusedAnswer(method: string | undefined, url: string): RefusedAnswer | undefined {
  if (!method || !ALLOWED.has(method)) {
    return {
      status: 405,
      headers: { ...SECURITY_HEADERS, Allow: ALLOW_HEADER, "Content-Length": "0" },
      body: "",
    };
  }
  // A raw NUL never gets this far (Node's parser refuses it): only an escape can carry one.
  if (!url.includes("%")) return undefined;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : url.slice(queryStart + 1);
  if (isApiPath(path) || !decodesToUnsafeText(path, query)) return undefined;
  return {
    status: 400,
    headers: { ...SECURITY_HEADERS, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    body: BAD_ADDRESS_HTML,
  };
}
