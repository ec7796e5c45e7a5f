import { buildDictionaryIndex, readMedicineEntry } from "@/lib/interactions/dictionary";
import { matchingOptions, pickerOptions, unknownTo } from "@/lib/interactions/dictionary-options";
import { DICTIONARIES } from "@/prisma/data/dictionaries";

const options = pickerOptions(DICTIONARIES);

describe("medicine and condition pick lists", () => {
  it("offers every medicine, group and condition once, by name", () => {
    const groups = DICTIONARIES.medicineClasses.filter((group) => !group.mechanism);
    expect(options.medicines).toHaveLength(DICTIONARIES.medicines.length + groups.length);
    expect(options.conditions).toHaveLength(DICTIONARIES.conditions.length);
  });

  it("never offers a mechanism class, which no one names, as a group", () => {
    const mechanisms = DICTIONARIES.medicineClasses.filter((group) => group.mechanism);
    expect(mechanisms.length).toBeGreaterThan(0);
    const offered = new Set(options.medicines.map((option) => option.name));
    expect(mechanisms.filter((group) => offered.has(group.name))).toEqual([]);
  });

  it("finds a medicine by the start of its name, a brand or a US name", () => {
    expect(matchingOptions(options.medicines, "sertr")[0]?.name).toBe("Sertraline");
    expect(matchingOptions(options.medicines, "Eltrox").map((option) => option.name)).toContain(
      "Levothyroxine",
    );
    expect(matchingOptions(options.medicines, "cyclosporine").map((option) => option.name)).toContain(
      "Ciclosporin",
    );
  });

  it("puts the medicine whose own name fits before those that only match another name", () => {
    const names = matchingOptions(options.medicines, "citalopram").map((option) => option.name);
    expect(names[0]).toBe("Citalopram");
    expect(names).not.toContain("Escitalopram");
  });

  it("finds a condition by a word of its name or a synonym, and waits for two letters", () => {
    expect(matchingOptions(options.conditions, "apnoea").map((option) => option.name)).toContain(
      "Sleep apnoea",
    );
    expect(matchingOptions(options.conditions, "CKD").map((option) => option.name)).toContain(
      "Chronic kidney disease",
    );
    expect(matchingOptions(options.conditions, "a")).toEqual([]);
  });
});

describe("telling at entry that a medicine is not in our database", () => {
  const unknown = unknownTo(options.medicines);
  const index = buildDictionaryIndex(DICTIONARIES);
  /** What the check itself will say (lib/interactions/profile.ts): not in our list, or recognised at least in part. */
  const serverSaysUnknown = (typed: string) => {
    const reading = readMedicineEntry(index, typed);
    return !reading.negatedOnly && reading.medicines.length === 0 && reading.classesOnly.length === 0;
  };

  it.each([
    ["Zyxotrapine", true],
    ["Sertralene", true],
    ["10mg daily", true],
    ["Sertraline", false],
    ["sertraline 50mg once a day", false],
    ["Marevan", false],
    ["a statin", false],
    ["blood thinners", false],
    ["not taking warfarin", false],
  ])("%s: unknown %s, as the check will say", (typed, expected) => {
    expect(unknown(typed)).toBe(expected);
    expect(serverSaysUnknown(typed)).toBe(expected);
  });

  it("knows every name, brand and other name in the list, as the check does", () => {
    const listed = options.medicines.flatMap((option) => [option.name, ...option.also]);
    expect(listed.filter(unknown)).toEqual([]);
    expect(listed.filter(serverSaysUnknown)).toEqual([]);
  });
});
