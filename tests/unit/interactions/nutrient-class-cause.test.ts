/** @jest-environment node */
// A nutrient effect written for a group of medicines ("oral contraceptives increase the requirements for
// pyridoxine") reaches each member taken and the group typed by its name, and no medicine outside it.
import { DICTIONARIES } from "@/prisma/data/dictionaries";
import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";
import { analyseOne } from "./shipped-engine";

const depletions = (medicines: string[]) =>
  analyseOne("vitamin-b6", "Vitamin B6", { medicines }).interactions.nutrientInteractions.map((finding) => [
    finding.record.id,
    finding.causeDrugName,
  ]);

const RECORD = "ni-combined-hormonal-contraceptive-vitamin-b6";

describe("a nutrient effect of a group of medicines", () => {
  it("names a group the dictionary has", () => {
    const groups = new Set(DICTIONARIES.medicineClasses.map((group) => group.slug));
    const named = KNOWLEDGE_BASE.nutrientInteractions.flatMap((record) =>
      "drugClass" in record.cause ? [record.cause.drugClass] : [],
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((slug) => !groups.has(slug))).toEqual([]);
  });

  it("reaches a member taken, named as typed", () => {
    expect(depletions(["Microgynon 30"])).toContainEqual([RECORD, "Microgynon 30"]);
  });

  it("reaches the group typed by the source's words or a lay name", () => {
    expect(depletions(["oral contraceptives"])).toContainEqual([RECORD, "oral contraceptives"]);
    expect(depletions(["the pill"])).toContainEqual([RECORD, "the pill"]);
  });

  it("does not reach a medicine outside the group", () => {
    for (const medicine of ["Cerazette", "Mirena", "amlodipine"])
      expect(depletions([medicine]).map(([id]) => id)).not.toContain(RECORD);
  });
});
