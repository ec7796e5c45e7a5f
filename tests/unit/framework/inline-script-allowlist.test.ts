/** @jest-environment node */
// The strict CSP's allowlist of inline scripts (lib/framework/inline-script-allowlist.ts) and the HTML
// reader that finds them (lib/framework/strict-csp.ts): Next's and React's real scripts are hashed;
// hostile variations are not, so the browser would refuse them (docs/decisions.md "A strict script-src
// from hashes").
import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { isAllowlistedInlineScript, sha256Base64 } from "@/lib/framework/inline-script-allowlist";
import { allowlistedScriptHashes, inlineScriptTexts, strictPolicyForHtml } from "@/lib/framework/strict-csp";

const BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const PUSH = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[123,[],\\"default\\"]\\n"])';

/**
 * The string constants of React's streaming runtime in the react-dom server build Next bundles,
 * evaluated from their literals in that file (a React upgrade that changes one changes this list).
 */
function reactRuntimeConstants(): string[] {
  const file = path.join(
    process.cwd(),
    "node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js",
  );
  const source = readFileSync(file, "utf8");
  const literal =
    /(['"])((?:\$R[A-Z]=|requestAnimationFrame\(function\(\)\{\$RT|addEventListener\("submit")(?:\\.|(?!\1)[^\\\n])*)\1/g;
  const constants = new Set<string>();
  for (const match of source.matchAll(literal)) constants.add(String(runInNewContext(match[0])));
  return [...constants];
}

function hashOf(text: string): string {
  return `'sha256-${sha256Base64(text)}'`;
}

describe("Next's scripts", () => {
  test.each([
    ["the bootstrap", BOOTSTRAP],
    ["the bootstrap with a form state", `${BOOTSTRAP};self.__next_f.push([2,{"a":["b",1]}])`],
    ["a payload push", PUSH],
    ["a binary payload push", 'self.__next_f.push([3,"AAEC"])'],
    [
      "an escaped tag in a payload",
      'self.__next_f.push([1,"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"])',
    ],
  ])("allows %s", (_name, text) => {
    expect(isAllowlistedInlineScript(text)).toBe(true);
  });

  test.each([
    ["code after a push", `${PUSH};alert(1)`],
    ["code after the bootstrap", `${BOOTSTRAP};alert(1)`],
    ["a comment after a push", `${PUSH}//`],
    ["a space after a push", `${PUSH} `],
    ["code in the argument", "self.__next_f.push([1,alert(1)])"],
    ["a call in a string concatenation", 'self.__next_f.push([1,"a"+alert(1)])'],
    ["two arguments", 'self.__next_f.push([1,"a"],alert(1))'],
    ["a raw < in the data", 'self.__next_f.push([1,"a<b"])'],
    ["a form state without the bootstrap", 'self.__next_f.push([2,"x"])'],
    ["an unknown chunk kind", 'self.__next_f.push([9,"x"])'],
    ["an object payload", 'self.__next_f.push({"0":1})'],
    ["a different global", 'self.__next_x.push([1,"x"])'],
    ["an empty script", ""],
    ["a plain alert", "alert(1)"],
  ])("refuses %s", (_name, text) => {
    expect(isAllowlistedInlineScript(text)).toBe(false);
  });

  test("allows any JSON string payload, and nothing with code appended", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 100 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        (data, extra) => {
          const push = `self.__next_f.push([1,${JSON.stringify(data).replace(/</g, "\\u003c")}])`;
          expect(isAllowlistedInlineScript(push)).toBe(true);
          expect(isAllowlistedInlineScript(`${push};${extra}`)).toBe(false);
          expect(isAllowlistedInlineScript(`${push}${extra}`)).toBe(false);
        },
      ),
    );
  });
});

describe("React's streaming runtime", () => {
  const constants = reactRuntimeConstants();
  /** Each constant as React writes it: definitions end before the call they open (`$RS("`). */
  const scripts = constants.map((text) => text.replace(/\$R[A-Z]\("$/, ""));

  test("finds React's constants in the build Next bundles", () => {
    expect(constants.length).toBeGreaterThanOrEqual(8);
  });

  test("allows every constant of the installed React, alone and followed by its call", () => {
    for (const script of scripts) {
      expect(isAllowlistedInlineScript(script)).toBe(true);
      if (script.startsWith("$R")) expect(isAllowlistedInlineScript(`${script}$RC("B:1","S:1")`)).toBe(true);
    }
  });

  test.each([
    ["a boundary completion", '$RC("B:1","S:1")'],
    ["a segment completion", '$RS("S:2","P:2")'],
    ["a client render with an error", '$RX("B:0",null,"Switched to client rendering","")'],
    ["a boundary with styles", '$RR("B:3","S:3",[["/_next/static/css/a.css","next"]])'],
  ])("allows %s", (_name, text) => {
    expect(isAllowlistedInlineScript(text)).toBe(true);
  });

  test("refuses a definition changed by one character, and extra code", () => {
    for (const script of scripts) {
      const changed = `${script.slice(0, 20)}${script[20] === "a" ? "b" : "a"}${script.slice(21)}`;
      expect(isAllowlistedInlineScript(changed)).toBe(false);
      expect(isAllowlistedInlineScript(`${script}alert(1)`)).toBe(false);
      expect(isAllowlistedInlineScript(`${script};alert(1)`)).toBe(false);
    }
  });

  test.each([
    ["code in an argument", '$RC("B:1",alert(1))'],
    ["code after a call", '$RC("B:1","S:1");alert(1)'],
    ["a breakout of the argument list", '$RC("B:1"),alert(1),("S:1")'],
    ["an object argument", '$RC({"a":1})'],
    ["no arguments", "$RC()"],
    ["an unknown function", '$RZ("B:1")'],
    ["a redefinition", '$RC=function(){alert(1)};$RC("B:1","S:1")'],
    ["a raw < in an argument", '$RX("B:0","<img src=x onerror=alert(1)>")'],
    ["a newline after the call", '$RC("B:1","S:1")\n'],
  ])("refuses %s", (_name, text) => {
    expect(isAllowlistedInlineScript(text)).toBe(false);
  });
});

describe("finding inline scripts in HTML", () => {
  test("hashes Next's scripts, not JSON-LD or scripts with src", () => {
    const html = [
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body>',
      `<script>${BOOTSTRAP}</script><script>${PUSH}</script><script>$RC("B:1","S:1")</script></body></html>`,
    ].join("");
    expect(allowlistedScriptHashes(html).sort()).toEqual(
      [hashOf(BOOTSTRAP), hashOf(PUSH), hashOf('$RC("B:1","S:1")')].sort(),
    );
  });

  test.each([
    ["an injected script", "<script>alert(1)</script>"],
    ["a push with code after it", `<script>${PUSH};alert(1)</script>`],
    ["an uppercase tag", "<SCRIPT>alert(1)</SCRIPT>"],
    ["a mixed-case tag with attributes", '<ScRiPt id="x" data-a=">">alert(1)</sCrIpT >'],
    ["a module script", '<script type="module">alert(1)</script>'],
    ["a script with src and text", '<script src="/_next/static/chunks/a.js">alert(1)</script>'],
    ["a script in a comment", "<!-- <script>alert(1)</script> -->"],
    ["nested comment openers in a script", "<script><!--<script>alert(1)</script>--></script>"],
    [
      "a closing tag inside a string",
      `<script>self.__next_f.push([1,"</script><script>alert(1)</script>"])</script>`,
    ],
    ["an unclosed script", "<script>alert(1)"],
    ["a slash after the tag name", "<script/>alert(1)</script>"],
  ])("gives no hash for %s", (_name, fragment) => {
    expect(allowlistedScriptHashes(`<html><body>${fragment}</body></html>`)).toEqual([]);
  });

  test("hashes an allowlisted text whatever the tag's case or attributes (it runs the same code)", () => {
    const html = `<SCRIPT data-x='>'>${PUSH}</SCRIPT><script type="module">${BOOTSTRAP}</script >`;
    expect(allowlistedScriptHashes(html).sort()).toEqual([hashOf(BOOTSTRAP), hashOf(PUSH)].sort());
  });

  test("reads script text as the browser does (CR LF as LF, NUL as U+FFFD)", () => {
    expect(inlineScriptTexts("<script>a\r\nb\rc\0</script>")).toEqual(["a\nb\nc\uFFFD"]);
  });

  test("the policy has no unsafe source in script-src and names the hashes", () => {
    const policy = strictPolicyForHtml(`<script>${BOOTSTRAP}</script><script>alert(1)</script>`);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hashOf(BOOTSTRAP)}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
  });
});
