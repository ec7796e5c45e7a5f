import { formatRating, publicDisplayName } from "@/lib/format/names";

describe("publicDisplayName", () => {
  it.each([
    ["Priya", "Shah", "Priya S."],
    ["  Ben ", " o'neill", "Ben O."],
    ["Zoë", "Ødegaard", "Zoë Ø."],
    ["Sam", "", "Sam"],
    ["", "Smith", "A member S."],
  ])("%s %s → %s", (first, last, expected) => {
    expect(publicDisplayName(first, last)).toBe(expected);
  });

  it("uses the caller's word for someone without a first name", () => {
    expect(publicDisplayName("", "Smith", "A customer")).toBe("A customer S.");
  });
});

describe("formatRating", () => {
  it.each([
    [4, "4.0"],
    [4.3, "4.3"],
    [4.25, "4.3"],
    [5, "5.0"],
  ])("%d → %s", (mean, expected) => {
    expect(formatRating(mean)).toBe(expected);
  });
});
