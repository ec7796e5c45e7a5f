/** @jest-environment node */
// Names from the shop shelf typed among medicines: a shop's own-brand word beside a medicine leaves nothing unread,
// and a supplement brand the catalogue carries is named as a supplement to add, never read as a medicine.
import { analyseSupplements } from "@/lib/interactions/analyse";
import { readMedicineEntry } from "@/lib/interactions/dictionary";
import { normaliseName } from "@/lib/interactions/names";
import { SUPPLEMENT_BRANDS } from "@/prisma/data/dictionaries/supplement-brands";
import { PRODUCTS } from "@/prisma/data/catalogue/products";
import { index, read, recordlessIndex } from "./shipped-dictionary";

describe("a shop's own brand beside a medicine", () => {
  it.each([
    ["Boots paracetamol 500mg", ["paracetamol"]],
    ["Tesco ibuprofen 200mg", ["ibuprofen"]],
    ["Lloyds Pharmacy omeprazole 20mg", ["omeprazole"]],
    ["Superdrug cetirizine", ["cetirizine"]],
    ["Asda loratadine", ["loratadine"]],
    ["own brand loratadine", ["loratadine"]],
    ["generic sertraline 50mg", ["sertraline"]],
  ])("%s reads as the medicine with nothing left unread", (typed, medicines) => {
    expect(read(typed)).toEqual({ medicines, unrecognised: [] });
  });

  it("leaves a shop's name alone unread, so it is shown as not checked", () => {
    expect(read("Boots")).toEqual({ medicines: [], unrecognised: ["boots"] });
    expect(read("Superdrug own brand").medicines).toEqual([]);
  });
});

describe("a supplement brand typed among medicines", () => {
  const knowledge = recordlessIndex();

  it.each([
    ["Berocca", ["Berocca"]],
    ["Pregnacare Original", ["Pregnacare"]],
    ["Bio Kult", ["Bio-Kult"]],
    ["Solgar vitamin D", ["Solgar", "Vitamin D3"]],
  ])("%s names the supplement and no medicine", (typed, supplements) => {
    const reading = readMedicineEntry(index, typed);
    expect(reading.medicines).toEqual([]);
    expect(reading.supplements).toEqual(supplements);
  });

  it("says to add it as a supplement, and still checks the medicine beside it", () => {
    const result = analyseSupplements(knowledge, {
      supplements: [],
      profile: { prescriptionDrugs: [{ drugName: "Berocca and metformin 500mg" }], medicalConditions: [] },
    });
    expect(
      result.recognisedMedicines.flatMap((entry) => entry.medicines.map((medicine) => medicine.slug)),
    ).toEqual(["metformin"]);
    expect(result.notChecked).toEqual([
      expect.objectContaining({
        kind: "medicine",
        reason: expect.stringContaining("names Berocca, which we check as a supplement") as string,
      }),
    ]);
  });

  it("says a brand typed alone is a supplement, without naming it twice", () => {
    const result = analyseSupplements(knowledge, {
      supplements: [],
      profile: { prescriptionDrugs: [{ drugName: "Berocca" }], medicalConditions: [] },
    });
    expect(result.notChecked.map((note) => note.reason)).toEqual([
      "“Berocca” is a supplement, not a medicine, so it was not checked here: add it as a supplement to check it against your medicines and conditions.",
    ]);
  });

  it("lists only brands and product lines the catalogue carries", () => {
    const shelf = PRODUCTS.map((product) => normaliseName(`${product.brand} ${product.name}`)).join(" | ");
    for (const brand of SUPPLEMENT_BRANDS) {
      expect([brand.name, shelf.includes(normaliseName(brand.name))]).toEqual([brand.name, true]);
    }
  });
});

describe("a copper coil typed among medicines", () => {
  it.each(["copper coil", "IUD", "copper IUD fitted 2022"])(
    "%s is the contraceptive device, not the copper supplement",
    (typed) => {
      expect(readMedicineEntry(index, typed)).toMatchObject({
        medicines: ["copper-intrauterine-device"],
        supplements: [],
        unrecognised: [],
      });
    },
  );
});

describe("vitamin D typed among medicines", () => {
  it.each([
    "prescribed vitamin D",
    "vitamin D prescribed by GP",
    "vitamin D from my GP 20000 units weekly",
    "vitamin D loading dose",
  ])("%s is the prescribed medicine, colecalciferol", (typed) => {
    expect(readMedicineEntry(index, typed)).toMatchObject({ medicines: ["colecalciferol"], supplements: [] });
  });

  it("is a supplement to add when nothing says it is prescribed", () => {
    expect(readMedicineEntry(index, "vitamin D 1000 units")).toMatchObject({ medicines: [] });
    expect(readMedicineEntry(index, "vitamin D 1000 units").supplements).not.toEqual([]);
  });
});

describe("iron and B12 said to be prescribed, typed among medicines", () => {
  it("reads prescribed iron as the iron medicines and prescribed B12 as cyanocobalamin", () => {
    expect(readMedicineEntry(index, "prescribed iron")).toMatchObject({ classesOnly: ["iron-preparation"] });
    expect(readMedicineEntry(index, "B12 tablets from GP")).toMatchObject({ medicines: ["cyanocobalamin"] });
  });

  it("names bare B12 as the supplement to add", () => {
    expect(readMedicineEntry(index, "B12 tablets").supplements).not.toEqual([]);
  });
});
