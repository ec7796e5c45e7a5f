/** @jest-environment node */
// An allergy or reaction to a medicine typed among medicines ("aspirin allergy") is not a medicine taken: it meets
// no record, and is listed as not checked rather than dropped. A product named "Allergy" is still read.
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { index } from "./shipped-dictionary";
import { analyseOne } from "./shipped-engine";

describe("a medicine allergy typed among medicines", () => {
  it.each([
    "aspirin allergy",
    "allergic to penicillin",
    "allergy to codeine",
    "statin intolerance",
    "had a reaction to amoxicillin",
  ])("reads “%s” as no medicine taken", (typed) => {
    const reading = readMedicineEntry(index, typed);
    expect(reading.allergy).toBe(true);
    expect(reading.medicines).toEqual([]);
    expect(reading.classesOnly).toEqual([]);
  });

  it("gives no interaction for the medicine and says it was not checked as one", () => {
    const result = analyseOne("ginkgo-biloba", "Ginkgo", { medicines: ["aspirin allergy"] });
    expect(result.interactions.drugInteractions).toEqual([]);
    expect(result.unknownDrugs).toEqual(["aspirin allergy"]);
    expect(result.notChecked[0]?.reason).toMatch(
      /reads as an allergy or reaction to a medicine, not a medicine you take/,
    );
  });

  it.each([
    ["Benadryl Allergy Relief", "acrivastine"],
    ["cetirizine for allergy", "cetirizine"],
    ["Piriton allergy tablets", "chlorphenamine"],
    ["EpiPen for anaphylaxis", "adrenaline"],
  ])("still reads “%s” as %s taken", (typed, slug) => {
    const reading = readMedicineEntry(index, typed);
    expect(reading.allergy).toBe(false);
    expect(reading.medicines).toEqual([slug]);
  });
});
