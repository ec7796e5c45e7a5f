import { matchingOptions, pickerOptions } from "@/lib/interactions/dictionary-options";
import { DICTIONARIES } from "@/prisma/data/dictionaries";

const options = pickerOptions(DICTIONARIES);

describe("medicine and condition pick lists", () => {
  it("offers every medicine, group and condition once, by name", () => {
    expect(options.medicines).toHaveLength(
      DICTIONARIES.medicines.length + DICTIONARIES.medicineClasses.length,
    );
    expect(options.conditions).toHaveLength(DICTIONARIES.conditions.length);
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
