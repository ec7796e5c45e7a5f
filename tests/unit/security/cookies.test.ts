import { readCookie } from "@/lib/auth/cookies";

test("reads one cookie, joins next-auth's chunks in order, and never throws on a bad escape", () => {
  expect(readCookie("a=1; next-auth.session-token=abc%3D; b=2", "next-auth.session-token")).toBe("abc=");
  expect(readCookie("x.1=def; x.0=abc; x.2=ghi", "x")).toBe("abcdefghi");
  expect(readCookie("x=whole; x.0=chunk", "x")).toBe("whole");
  expect(readCookie("x=%E0%A4%A", "x")).toBe("%E0%A4%A");
  expect(readCookie("y=1", "x")).toBeUndefined();
  expect(readCookie(null, "x")).toBeUndefined();
});

test("follows the Cookie header grammar: the first of two same-named cookies, odd spacing, parts without a value", () => {
  expect(readCookie("x=first; x=second", "x")).toBe("first");
  expect(readCookie("  a=1 ;x=2;  ", "x")).toBe("2");
  expect(readCookie("flag; x=3", "x")).toBe("3");
});
