import { formatDuration } from "@/components/video/format-duration";

describe("formatDuration", () => {
  it.each([
    [0, "0:00"],
    [9, "0:09"],
    [65, "1:05"],
    [3661, "61:01"],
  ])("formats %p seconds as %p", (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it("drops fractions of a second rather than rounding up", () => {
    expect(formatDuration(59.99)).toBe("0:59");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -5])("reads an unknown time (%p) as 0:00", (seconds) => {
    expect(formatDuration(seconds)).toBe("0:00");
  });
});
