/** @jest-environment node */
// An allergy or reaction to a medicine typed among medicines ("aspirin allergy") is not a medicine taken: it meets
// no record, and is listed as not checked rather than dropped. A product named "Allergy" is still read, and a medicine
// taken in another part of the same entry ("warfarin; aspirin allergy") is still checked.
import {
  readConditionEntry,
  readMedicineEntry,
  readMedicinesAmongConditions,
} from "@/lib/interactions/dictionary";
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

describe("a reaction and a medicine taken in one entry", () => {
  it.each([
    ["warfarin; aspirin allergy", ["warfarin"]],
    ["penicillin allergy, takes amoxicillin", ["amoxicillin"]],
    ["allergic to penicillin but on warfarin", ["warfarin"]],
    ["codeine (allergy) and sertraline", ["sertraline"]],
    ["sertraline - allergic to ibuprofen", ["sertraline"]],
    ["allergic to penicillin and takes warfarin", ["warfarin"]],
    ["allergy to codeine; sertraline 50mg", ["sertraline"]],
    ["rash with amoxicillin, on warfarin", ["warfarin"]],
    ["warfarin (sensitive to aspirin)", ["warfarin"]],
    ["penicillin allergy and warfarin", ["warfarin"]],
  ])("reads “%s” as %j taken", (typed, taken) => {
    const reading = readMedicineEntry(index, typed);
    expect(reading.allergy).toBe(true);
    expect(reading.medicines).toEqual(taken);
  });

  it.each(["allergic to penicillin and codeine", "reaction to aspirin and ibuprofen", "amoxicillin rash"])(
    "reads every medicine in “%s” as reacted to",
    (typed) => {
      const reading = readMedicineEntry(index, typed);
      expect(reading.allergy).toBe(true);
      expect(reading.medicines).toEqual([]);
    },
  );

  it("checks the medicine taken and lists the reaction as not checked", () => {
    const result = analyseOne("st-johns-wort", "St John's wort", {
      medicines: ["sertraline, codeine allergy"],
    });
    expect(result.interactions.drugInteractions.map((finding) => finding.medicine?.slug)).toContain(
      "sertraline",
    );
    expect(result.notChecked.map((note) => note.reason)).toEqual([
      expect.stringMatching(
        /^Part of “sertraline, codeine allergy” reads as an allergy or reaction to a medicine/,
      ),
    ]);
  });

  it("reads “no known drug allergies” as saying nothing more", () => {
    for (const typed of ["warfarin NKDA", "NKA, warfarin"]) {
      const reading = readMedicineEntry(index, typed);
      expect([reading.medicines, reading.unrecognised, reading.allergy]).toEqual([["warfarin"], [], false]);
    }
  });

  it("reads a medicine taken among conditions beside a reaction or a food allergy", () => {
    const takenAmongConditions = (typed: string) =>
      readMedicinesAmongConditions(index, typed, readConditionEntry(index, typed).unrecognised).reading
        .medicines;
    expect(takenAmongConditions("AF, on warfarin, penicillin allergy")).toEqual(["warfarin"]);
    expect(takenAmongConditions("fish allergy, on warfarin")).toEqual(["warfarin"]);
    expect(takenAmongConditions("allergic to warfarin")).toEqual([]);
  });
});
