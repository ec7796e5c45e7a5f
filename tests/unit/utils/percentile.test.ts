import { percentile } from "@/lib/utils/percentile";

describe("percentile (nearest rank)", () => {
  const tenValues = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it("takes the value at the rank ceil(p% × n)", () => {
    expect(percentile(tenValues, 50)).toBe(5);
    expect(percentile(tenValues, 95)).toBe(10);
    expect(percentile(tenValues, 99)).toBe(10);
    expect(percentile(tenValues, 10)).toBe(1);
  });

  it("keeps to the ends for 0 and 100, and is NaN with no values", () => {
    expect(percentile(tenValues, 0)).toBe(1);
    expect(percentile(tenValues, 100)).toBe(10);
    expect(percentile([], 50)).toBeNaN();
  });
});
