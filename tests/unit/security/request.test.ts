/** @jest-environment node */
import { isAppError } from "@/lib/errors/app-error";
import { assertSameOrigin, clientIp } from "@/lib/security/request";

const SITE = "https://stack.example.co.uk";
const req = (headers: Record<string, string>, url = "https://stack.example.co.uk/api/x") =>
  new Request(url, { method: "POST", headers });

describe("assertSameOrigin", () => {
  test("accepts our site's origin and the origin the request was addressed to", () => {
    expect(() => assertSameOrigin(req({ origin: SITE }), SITE)).not.toThrow();
    expect(() =>
      assertSameOrigin(req({ origin: "http://localhost:3100" }, "http://localhost:3100/api/x"), SITE),
    ).not.toThrow();
  });

  test("accepts the origin of the host the browser addressed (127.0.0.1, a LAN address)", () => {
    // Next reports the request URL as localhost whatever the browser used; the Host header says.
    const local = (origin: string, host: string) =>
      new Request("http://localhost:3101/api/x", { method: "POST", headers: { origin, host } });
    expect(() => assertSameOrigin(local("http://127.0.0.1:3101", "127.0.0.1:3101"), SITE)).not.toThrow();
    expect(() =>
      assertSameOrigin(local("http://192.168.1.20:3101", "192.168.1.20:3101"), SITE),
    ).not.toThrow();
    expect(() => assertSameOrigin(local("http://127.0.0.1:3101", "192.168.1.20:3101"), SITE)).toThrow();
    expect(() => assertSameOrigin(local("http://127.0.0.1:9999", "127.0.0.1:3101"), SITE)).toThrow();
    expect(() => assertSameOrigin(local("https://evil.example", "127.0.0.1:3101"), SITE)).toThrow();
    expect(() => assertSameOrigin(local("http://127.0.0.1:3101", "not a host/"), SITE)).toThrow();
  });

  test("refuses another origin with 403 AUTHORIZATION_ERROR", () => {
    const error = (() => {
      try {
        assertSameOrigin(req({ origin: "https://evil.example" }), SITE);
      } catch (e) {
        return e;
      }
    })();
    expect(isAppError(error) && error.status).toBe(403);
    expect(isAppError(error) && error.code).toBe("AUTHORIZATION_ERROR");
  });

  test("refuses a look-alike origin (prefix match is not enough)", () => {
    expect(() =>
      assertSameOrigin(req({ origin: "https://stack.example.co.uk.evil.example" }), SITE),
    ).toThrow();
  });

  test("without Origin: allowed unless the browser says it is cross-site", () => {
    expect(() => assertSameOrigin(req({}), SITE)).not.toThrow();
    expect(() => assertSameOrigin(req({ "sec-fetch-site": "same-origin" }), SITE)).not.toThrow();
    expect(() => assertSameOrigin(req({ "sec-fetch-site": "cross-site" }), SITE)).toThrow();
  });
});

describe("clientIp", () => {
  const chain = (value: string) => req({ "x-forwarded-for": value });

  test("with no trusted proxy: the right-most entry (the socket address npm start appends), whatever the client sent", () => {
    expect(clientIp(chain("203.0.113.7"), 0)).toBe("203.0.113.7");
    expect(clientIp(chain("1.2.3.4, 5.6.7.8, 203.0.113.7"), 0)).toBe("203.0.113.7");
    expect(clientIp(chain("::1"), 0)).toBe("::1");
  });

  test("with trusted proxies: that many entries from the right, never further left than the chain", () => {
    // A client sent 1.2.3.4; the load balancer appended the client's real address; npm start the balancer's.
    expect(clientIp(chain("1.2.3.4, 198.51.100.9, 10.0.0.2"), 1)).toBe("198.51.100.9");
    expect(clientIp(chain("1.2.3.4, 198.51.100.9, 10.0.0.3, 10.0.0.2"), 2)).toBe("198.51.100.9");
    expect(clientIp(chain("198.51.100.9, 10.0.0.2"), 5)).toBe("198.51.100.9");
  });

  test("ignores X-Real-IP (a client can send it) and answers 'unknown' without a chain", () => {
    expect(clientIp(req({ "x-real-ip": "198.51.100.2" }), 0)).toBe("unknown");
    expect(clientIp(chain(" , "), 0)).toBe("unknown");
  });

  test("reads TRUSTED_PROXIES from the environment by default (0)", () => {
    expect(clientIp(chain("1.2.3.4, 203.0.113.7"))).toBe("203.0.113.7");
  });
});
