// The dose typed with a vitamin prescribed as a medicine is what counts towards the day's total, not the usual one.
import { runOnEngine } from "@/tests/scenarios/engine-run";
import { scenarioSchema } from "@/tests/scenarios/schema";

const D3_25 = { ingredient: "vitamin-d3", amount: 25, unit: "µg" } as const;

function run(medicine: string, ingredients: { ingredient: string; amount: number; unit: "µg" | "mg" }[]) {
  const scenario = scenarioSchema.parse({
    id: "sc-typed-dose",
    title: "A typed prescribed dose",
    profile: { medicines: [medicine] },
    stack: [{ custom: { name: "Supplement", ingredients } }],
    expect: { risk: {} },
    rationale: "Unit test of the typed dose.",
    sources: [
      {
        title: "NHS: Vitamin D",
        publisher: "NHS",
        url: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/",
      },
    ],
  });
  const { analysis } = runOnEngine(scenario);
  const dose = (slug: string) => analysis.cumulativeDoses.find((item) => item.ingredientSlug === slug);
  const above = (slug: string) => analysis.upperLevelFindings.some((item) => item.ingredientSlug === slug);
  return { analysis, dose, above };
}

describe("the dose typed with a prescribed vitamin", () => {
  it.each([
    ["Fultium D3 3200 IU daily", 105],
    ["colecalciferol 3,200 units once a day", 105],
    ["Fultium-D3 800 IU 4 capsules a day", 105],
    ["colecalciferol 2 x 800iu twice daily", 105],
    ["vitamin D from my GP 20,000 IU weekly", 96.4],
    ["colecalciferol 50000 units every 2 weeks", 114.3],
    ["Fultium D3 800 IU", 45],
  ])("%j with 25 µg of vitamin D3 makes %d µg a day", (medicine, total) => {
    const { dose } = run(medicine, [D3_25]);
    expect(dose("vitamin-d3")?.total).toBeCloseTo(total, 0);
  });

  it("warns above the upper level when the typed dose takes the day past it", () => {
    const typed = run("Fultium D3 3200 IU daily", [D3_25]);
    expect(typed.above("vitamin-d3")).toBe(true);
    const prescription = typed.dose("vitamin-d3")?.sources.find((source) => source.prescription);
    expect(prescription?.prescription?.typedDose).toBe("3,200 IU once a day");
    expect(run("Fultium D3", [D3_25]).above("vitamin-d3")).toBe(false);
  });

  it("keeps the usual dose when how often a large strength is taken is not given", () => {
    const { dose } = run("colecalciferol 20,000 IU", [D3_25]);
    expect(dose("vitamin-d3")?.total).toBe(45);
    expect(
      dose("vitamin-d3")?.sources.find((source) => source.prescription)?.prescription?.typedDose,
    ).toBeUndefined();
  });

  it("reads a smaller typed strength too: 400 micrograms of folic acid is not the 5 mg tablet", () => {
    const { dose } = run("folic acid 400 micrograms daily", [
      { ingredient: "folic-acid", amount: 400, unit: "µg" },
    ]);
    expect(dose("folic-acid")?.total).toBe(800);
  });

  it("counts the usual times a day of a medicine usually taken more than once", () => {
    const { dose } = run("thiamine 50mg", [{ ingredient: "thiamin", amount: 10, unit: "mg" }]);
    expect(dose("thiamin")?.total).toBe(160);
  });

  it("does not take an iron salt's weight for the iron in it", () => {
    const { dose } = run("ferrous sulfate 200mg twice a day", [
      { ingredient: "iron", amount: 14, unit: "mg" },
    ]);
    expect(dose("iron")?.total).toBe(79);
  });

  it("names the typed dose in the note that the amounts add up", () => {
    const { analysis } = run("cyanocobalamin 1000 mcg daily", [
      { ingredient: "vitamin-b12", amount: 500, unit: "µg" },
    ]);
    const note = analysis.interactions.drugInteractions.find(
      (finding) => finding.record.ingredient === "vitamin-b12",
    );
    expect(note?.record.clinicalSignificance).toMatch(
      /^As you take it \(1,000 µg once a day\), .* about 1,000 µg of vitamin B12 a day\./,
    );
  });
});
