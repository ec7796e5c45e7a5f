import { maskPhoneNumber, normaliseUkMobile } from "@/lib/auth/phone-number";

describe("normaliseUkMobile", () => {
  it.each([
    ["07400 123456", "+447400123456"],
    ["+44 7400 123456", "+447400123456"],
    ["0044 7400 123 456", "+447400123456"],
    ["(07400) 123-456", "+447400123456"],
    ["  447400123456 ", "+447400123456"],
  ])("writes %s as %s (E.164)", (input, expected) => {
    expect(normaliseUkMobile(input)).toBe(expected);
  });

  it.each([
    ["a landline", "020 7946 0000"],
    ["too short", "07400 1234"],
    ["a French mobile", "+33 6 12 34 56 78"],
    ["an Isle of Man mobile", "07624 123456"],
    ["words", "call me"],
    ["nothing", ""],
  ])("refuses %s", (_label, input) => {
    expect(normaliseUkMobile(input)).toBeNull();
  });
});

describe("maskPhoneNumber", () => {
  it("shows the country code, the first digit and the last three only", () => {
    expect(maskPhoneNumber("+447400123456")).toBe("+44 7••• •••456");
  });
});
