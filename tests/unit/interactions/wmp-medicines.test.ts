/** @jest-environment node */
// Medicines as a blind probe typed them (class-wordings-wmp.ts): a product named for what it relieves reads as its
// group, lay names read as theirs, and a misspelt or voice-split name is checked as the one it is close to.
import { closestMedicineReading, readMedicineEntry } from "@/lib/interactions/dictionary";
import { index } from "./shipped-dictionary";

const read = (typed: string) => readMedicineEntry(index, typed);

describe("the wmp round's medicine wordings", () => {
  it.each([
    ["Numark Hayfever Relief 10mg", "antihistamine"],
    ["Superdrug Indigestion Relief Liquid", "acid-medicine"],
    ["pain relief", "painkiller"],
    ["Boots Max Strength Cold & Flu Relief Day & Night Capsules", "cold-flu-remedy"],
    ["sleepers", "sedative"],
    ["happy pills", "antidepressant"],
    ["glaucoma eye drops", "glaucoma-medicine"],
  ])("reads “%s” as the group %s", (typed, group) => {
    const reading = read(typed);
    expect(reading.classesOnly).toContain(group);
    expect(reading.unrecognised).toEqual([]);
  });

  it.each([
    ["Coversyl Plus", ["perindopril", "indapamide"]],
    ["Canesten Hydrocortisone cream", ["clotrimazole", "hydrocortisone"]],
    ["pred 5mg", ["prednisolone"]],
  ])("reads “%s” as %j", (typed, medicines) => {
    expect(read(typed).medicines).toEqual(expect.arrayContaining(medicines));
  });
});

describe("a name typed wrong", () => {
  it.each([
    ["amitryptiline 10mg", "amitriptyline", "Amitriptyline"],
    ["lanzoprazole", "lansoprazole", "Lansoprazole"],
    ["gabba pentin 300", "gabapentin", "Gabapentin"],
    ["met forming 500", "metformin", "Metformin"],
    ["salbutomol inhaler", "salbutamol", "Salbutamol"],
  ])("checks “%s” as %s, saying so", (typed, slug, name) => {
    const closest = closestMedicineReading(index, read(typed));
    expect(closest?.reading.medicines).toContain(slug);
    expect(closest?.name.toLowerCase()).toContain(name.toLowerCase());
  });

  it.each(["a tour of a statin", "sir tra lean 50", "Waxol"])("guesses nothing for “%s”", (typed) => {
    expect(closestMedicineReading(index, read(typed))?.reading.medicines ?? []).toEqual([]);
  });
});
