import { buildDictionaryIndex, readConditionEntry, readMedicineEntry } from "@/lib/interactions/dictionary";
import { buildPhraseIndex, editDistance, normaliseName, readPhrases } from "@/lib/interactions/names";

import { DICTIONARIES } from "./fixtures";

const dictionary = buildDictionaryIndex(DICTIONARIES);

describe("normaliseName", () => {
  it("ignores case, accents, apostrophes and punctuation", () => {
    expect(normaliseName("St John’s Wort")).toBe("st johns wort");
    expect(normaliseName("Co-Codamol 30/500")).toBe("co codamol 30 500");
    expect(normaliseName("Zoë's  café")).toBe("zoes cafe");
  });
});

describe("whole-name matching, never substrings", () => {
  it("tells citalopram from escitalopram", () => {
    expect(readMedicineEntry(dictionary, "citalopram 20mg").medicines).toEqual(["citalopram"]);
    expect(readMedicineEntry(dictionary, "Escitalopram").medicines).toEqual(["escitalopram"]);
  });

  it("does not find SLE (lupus) inside 'sleep apnoea'", () => {
    expect(readConditionEntry(dictionary, "sleep apnoea").conditions).toEqual(["sleep-apnoea"]);
    expect(readConditionEntry(dictionary, "SLE").conditions).toEqual(["lupus"]);
  });

  it("recognises brands, US names and the parts of a combination product", () => {
    expect(readMedicineEntry(dictionary, "Eltroxin 100 micrograms each morning").medicines).toEqual([
      "levothyroxine",
    ]);
    expect(readMedicineEntry(dictionary, "acetaminophen").medicines).toEqual(["paracetamol"]);
    expect(readMedicineEntry(dictionary, "co-codamol 30/500 two tablets four times a day").medicines).toEqual(
      ["co-codamol", "codeine", "paracetamol"],
    );
  });

  it("keeps a group named without a medicine apart, so only group-wide records apply", () => {
    const reading = readMedicineEntry(dictionary, "a statin");
    expect(reading.medicines).toEqual([]);
    expect(reading.classesOnly).toEqual(["statin"]);
  });
});

describe("negation", () => {
  it.each([
    ["not pregnant"],
    ["Non-smoker"],
    ["nonsmoker"],
    ["no kidney disease"],
    ["never had diabetes"],
    ["ex-smoker"],
    ["I don't smoke"],
  ])("“%s” names nothing present", (typed) => {
    const reading = readConditionEntry(dictionary, typed);
    expect(reading.conditions).toEqual([]);
    expect(reading.unrecognised).toEqual([]);
  });

  it("stops at 'and' and at a comma", () => {
    expect(readConditionEntry(dictionary, "not pregnant and diabetic").conditions).toEqual(["diabetes"]);
    expect(readConditionEntry(dictionary, "no CKD, smoker").conditions).toEqual(["smoker"]);
  });

  it("still reads the plain statements", () => {
    expect(readConditionEntry(dictionary, "pregnant (12 weeks)").conditions).toEqual(["pregnancy"]);
    expect(readConditionEntry(dictionary, "heavy smoker").unrecognised).toEqual(["heavy"]);
    expect(readMedicineEntry(dictionary, "stopped warfarin last year").negatedOnly).toBe(true);
  });
});

describe("unrecognised words and suggestions", () => {
  it("reports what it does not know, with close dictionary names", () => {
    const reading = readMedicineEntry(dictionary, "warfrin 3mg");
    expect(reading.medicines).toEqual([]);
    expect(reading.unrecognised).toEqual(["warfrin"]);
    expect(reading.suggestions).toEqual(["Warfarin"]);
  });

  it("does not let dose and frequency words count as unknown", () => {
    expect(readMedicineEntry(dictionary, "Metformin 500 mg twice daily with meals").unrecognised).toEqual([]);
  });

  it("measures edit distance with swaps and stops past the limit", () => {
    expect(editDistance("warfrin", "warfarin", 2)).toBe(1);
    expect(editDistance("sertarline", "sertraline", 2)).toBe(1);
    expect(editDistance("aspirin", "warfarin", 2)).toBe(3);
  });

  it("matches the longest phrase first", () => {
    const index = buildPhraseIndex([
      ["sleep", "a"],
      ["sleep apnoea", "b"],
    ]);
    expect(readPhrases(index, "obstructive sleep apnoea").matches.map((match) => match.value)).toEqual(["b"]);
  });
});
