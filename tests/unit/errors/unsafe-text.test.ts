// Text no field accepts (lib/errors/unsafe-text.ts): NUL and lone surrogates, found wherever they
// sit in a parsed JSON value, and answered as a 400 VALIDATION_ERROR naming the field.
import { AppError } from "@/lib/errors/app-error";
import { assertSafeText, findUnsafeText, isUnsafeText } from "@/lib/errors/unsafe-text";

describe("isUnsafeText", () => {
  it.each(["\u0000", "a\u0000b", "\ud800", "x\udbffy", "\udc00", "\udfff\ud800"])("refuses %j", (text) => {
    expect(isUnsafeText(text)).toBe(true);
  });

  it.each(["", "plain", "café", "😀 surrogate pair", "\u0001 other control", "%00", "\\u0000"])(
    "accepts %j",
    (text) => {
      expect(isUnsafeText(text)).toBe(false);
    },
  );
});

describe("findUnsafeText", () => {
  it("names the dotted path of the first unsafe string, including object keys", () => {
    expect(findUnsafeText({ items: [{ name: "ok" }, { name: "b\u0000d" }] })).toBe("items.1.name");
    expect(findUnsafeText({ ok: { "\ud800": 1 } })).toBe("ok.(key)");
    expect(findUnsafeText("\u0000")).toBe("");
    expect(findUnsafeText({ a: [1, true, null, "fine"], b: 2 })).toBeUndefined();
  });
});

describe("assertSafeText", () => {
  it("throws a VALIDATION_ERROR with the field's message", () => {
    let thrown: unknown;
    try {
      assertSafeText({ email: "a\u0000@example.com" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: "VALIDATION_ERROR", status: 400 });
    expect((thrown as AppError).details).toEqual({
      fieldErrors: { email: ["Text must not contain NUL characters or unpaired surrogates"] },
      formErrors: [],
    });
  });

  it("passes safe values", () => {
    expect(() => {
      assertSafeText({ q: "vitamin d", ids: ["a", "b"] });
    }).not.toThrow();
  });
});
