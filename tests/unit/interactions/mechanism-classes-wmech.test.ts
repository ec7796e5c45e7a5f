/** @jest-environment node */
// The wmech round's mechanism members (prisma/data/dictionaries/medicine-properties-wmech.ts): each carries the class
// and cites the page that states it, the class records reach them, and a record of the medicine's own still wins.
import { MEDICINES, MEDICINE_CLASSES } from "@/prisma/data/dictionaries";
import { CLASS_MEMBERS_WMECH } from "@/prisma/data/dictionaries/medicine-properties-wmech";
import { analyseOne } from "./shipped-engine";

const medicineBySlug = new Map(MEDICINES.map((medicine) => [medicine.slug, medicine]));
const mechanisms = new Set(MEDICINE_CLASSES.filter((entry) => entry.mechanism).map((entry) => entry.slug));

const recordsFor = (ingredient: string, medicine: string) =>
  analyseOne(ingredient, ingredient, { medicines: [medicine] }).interactions.drugInteractions.map(
    (finding) => finding.record.id,
  );

describe("wmech mechanism members", () => {
  it("names mechanism classes and dictionary medicines, each given the class with its source", () => {
    const problems = CLASS_MEMBERS_WMECH.flatMap(({ property, medicines = [], sources }) => [
      ...(mechanisms.has(property) ? [] : [`${property} is not a mechanism class`]),
      ...medicines.flatMap((slug) => {
        const medicine = medicineBySlug.get(slug);
        const urls = new Set(medicine?.references.map((reference) => reference.url));
        return medicine?.classes.includes(property) && sources.every((source) => urls.has(source.url))
          ? []
          : [`${slug} ${property}`];
      }),
    ]);
    expect(problems).toEqual([]);
  });

  it.each([
    ["st-johns-wort", "Spedra", "di-st-johns-wort-cyp3a4-dependent"],
    ["berberine", "Motilium", "di-berberine-cyp3a4-dependent"],
    ["goldenseal", "Entocort", "di-goldenseal-cyp3a4"],
    ["st-johns-wort", "Zanidip", "di-st-johns-wort-cyp3a4-substrate"],
    ["st-johns-wort", "Celebrex", "di-st-johns-wort-cyp2c9-substrate"],
    ["st-johns-wort", "Requip", "di-st-johns-wort-cyp1a2-substrate"],
    ["ginkgo-biloba", "Sunlenca", "di-ginkgo-biloba-pgp-substrate"],
    // A record of the medicine's own wins over the class.
    ["st-johns-wort", "Sunlenca", "di-st-johns-wort-lenacapavir"],
    ["st-johns-wort", "Sporanox", "di-st-johns-wort-itraconazole"],
    ["st-johns-wort", "Rasilez", "di-st-johns-wort-aliskiren"],
    ["st-johns-wort", "Viagra", "di-st-johns-wort-sildenafil"],
    ["st-johns-wort", "Proscar", "di-st-johns-wort-finasteride"],
  ])("%s with %s: only %s", (ingredient, medicine, id) => {
    expect(recordsFor(ingredient, medicine)).toEqual([id]);
  });

  it("does not reach an inhaler, or a medicine whose own text expects no interaction", () => {
    expect(recordsFor("st-johns-wort", "Pulmicort")).toEqual([]);
    expect(recordsFor("berberine", "Pulmicort")).toEqual([]);
    expect(recordsFor("st-johns-wort", "Betmiga")).toEqual([]);
    expect(recordsFor("berberine", "rosuvastatin")).toEqual([]);
  });
});
