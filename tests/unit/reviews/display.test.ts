import { reviewCountLabel, roundedAverage } from "@/lib/reviews/display";

describe("roundedAverage", () => {
  it("is null without reviews", () => {
    expect(roundedAverage(0, 0)).toBeNull();
  });

  it.each([
    [13, 3, 4.3],
    [87, 20, 4.4], // 4.35: the half rounds up although 4.35 × 10 is 43.4999… in floating point
    [9, 2, 4.5],
    [5, 1, 5],
    [7, 5, 1.4],
  ])("%i over %i reviews → %d", (sum, count, expected) => {
    expect(roundedAverage(sum, count)).toBe(expected);
  });
});

describe("labels", () => {
  it("prints the count with its noun", () => {
    expect(reviewCountLabel(1)).toBe("1 review");
    expect(reviewCountLabel(1234)).toBe("1,234 reviews");
  });
});
