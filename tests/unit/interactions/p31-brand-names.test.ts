/** @jest-environment node */
// UK brands a blind probe of UK product pages typed that the dictionary did not know; misspellings stay unread, with
// the one close name offered.
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { index, read } from "./shipped-dictionary";

describe("UK brand names from the p31 round", () => {
  it.each([
    ["Amlostin 10mg tablets", ["amlodipine"]],
    ["Univer capsules", ["verapamil"]],
    ["Angitil", ["diltiazem"]],
    ["Diaprel MR 30mg", ["gliclazide"]],
    ["Clarie XL", ["clarithromycin"]],
    ["Azocan", ["fluconazole"]],
    ["Canesten Thrush Oral Capsule", ["fluconazole"]],
    ["Alendros Once Weekly 70mg", ["alendronic-acid"]],
    ["Tauxib 60mg", ["etoricoxib"]],
    ["Lodine SR 600mg", ["etodolac"]],
  ])("%s reads as %j", (typed, medicines) => {
    expect(read(typed)).toEqual({ medicines, unrecognised: [] });
  });

  it("reads Canesten Thrush Duo as its capsule and cream", () => {
    expect([...read("Canesten Thrush Duo").medicines].sort()).toEqual([
      "clotrimazole",
      "fluconazole",
      "fluconazole-with-clotrimazole",
    ]);
  });

  it("offers the close name for a misspelt brand instead of guessing", () => {
    const entry = readMedicineEntry(index, "kepra");
    expect(entry.medicines).toEqual([]);
    expect(entry.suggestions).toEqual(["Keppra"]);
  });
});
