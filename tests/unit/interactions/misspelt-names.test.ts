/** @jest-environment node */
// A name a letter away from exactly one known name is checked as that name, and still reported as not
// recognised with the name offered; two letters away, or near two names, it is only reported.
import { analyseOne } from "./shipped-engine";

const medicinesMet = (medicines: string[]) =>
  analyseOne("st-johns-wort", "St John's wort", { medicines }).interactions.drugInteractions.map(
    (finding) => finding.record.id,
  );

describe("a misspelt medicine", () => {
  it("is checked as the one medicine a letter away, and said to be so", () => {
    const result = analyseOne("st-johns-wort", "St John's wort", { medicines: ["sertaline 50mg"] });
    expect(result.interactions.drugInteractions.map((finding) => finding.drugName)).toContain(
      "sertaline 50mg",
    );
    expect(result.notChecked).toEqual([
      {
        kind: "medicine",
        name: "sertaline 50mg",
        reason:
          "“sertaline 50mg” is not a name we know, so we checked it as Sertraline, the closest one. If you take something else, correct it.",
        suggestions: ["Sertraline"],
      },
    ]);
  });

  it("is only reported when it is two letters from a name, as another medicine may be", () => {
    // Quinidine is a medicine of its own, not quinine misspelt.
    expect(medicinesMet(["quinidine"])).toEqual([]);
    const result = analyseOne("st-johns-wort", "St John's wort", { medicines: ["quinidine"] });
    expect(result.notChecked[0]?.reason).toMatch(/not in our list of UK medicines/);
  });

  it("is not guessed from a short word or a supplement's name", () => {
    expect(medicinesMet(["amlo"])).toEqual([]);
    const result = analyseOne("st-johns-wort", "St John's wort", { medicines: ["vitamins"] });
    expect(result.interactions.drugInteractions).toEqual([]);
  });
});

describe("a misspelt condition", () => {
  it("is checked as the one condition a letter away, and said to be so", () => {
    const result = analyseOne("st-johns-wort", "St John's wort", { conditions: ["glaucomma"] });
    expect(result.notChecked).toEqual([
      expect.objectContaining({
        kind: "condition",
        name: "glaucomma",
        reason:
          "“glaucomma” is not in our list of health conditions, so we checked it as Glaucoma, the closest one. If you meant something else, correct it.",
      }),
    ]);
  });

  it("names the entry as typed on what it meets", () => {
    const result = analyseOne("licorice-root", "Liquorice", { conditions: ["hypertenion"] });
    expect(result.interactions.medicalContraindications.map((finding) => finding.condition)).toContain(
      "hypertenion",
    );
  });
});
