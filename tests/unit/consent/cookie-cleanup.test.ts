// Declined categories' cookies are cleared (docs/product-rules.md §4), on every domain they could have been set on.
import { clearDeclinedCookies, cookieDomainsFor, cookiesToClear } from "@/lib/consent/cookie-cleanup";

describe("cookiesToClear", () => {
  const header =
    "_ga=GA1.1; _ga_ABC123=GS1; _gid=x; _fbp=fb.1; _gcl_au=1; intercom-id-x=1; fitness-consent=abc; current=1; next-auth.session-token=t";

  it("names only the cookies of declined categories", () => {
    expect(cookiesToClear(header, ["analytics"]).sort()).toEqual(["_ga", "_ga_ABC123", "_gid"]);
    expect(cookiesToClear(header, ["marketing"]).sort()).toEqual(["_fbp", "_gcl_au"]);
    expect(cookiesToClear(header, ["functional"])).toEqual(["intercom-id-x"]);
    expect(cookiesToClear(header, [])).toEqual([]);
  });

  it("never touches necessary cookies (session, consent)", () => {
    const all = cookiesToClear(header, ["analytics", "marketing", "functional"]);
    expect(all).not.toContain("fitness-consent");
    expect(all).not.toContain("next-auth.session-token");
    expect(all).not.toContain("current");
  });
});

describe("cookieDomainsFor", () => {
  it("covers the host and each parent domain", () => {
    expect(cookieDomainsFor("www.stack-builder.co.uk")).toEqual([
      undefined,
      ".www.stack-builder.co.uk",
      ".stack-builder.co.uk",
      ".co.uk",
    ]);
  });
  it("uses host-only cookies for localhost and IP addresses", () => {
    expect(cookieDomainsFor("localhost")).toEqual([undefined]);
    expect(cookieDomainsFor("127.0.0.1")).toEqual([undefined]);
  });
});

describe("clearDeclinedCookies", () => {
  afterEach(() => {
    for (const name of document.cookie.split(";").map((part) => part.split("=")[0]?.trim())) {
      if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
  });

  it("expires the declined category's cookies in the document and keeps the rest", () => {
    document.cookie = "_ga=GA1.1; Path=/";
    document.cookie = "_fbp=fb.1; Path=/";
    document.cookie = "keep=1; Path=/";
    expect(clearDeclinedCookies(document, ["analytics"])).toEqual(["_ga"]);
    expect(document.cookie).not.toContain("_ga=");
    expect(document.cookie).toContain("_fbp=fb.1");
    expect(document.cookie).toContain("keep=1");
  });
});
