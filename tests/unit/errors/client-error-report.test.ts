import { browserClass, scrubErrorMessage, scrubErrorPath } from "@/lib/client-errors/report";

describe("scrubErrorMessage: error reports carry no personal data", () => {
  it("keeps only the first line", () => {
    expect(scrubErrorMessage("TypeError: x is undefined\n    at render (app.js:1:2)")).toBe(
      "TypeError: x is undefined",
    );
  });

  it("blanks email addresses, long numbers, tokens and URL queries", () => {
    expect(scrubErrorMessage("No account for alex.smith+stack@example.co.uk")).toBe("No account for [email]");
    expect(scrubErrorMessage("Call 07700 900123 failed")).toBe("Call [number] failed");
    expect(scrubErrorMessage("Bad token eyJhbGciOiJIUzI1NiJ9abc123def456")).toBe("Bad token [id]");
    expect(scrubErrorMessage("Failed to fetch https://example.org/api/x?email=a@b.com&t=1 (500)")).toBe(
      "Failed to fetch https://example.org/api/x (500)",
    );
  });

  it("keeps ordinary messages and short numbers, and caps the length", () => {
    expect(scrubErrorMessage("Loading chunk 512 failed.")).toBe("Loading chunk 512 failed.");
    expect(scrubErrorMessage("")).toBe("(no message)");
    const long = scrubErrorMessage("a ".repeat(400));
    expect(long).toHaveLength(300);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("scrubErrorPath", () => {
  it("drops origin, query and fragment", () => {
    expect(scrubErrorPath("https://site.example/browse?q=iron#results")).toBe("/browse");
    expect(scrubErrorPath("/reset-password?token=abc")).toBe("/reset-password");
  });

  it("replaces id-like and email segments", () => {
    expect(scrubErrorPath("/stack/3f2b9c1e-8d4a-4b7e-9f10-2a3b4c5d6e7f/edit")).toBe("/stack/:id/edit");
    expect(scrubErrorPath("/confirm/alex@example.com")).toBe("/confirm/:id");
    expect(scrubErrorPath("/supplement/vitamin-d3-1000-iu")).toBe("/supplement/vitamin-d3-1000-iu");
  });

  it("answers / for anything that is not a path", () => {
    expect(scrubErrorPath("javascript:alert(1)")).toBe("/");
    expect(scrubErrorPath("")).toBe("/");
  });
});

describe("browserClass", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge desktop",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox desktop"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari mobile",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome desktop",
    ],
    ["Googlebot/2.1 (+http://www.google.com/bot.html)", "Bot desktop"],
    ["curl/8.5.0", "Other desktop"],
    [null, "Other desktop"],
  ])("classes %s as %s", (agent, expected) => {
    expect(browserClass(agent)).toBe(expected);
  });
});
