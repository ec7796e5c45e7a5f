/** @jest-environment node */
// A status written after a name says it is over ("warfarin (stopped)", "sertraline - no longer"), as "stopped
// warfarin" does before it; a smoker said to have stopped is a former smoker, not nothing.
import { readConditionEntry, readMedicineEntry } from "@/lib/interactions/dictionary";
import { index } from "./shipped-dictionary";

describe("a name said afterwards to be over", () => {
  it.each([
    "warfarin (stopped)",
    "warfarin stopped",
    "warfarin - no longer",
    "warfarin, stopped 2020",
    "sertraline (finished)",
    "warfarin discontinued",
    "warfarin (stopped in March)",
    "sertraline - stopped a few weeks ago",
    "sertraline (stopped recently)",
    "was on warfarin until 2020",
  ])("reads “%s” as no medicine taken", (typed) => {
    const reading = readMedicineEntry(index, typed);
    expect(reading.medicines).toEqual([]);
    expect(reading.negatedOnly).toBe(true);
  });

  it("ends only the part it follows", () => {
    expect(readMedicineEntry(index, "omeprazole, sertraline (stopped)").medicines).toEqual(["omeprazole"]);
    expect(readMedicineEntry(index, "warfarin (from Monday)").medicines).toEqual(["warfarin"]);
    // A month or a year still to come, or another medicine stopped, ends nothing.
    expect(readMedicineEntry(index, "warfarin until 2030").medicines).toEqual(["warfarin"]);
    expect(readMedicineEntry(index, "warfarin, stopped Marvelon").medicines).toEqual(["warfarin"]);
  });

  it("reads a jab as the injection it is", () => {
    expect(readMedicineEntry(index, "monthly B12 jab").medicines).toEqual(["hydroxocobalamin"]);
  });

  it.each(["smoker - stopped", "smoker (stopped 2015)", "was a smoker"])(
    "reads “%s” as a former smoker",
    (typed) => {
      const reading = readConditionEntry(index, typed);
      expect(reading.conditions).toEqual(["former-smoker"]);
      expect(reading.negatedOnly).toBe(false);
    },
  );

  it("keeps a lasting condition said to be past", () => {
    expect(readConditionEntry(index, "diabetes (past)").conditions).toEqual(["diabetes"]);
  });

  it.each([
    ["kidney disease, resolved", "chronic-kidney-disease"],
    ["DVT (resolved)", "deep-vein-thrombosis"],
    ["hepatitis C - cleared", "hepatitis-c"],
    ["breast cancer (cured)", "breast-cancer"],
  ])("reads “%s” whole, keeping the lasting condition it names", (typed, slug) => {
    expect(readConditionEntry(index, typed)).toMatchObject({ conditions: [slug], unrecognised: [] });
  });

  it("ends a state said to be resolved, as one said to be over", () => {
    expect(readConditionEntry(index, "smoker (resolved)").conditions).toEqual(["former-smoker"]);
  });
});
