import { EnvError, parseServerEnv, pushConfig } from "@/lib/env";

describe("parseServerEnv", () => {
  it("applies defaults when nothing is set", () => {
    const env = parseServerEnv({});
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.EMBEDDED_PG_DIR).toBe(".data/postgres");
    expect(env.SKIP_SEED).toBe(false);
  });

  it("defaults SITE_URL to the port being served", () => {
    expect(parseServerEnv({ PORT: "3101" }).SITE_URL).toBe("http://localhost:3101");
    expect(parseServerEnv({ PORT: "3101", SITE_URL: "" }).SITE_URL).toBe("http://localhost:3101");
    expect(parseServerEnv({ PORT: "3101", SITE_URL: "https://stack.example" }).SITE_URL).toBe(
      "https://stack.example",
    );
  });

  it("treats empty strings as unset", () => {
    expect(parseServerEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("names every bad variable in one error", () => {
    let caught: unknown;
    try {
      parseServerEnv({ DATABASE_URL: "mysql://x", PORT: "99999", SITE_URL: "not a url" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const message = (caught as EnvError).message;
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).toContain("PORT:");
    expect(message).toContain("SITE_URL:");
    expect((caught as EnvError).issues.map((issue) => issue.variable).sort()).toEqual([
      "DATABASE_URL",
      "PORT",
      "SITE_URL",
    ]);
  });

  it("rejects a non-http SITE_URL", () => {
    expect(() => parseServerEnv({ SITE_URL: "ftp://example.com" })).toThrow(/SITE_URL/);
  });

  it("parses boolean flags", () => {
    expect(parseServerEnv({ SKIP_SEED: "true" }).SKIP_SEED).toBe(true);
    expect(() => parseServerEnv({ SKIP_SEED: "yes" })).toThrow(/SKIP_SEED/);
  });

  it("reads PRICE_FEEDS as a JSON array of feed URLs with an optional retailer", () => {
    expect(parseServerEnv({}).PRICE_FEEDS).toEqual([]);
    const feeds =
      '[{"url":"https://example.co.uk/google.xml","retailer":"Example Pharmacy"},{"url":"https://example.com/awin.csv"}]';
    expect(parseServerEnv({ PRICE_FEEDS: feeds }).PRICE_FEEDS).toEqual([
      { url: "https://example.co.uk/google.xml", retailer: "Example Pharmacy" },
      { url: "https://example.com/awin.csv" },
    ]);
    expect(() => parseServerEnv({ PRICE_FEEDS: "https://example.com/feed.xml" })).toThrow(/PRICE_FEEDS/);
    expect(() => parseServerEnv({ PRICE_FEEDS: '[{"url":"ftp://example.com/feed"}]' })).toThrow(
      /PRICE_FEEDS/,
    );
  });

  it("takes a VAPID key pair only whole, and a mailto: or https: subject", () => {
    const publicKey = "B".repeat(87);
    const privateKey = "p".repeat(43);
    expect(pushConfig(parseServerEnv({}))).toBeNull();
    expect(
      pushConfig(
        parseServerEnv({
          VAPID_PUBLIC_KEY: publicKey,
          VAPID_PRIVATE_KEY: privateKey,
          MAIL_FROM: "Stack <hello@stack.example>",
        }),
      ),
    ).toEqual({ publicKey, privateKey, subject: "mailto:hello@stack.example" });
    expect(
      pushConfig(
        parseServerEnv({
          VAPID_PUBLIC_KEY: publicKey,
          VAPID_PRIVATE_KEY: privateKey,
          VAPID_SUBJECT: "https://stack.example",
        }),
      )?.subject,
    ).toBe("https://stack.example");
    expect(() => parseServerEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: is required with the other VAPID key/,
    );
    expect(() => parseServerEnv({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => parseServerEnv({ VAPID_SUBJECT: "http://stack.example" })).toThrow(/VAPID_SUBJECT/);
  });
});
