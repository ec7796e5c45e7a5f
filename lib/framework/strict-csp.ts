import { contentSecurityPolicy } from "../security/csp-policy.mjs";
import { isAllowlistedInlineScript, sha256Base64 } from "./inline-script-allowlist";

const SCRIPT_OPEN = /<script(?=[\s/>])/giy;
const SCRIPT_CLOSE = /<\/script[\s/>]/gi;

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

// As the browser's HTML parser reads it. Where the two readings could differ, the text found is not an
// allowlisted shape, so the difference can only block a script, never allow one.
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

export function allowlistedScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const text of inlineScriptTexts(html)) {
    if (isAllowlistedInlineScript(text)) hashes.add(`'sha256-${sha256Base64(text)}'`);
  }
  return [...hashes];
}

export function strictPolicyForHtml(html: string): string {
  return contentSecurityPolicy(allowlistedScriptHashes(html));
}

export function strictPolicyWithoutInlineScripts(): string {
  return contentSecurityPolicy([]);
}

// With 'strict-dynamic' browsers ignore 'self': Next puts the nonce on its chunk tags too.
export function strictPolicyWithNonce(nonce: string): string {
  return contentSecurityPolicy([`'nonce-${nonce}'`, "'strict-dynamic'"]);
}
