// Price per standard dose: single-nutrient products only, converted between g, mg and µg, rounded once.
import { formatDosePrice, pricePerStandardDose, STANDARD_DOSES } from "@/lib/catalogue/dose-price";

const offer = (pricePence: number, packSize: number) => ({ pricePence, packSize });

describe("pricePerStandardDose", () => {
  it("scales a product's strength to the standard dose", () => {
    // £4.99 for 120 tablets of 25 µg: 4.2p a tablet, which is one standard dose.
    expect(
      pricePerStandardDose(offer(499, 120), 1, [{ ingredient: "vitamin-d3", amount: 25, unit: "µg" }]),
    ).toEqual({
      label: "25 µg (1,000 IU) vitamin D",
      decipence: 42,
    });
    // A 100 µg tablet holds four standard doses, so each costs a quarter of the tablet.
    expect(
      pricePerStandardDose(offer(800, 60), 1, [{ ingredient: "vitamin-d3", amount: 100, unit: "µg" }])
        ?.decipence,
    ).toBe(33);
  });

  it("converts units and counts the units a serving takes", () => {
    // Two capsules of 500 mg vitamin C make a 1 g serving: £6 for 100 capsules is 12p a serving.
    expect(
      pricePerStandardDose(offer(600, 100), 2, [{ ingredient: "vitamin-c", amount: 1, unit: "g" }]),
    ).toEqual({
      label: "1 g vitamin C",
      decipence: 120,
    });
    expect(
      pricePerStandardDose(offer(600, 100), 2, [{ ingredient: "vitamin-c", amount: 1000, unit: "mg" }])
        ?.decipence,
    ).toBe(120);
  });

  it("gives no price for several ingredients, an ingredient without a standard, or another unit", () => {
    const d3 = { ingredient: "vitamin-d3", amount: 25, unit: "µg" };
    expect(
      pricePerStandardDose(offer(500, 60), 1, [d3, { ingredient: "vitamin-k2", amount: 75, unit: "µg" }]),
    ).toBeNull();
    expect(
      pricePerStandardDose(offer(500, 60), 1, [{ ingredient: "biotin", amount: 50, unit: "µg" }]),
    ).toBeNull();
    expect(
      pricePerStandardDose(offer(500, 60), 1, [{ ingredient: "vitamin-d3", amount: 1000, unit: "IU" }]),
    ).toBeNull();
    expect(
      pricePerStandardDose(offer(500, 60), 1, [{ ingredient: "vitamin-d3", amount: 0, unit: "µg" }]),
    ).toBeNull();
    expect(pricePerStandardDose(offer(500, 60), 1, [])).toBeNull();
  });

  it("names one standard per ingredient", () => {
    const ingredients = STANDARD_DOSES.map((standard) => standard.ingredient);
    expect(new Set(ingredients).size).toBe(ingredients.length);
  });
});

describe("formatDosePrice", () => {
  it("shows pence to a tenth below a pound and pounds above", () => {
    expect(formatDosePrice({ label: "1 g EPA + DHA", decipence: 42 })).toBe("4.2p per 1 g EPA + DHA");
    expect(formatDosePrice({ label: "3 g creatine", decipence: 1234 })).toBe("£1.23 per 3 g creatine");
  });
});
