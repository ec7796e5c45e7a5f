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

  it("names the first unsafe text in document order", () => {
    expect(findUnsafeText({ a: { b: [{ c: "\u0000" }] }, d: "\u0000" })).toBe("a.b.0.c");
    expect(findUnsafeText([["ok", { "\ud800": "x" }], "\u0000"])).toBe("0.1.(key)");
  });

  it("walks a value nested far deeper than the call stack allows, in linear time", () => {
    const nested = (depth: number, leaf: unknown) => {
      let value = leaf;
      for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
      return value;
    };
    expect(findUnsafeText(nested(200_000, "fine"))).toBeUndefined();
    const path = findUnsafeText(nested(200_000, "\u0000"));
    expect(path?.split(".")).toHaveLength(200_000);

    // Copying the path at every level made a deep value cost the square of its depth; now a value
    // nested 50,000 deep costs about what 50,000 siblings do.
    const timeOf = (value: unknown) => {
      const runs = [0, 1, 2].map(() => {
        const started = performance.now();
        findUnsafeText(value);
        return performance.now() - started;
      });
      return runs.sort((a, b) => a - b)[1] ?? 0;
    };
    const flat = Array.from({ length: 50_000 }, () => ({ a: "fine" }));
    expect(timeOf(nested(50_000, "fine"))).toBeLessThan(timeOf(flat) * 10 + 20);
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
