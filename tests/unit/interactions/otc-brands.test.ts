/** @jest-environment node */
// UK pharmacy-counter brand names (prisma/data/dictionaries/medicines/otc-brands.ts and the brands added
// to existing entries): each reads as exactly the medicines in the product, with no word left unread,
// and a family name shared by products with different medicines is not read as one of them.
import { analyseSupplements } from "@/lib/interactions/analyse";
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { index, read, recordlessIndex } from "./shipped-dictionary";

/** The product entry (when a combination) and every medicine in it. */
const EXPECTED: [string, string[]][] = [
  // Pain
  ["Beechams Powders", ["aspirin-with-caffeine", "aspirin", "caffeine"]],
  ["Maximum Strength Aspro Clear", ["aspirin"]],
  ["Anadin Original", ["aspirin-with-caffeine", "aspirin", "caffeine"]],
  ["Anadin Extra", ["aspirin-paracetamol-caffeine", "aspirin", "paracetamol", "caffeine"]],
  ["Anadin Paracetamol", ["paracetamol"]],
  ["Anadin Ibuprofen", ["ibuprofen"]],
  ["Migraleve Pink", ["paracetamol-codeine-buclizine", "paracetamol", "codeine", "buclizine"]],
  ["Migraleve Yellow", ["co-codamol", "codeine", "paracetamol"]],
  // Cold, flu and cough
  [
    "Benylin Four Flu",
    ["paracetamol-diphenhydramine-pseudoephedrine", "paracetamol", "diphenhydramine", "pseudoephedrine"],
  ],
  [
    "Benylin 4 Flu Liquid",
    ["paracetamol-diphenhydramine-pseudoephedrine", "paracetamol", "diphenhydramine", "pseudoephedrine"],
  ],
  [
    "Beechams Ultra All in One",
    ["paracetamol-guaifenesin-phenylephrine", "paracetamol", "guaifenesin", "phenylephrine"],
  ],
  ["Lemsip Cold and Flu", ["paracetamol-with-phenylephrine", "paracetamol", "phenylephrine"]],
  ["Lemsip Max Cold & Flu", ["paracetamol-with-phenylephrine", "paracetamol", "phenylephrine"]],
  [
    "Lemsip Max Cold & Flu Capsules",
    ["paracetamol-caffeine-phenylephrine", "paracetamol", "caffeine", "phenylephrine"],
  ],
  ["Lemsip Cough for Chesty Cough", ["guaifenesin"]],
  ["Sudafed Decongestant", ["pseudoephedrine"]],
  ["Covonia Chesty Cough Sugar Free", ["guaifenesin"]],
  ["Sudafed Congestion Relief", ["phenylephrine"]],
  ["Sudafed Blocked Nose Capsules", ["phenylephrine"]],
  [
    "Sudafed Blocked Nose & Sinus Capsules",
    ["paracetamol-caffeine-phenylephrine", "paracetamol", "caffeine", "phenylephrine"],
  ],
  ["Sudafed Sinus Pressure and Pain", ["ibuprofen-with-pseudoephedrine", "ibuprofen", "pseudoephedrine"]],
  ["Sudafed Blocked Nose Spray", ["xylometazoline"]],
  // Indigestion
  [
    "Pepcidtwo",
    [
      "famotidine-calcium-carbonate-magnesium-hydroxide",
      "famotidine",
      "calcium-carbonate",
      "magnesium-hydroxide",
    ],
  ],
  ["Pepcid AC", ["famotidine"]],
  // Gaviscon Advance is the alginate alone; Original and Double Action add two antacids.
  ["Gaviscon Advance", ["sodium-alginate"]],
  ...["Gaviscon Double Action Tablets", "Gaviscon Original Aniseed Relief"].map(
    (typed): [string, string[]] => [
      typed,
      [
        "sodium-alginate-sodium-bicarbonate-calcium-carbonate",
        "sodium-alginate",
        "sodium-bicarbonate",
        "calcium-carbonate",
      ],
    ],
  ),
  // Thrush and fungal skin infections
  ["Canesten Cream", ["clotrimazole"]],
  ["Canesten Thrush Cream", ["clotrimazole"]],
  ["Canesten Oral", ["fluconazole"]],
  ["Canesten Duo", ["fluconazole-with-clotrimazole", "fluconazole", "clotrimazole"]],
  ["Canesten HC", ["clotrimazole-with-hydrocortisone", "clotrimazole", "hydrocortisone"]],
  // Sleep
  ["Nytol One-A-Night", ["diphenhydramine"]],
];

describe("UK pharmacy-counter brands", () => {
  it.each(EXPECTED)("reads %s as exactly its medicines", (name, medicines) => {
    expect(read(name)).toEqual({ medicines: [...medicines].sort(), unrecognised: [] });
  });

  it("does not read Nytol Herbal (valerian, a traditional herbal medicine) as diphenhydramine", () => {
    expect(read("Nytol Herbal").medicines).not.toContain("diphenhydramine");
    expect(read("Nytol Herbal").unrecognised.length).toBeGreaterThan(0);
  });

  it("does not read a bare family name with differently made products as one of them", () => {
    for (const family of [
      "Nytol",
      "Benylin",
      "Beechams",
      "Covonia",
      "Canesten",
      "Anadin",
      "Migraleve",
      "Pepcid",
      "Lemsip",
      "Sudafed",
    ])
      expect(read(family).medicines).toEqual([]);
  });

  // The family is the group of the products listed under it: their records show, and it is never checked.
  it.each([
    ["Canesten", "brand-canesten"],
    ["Anadin", "brand-anadin"],
    ["Lemsip Max", "brand-lemsip-max"],
    ["Depo", "brand-depo"],
  ])("reads %s alone as its products' group", (family, slug) => {
    expect(readMedicineEntry(index, family)).toMatchObject({ classesOnly: [slug], unrecognised: [] });
  });

  it("reads Tramacet as tramadol with paracetamol, both parts", () => {
    expect(readMedicineEntry(index, "Tramacet 37.5/325").medicines).toEqual([
      "tramadol-with-paracetamol",
      "tramadol",
      "paracetamol",
    ]);
  });

  it("leaves a brand with one medicine's products and a supplement's unread", () => {
    expect(read("Nytol")).toEqual({ medicines: [], unrecognised: ["nytol"] });
  });

  // "Did you mean": one product of each medicine in the family is offered by name, so one can be picked.
  it.each([
    ["Canesten", ["Canesten Cream", "Canesten Duo", "Canesten HC", "Canesten Oral"]],
    ["Anadin", ["Anadin Extra", "Anadin Ibuprofen", "Anadin Original", "Anadin Paracetamol"]],
    ["Migraleve", ["Migraleve Yellow"]],
    ["Pepcid", ["Pepcid AC"]],
    ["Lemsip", ["Lemsip Cold & Flu", "Lemsip Max All in One"]],
    ["Sudafed", ["Sudafed Decongestant", "Sudafed Blocked Nose Spray"]],
  ])("offers the products of %s by name", (family, products) => {
    expect(readMedicineEntry(index, family).suggestions).toEqual(expect.arrayContaining(products));
  });

  it("says a family name stands for several products, and nothing else does", () => {
    expect(readMedicineEntry(index, "Nytol").namesProductFamily).toBe(true);
    expect(readMedicineEntry(index, "Kalms").namesProductFamily).toBe(true);
    for (const typed of ["Zapflox", "HIV", "Warfrin", "thyroid tablets"])
      expect(readMedicineEntry(index, typed).namesProductFamily).toBe(false);
  });

  it("tells the person to choose the product when a family name was not checked", () => {
    const result = analyseSupplements(recordlessIndex(), {
      supplements: [],
      profile: {
        prescriptionDrugs: [{ drugName: "Canesten" }, { drugName: "Nytol" }],
        medicalConditions: [],
      },
    });
    expect(result.unknownDrugs).toEqual(["Canesten", "Nytol"]);
    expect(result.notChecked).toEqual([
      {
        kind: "medicine",
        name: "Canesten",
        reason:
          "“Canesten” is the name of several products that contain different medicines: we checked what applies to all of them and show what applies to some, but we cannot tell which one you take. Choose it to check it fully.",
        suggestions: ["Canesten Oral", "Canesten Cream", "Canesten Duo", "Canesten HC"],
      },
      expect.objectContaining({
        name: "Nytol",
        reason:
          "“Nytol” is the name of several products that contain different medicines, so it was not checked: choose the one you take.",
      }),
    ]);
  });
});
