/** @jest-environment node */
// A condition entered broadly ("kidney disease") also meets the records on its narrower kinds (stage 4 kidney
// disease), as cautions that say which kind they are for: never a block, since the person may not have it.
import { groupFindings, nameLookupFor } from "@/components/interactions/finding-views";
import { warningsFor } from "@/lib/interactions/warnings";
import { analyseOne } from "./shipped-engine";

describe("a condition entered broadly", () => {
  it("meets the records on its narrower kinds as cautions", () => {
    const result = analyseOne("magnesium", "Magnesium", { conditions: ["kidney disease"] });
    const narrower = result.interactions.medicalContraindications.filter((finding) => finding.narrower);
    expect(narrower.map((finding) => finding.record.condition)).toEqual(
      expect.arrayContaining(["severe-kidney-disease"]),
    );
    for (const finding of narrower) {
      expect(finding.record.contraindicationLevel).toBe("relative");
      expect(finding.condition).toBe("kidney disease");
    }
    const warnings = warningsFor(
      { findings: result.interactions, upperLevels: [], combined: [], notChecked: [] },
      [
        {
          id: "p",
          name: "Magnesium product",
          brand: "Test",
          category: "wellness",
          optimalTiming: null,
          ingredients: [],
        },
      ],
    ).filter((warning) => warning.type === "medical");
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) expect(warning.canProceed).toBe(true);
  });

  it("keeps the record's own level when the narrower condition is entered", () => {
    const result = analyseOne("magnesium", "Magnesium", { conditions: ["CKD stage 4"] });
    const finding = result.interactions.medicalContraindications.find(
      (item) => item.record.condition === "severe-kidney-disease",
    );
    expect(finding?.narrower).toBeUndefined();
    expect(finding?.record.contraindicationLevel).toBe("absolute");
  });

  it("says which kind the caution is for and what was entered", () => {
    const result = analyseOne("magnesium", "Magnesium", { conditions: ["kidney disease"] });
    const views = groupFindings(result, nameLookupFor(result)).flatMap((group) => group.findings);
    const view = views.find((item) => item.notes[0]?.startsWith("This applies if"));
    expect(view?.severity).toBe("warning");
    expect(view?.notes[0]).toMatch(
      /^This applies if what you entered as “kidney disease” is (severe chronic kidney disease|kidney failure)/,
    );
  });

  it("adds nothing for a condition with no narrower records for the ingredient", () => {
    const result = analyseOne("vitamin-b12", "Vitamin B12", { conditions: ["kidney disease"] });
    expect(result.interactions.medicalContraindications.filter((finding) => finding.narrower)).toEqual([]);
  });
});

describe("one entry under two conditions", () => {
  const ids = (conditions: string[]) =>
    analyseOne("chasteberry", "Agnus castus", { conditions }).interactions.medicalContraindications.map(
      (finding) => finding.record.id,
    );

  it("shows one source's words once, from the record that cites all its sources", () => {
    // Breast cancer and hormone-sensitive cancer: the same SmPC section backs a record on each.
    expect(ids(["ER positive breast cancer"])).toEqual(["mc-chasteberry-breast-cancer"]);
  });

  it("keeps each condition's finding when one entry names two", () => {
    const found = analyseOne("black-cohosh", "Black cohosh", { conditions: ["pregnant and breastfeeding"] });
    const conditions = found.interactions.medicalContraindications.map((finding) => finding.record.condition);
    expect(conditions).toEqual(expect.arrayContaining(["pregnancy", "breastfeeding"]));
  });

  it("keeps each entry's own finding when the conditions are typed apart", () => {
    expect(ids(["breast cancer", "hormone-sensitive cancer"]).sort()).toEqual([
      "mc-chasteberry-breast-cancer",
      "mc-chasteberry-hormone-sensitive-cancer",
    ]);
  });
});
