/** @jest-environment node */
// A medicine named as put only on the skin, eye, ear or mouth ("ciclosporin eye drops", "tacrolimus ointment")
// meets none of the records written for it taken inside; one given by injection or drip meets none that happen in
// the gut; named by a route that acts in the whole body (a gel, a patch) or with none, it meets them all.
import { analyseOne } from "./shipped-engine";

const drugFindings = (slug: string, name: string, medicine: string) =>
  analyseOne(slug, name, { medicines: [medicine] }).interactions.drugInteractions.map(
    (finding) => finding.record.id,
  );

describe("a medicine put only on the surface", () => {
  it.each([
    ["st-johns-wort", "St John's wort", "tacrolimus ointment"],
    ["st-johns-wort", "St John's wort", "ciclosporin eye drops"],
    ["iron", "Iron", "ciprofloxacin eye drops"],
    ["calcium", "Calcium", "ofloxacin ear drops"],
    ["ginkgo-biloba", "Ginkgo", "hydrocortisone cream"],
  ])("gives %s (%s) with “%s” no medicine finding", (slug, name, medicine) => {
    expect(drugFindings(slug, name, medicine)).toEqual([]);
  });

  it.each([
    ["st-johns-wort", "St John's wort", "tacrolimus"],
    ["st-johns-wort", "St John's wort", "fentanyl patch"],
    ["st-johns-wort", "St John's wort", "Oestrogel"],
    ["iron", "Iron", "ciprofloxacin"],
  ])("still gives %s (%s) with “%s” its findings", (slug, name, medicine) => {
    expect(drugFindings(slug, name, medicine).length).toBeGreaterThan(0);
  });

  it("recognises the medicine, so the result is not marked as not checked for it", () => {
    const result = analyseOne("iron", "Iron", { medicines: ["ciprofloxacin eye drops"] });
    expect(result.unknownDrugs).toEqual([]);
  });
});

describe("a medicine given by injection or drip", () => {
  it.each([
    ["calcium", "Calcium", "Vocabria injection"],
    ["iron", "Iron", "cabotegravir injection every 2 months"],
    ["calcium", "Calcium", "zoledronic acid infusion"],
    ["magnesium", "Magnesium", "ibandronic acid injection every 3 months"],
  ])("gives %s (%s) with “%s” nothing that binds in the gut", (slug, name, medicine) => {
    expect(drugFindings(slug, name, medicine)).toEqual([]);
  });

  it.each([
    ["calcium", "Calcium", "Vocabria 30mg tablets", "di-calcium-integrase-inhibitor"],
    ["calcium", "Calcium", "alendronic acid 70mg", "di-calcium-bisphosphonate"],
    // Steroids lower calcium absorption whether swallowed or injected.
    ["calcium", "Calcium", "methylprednisolone injection", "di-calcium-methylprednisolone"],
  ])("still gives %s (%s) with “%s” %s", (slug, name, medicine, record) => {
    expect(drugFindings(slug, name, medicine)).toContain(record);
  });
});
