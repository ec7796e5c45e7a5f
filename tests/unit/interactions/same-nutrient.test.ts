// A supplement of a nutrient a prescribed medicine already gives (lib/interactions/findings.ts): the finding names the
// medicine and cites its product information, and a record written for the pair speaks instead where there is one.
import { analyseOne } from "./shipped-engine";

const withMedicine = (slug: string, name: string, medicine: string) =>
  analyseOne(slug, name, { medicines: [medicine] }).interactions.drugInteractions.filter(
    (finding) => finding.record.ingredient === slug && finding.drugName === medicine,
  );

describe("a supplement of a nutrient a prescribed medicine gives", () => {
  it.each([
    ["folic-acid", "Folic acid", "folic acid 5mg"],
    ["thiamin", "Thiamin", "thiamine 100mg three times a day"],
    ["zinc", "Zinc", "Solvazinc 1 tablet daily"],
    ["selenium", "Selenium", "Forceval one capsule daily"],
  ])("links %s to %j, as a minor note to tell the prescriber", (slug, name, medicine) => {
    const [finding, ...more] = withMedicine(slug, name, medicine);
    expect(more).toEqual([]);
    expect(finding?.record).toMatchObject({ severityLevel: "minor", avoidCombination: false });
    expect(finding?.record.recommendation).toMatch(/^Tell the doctor or pharmacist who prescribed /);
    expect(finding?.record.references.length).toBeGreaterThan(0);
  });

  it("leaves the pair to its own record where one is written (calcium with Adcal-D3)", () => {
    const findings = withMedicine("calcium", "Calcium", "Adcal-D3 one tablet twice a day");
    expect(
      findings.map((finding) => finding.record.id).filter((id) => id.startsWith("di-same-nutrient")),
    ).toEqual([]);
    expect(findings.length).toBeGreaterThan(0);
  });

  it("says nothing of a nutrient the medicine does not give", () => {
    expect(withMedicine("vitamin-c", "Vitamin C", "Solvazinc 1 tablet daily")).toEqual([]);
  });
});
