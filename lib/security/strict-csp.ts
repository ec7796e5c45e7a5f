// The strict Content-Security-Policy of an HTML answer (docs/decisions.md "A strict script-src from
// hashes"): script-src 'self' plus the hashes of the inline scripts in that HTML that
// lib/security/inline-script-allowlist.ts allows. External chunks load from 'self'; any other inline
// script, inline event handler or javascript: URL is refused by the browser.
import { contentSecurityPolicy } from "./csp-policy.mjs";
import { isAllowlistedInlineScript, sha256Base64 } from "./inline-script-allowlist";

const SCRIPT_OPEN = /<script(?=[\s/>])/giy;
const SCRIPT_CLOSE = /<\/script[\s/>]/gi;

/** Where the start tag that begins at `start` ends (after its ">"), skipping quoted attribute values. */
function endOfTag(html: string, start: number): number {
  let quote: string | undefined;
  for (let index = start; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ">") {
      return index + 1;
    }
  }
  return -1;
}

/**
 * The text of every <script> element with content, as the browser's HTML parser reads it (raw text up
 * to the first `</script`, any case; CR LF and CR as LF; NUL as U+FFFD). HTML comments are skipped.
 * Where this reading and the browser's could differ (script text with `<!--<script`, a `<script` in
 * an attribute), the text found is not an allowlisted shape, so the difference can only block a
 * script, never allow one: a hash allows exactly the text it was computed from.
 */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf("<", index);
    if (open === -1) break;
    if (html.startsWith("<!--", open)) {
      const close = html.indexOf("-->", open + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    SCRIPT_OPEN.lastIndex = open;
    if (!SCRIPT_OPEN.test(html)) {
      index = open + 1;
      continue;
    }
    const contentStart = endOfTag(html, SCRIPT_OPEN.lastIndex);
    if (contentStart === -1) break;
    SCRIPT_CLOSE.lastIndex = contentStart;
    const close = SCRIPT_CLOSE.exec(html);
    const contentEnd = close ? close.index : html.length;
    if (contentEnd > contentStart) {
      texts.push(html.slice(contentStart, contentEnd).replace(/\r\n?/g, "\n").replace(/\0/g, "\uFFFD"));
    }
    index = close ? close.index + close[0].length : html.length;
  }
  return texts;
}

/** The 'sha256-…' sources of the allowlisted inline scripts of `html`, each once. */
export function allowlistedScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const text of inlineScriptTexts(html)) {
    if (isAllowlistedInlineScript(text)) hashes.add(`'sha256-${sha256Base64(text)}'`);
  }
  return [...hashes];
}

/** The policy for an HTML answer: only its allowlisted inline scripts may run. */
export function strictPolicyForHtml(html: string): string {
  return contentSecurityPolicy(allowlistedScriptHashes(html));
}

/** The policy for answers that are not HTML (or HTML that could not be read): no inline script at all. */
export function strictPolicyWithoutInlineScripts(): string {
  return contentSecurityPolicy([]);
}
