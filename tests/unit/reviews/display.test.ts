import { formatRating, reviewCountLabel, reviewerDisplayName, roundedAverage } from "@/lib/reviews/display";

describe("reviewerDisplayName", () => {
  it.each([
    ["Priya", "Shah", "Priya S."],
    ["  Ben ", " o'neill", "Ben O."],
    ["Zoë", "Ødegaard", "Zoë Ø."],
    ["Sam", "", "Sam"],
    ["", "Smith", "A customer S."],
  ])("%s %s → %s", (first, last, expected) => {
    expect(reviewerDisplayName(first, last)).toBe(expected);
  });
});

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
  it("prints the rating with one decimal and the count with its noun", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(4.3)).toBe("4.3");
    expect(reviewCountLabel(1)).toBe("1 review");
    expect(reviewCountLabel(1234)).toBe("1,234 reviews");
  });
});
