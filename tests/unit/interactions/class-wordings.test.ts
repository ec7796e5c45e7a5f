/** @jest-environment node */
// Groups named as UK product information words them ("tetracyclines", "cardiac glycosides"): each wording is
// read as its one group, whole, with nothing left unread; conditions likewise.
import { readConditionEntry, readMedicineEntry } from "@/lib/interactions/dictionary";
import { CLASS_WORDINGS, CONDITION_WORDINGS } from "@/prisma/data/dictionaries/class-wordings";
import { index } from "./shipped-dictionary";
import { analyseOne } from "./shipped-engine";

const wordings = Object.entries(CLASS_WORDINGS).flatMap(([slug, names]) =>
  names.map((name) => [name, slug] as const),
);

describe("a group as product information words it", () => {
  it.each(wordings)("reads “%s” as the group %s alone", (typed, slug) => {
    const reading = readMedicineEntry(index, typed);
    expect(reading.classesOnly).toEqual([slug]);
    expect(reading.medicines).toEqual([]);
    expect(reading.unrecognised).toEqual([]);
  });

  it("names only groups the dictionary has", () => {
    for (const slug of Object.keys(CLASS_WORDINGS)) expect(index.classes.has(slug)).toBe(true);
  });

  it.each(["benzo", "benzos"])("reads the short name “%s” as the benzodiazepines", (typed) => {
    expect(readMedicineEntry(index, typed)).toMatchObject({
      classesOnly: ["benzodiazepine"],
      unrecognised: [],
    });
  });

  it("does not read a group behind “anti-” as that group", () => {
    // Tamoxifen and fulvestrant block oestrogen: their own group, never the oestrogens.
    expect(readMedicineEntry(index, "anti-oestrogens")).toMatchObject({
      classesOnly: ["anti-oestrogen"],
      unrecognised: [],
    });
    expect(readMedicineEntry(index, "oestrogen blockers").classesOnly).toEqual([
      "breast-cancer-hormone-therapy",
    ]);
    expect(readMedicineEntry(index, "anti-inflammatories").classesOnly).toEqual(["nsaid"]);
  });

  it("leaves groups the dictionary does not have unread rather than reading a broader one", () => {
    for (const typed of ["antiprotozoals", "hepatotoxics"]) {
      const reading = readMedicineEntry(index, typed);
      expect(reading.classesOnly).toEqual([]);
      expect(reading.unrecognised).toEqual([typed]);
    }
  });

  it.each([
    ["loop diuretics such as furosemide", ["furosemide"], ["loop-diuretic"]],
    ["digoxin and other cardiac glycosides", ["digoxin"], ["cardiac-glycoside"]],
    ["oral iron preparations", [], ["iron-preparation"]],
    ["ciprofloxacin hydrochloride", ["ciprofloxacin"], []],
    ["methotrexate sodium", ["methotrexate"], []],
    ["atorvastatin calcium", ["atorvastatin"], []],
    ["edoxaban tosilate", ["edoxaban"], []],
    ["prednisolone sodium phosphate", ["prednisolone"], []],
    ["lithium salts", ["lithium"], []],
    ["HCQ 200mg", ["hydroxychloroquine"], []],
    ["omeprazole 20mg gastro-resistant capsules", ["omeprazole"], []],
    ["thyroid - levothyroxine", ["levothyroxine"], []],
    ["GP wants me to start statins", [], ["statin"]],
    ["course of amoxicillin ending Friday", ["amoxicillin"], []],
    ["Atorvastatin 20mg film-coated tablets", ["atorvastatin"], []],
    ["hydantoins", ["phenytoin"], []],
    ["medicinal products that increase the risk of bleeding", [], ["bleeding-risk-medicine"]],
    ["medications that slow blood clotting", [], ["bleeding-risk-medicine"]],
    ["warfarin blood thinner", ["warfarin"], []],
  ])("reads “%s” whole, as product information lists it", (typed, medicines, groups) => {
    const reading = readMedicineEntry(index, typed);
    expect(reading.medicines).toEqual(medicines);
    expect(reading.classesOnly).toEqual(groups);
    expect(reading.unrecognised).toEqual([]);
  });

  it.each(Object.entries(CONDITION_WORDINGS).flatMap(([slug, names]) => names.map((name) => [name, slug])))(
    "reads the condition “%s” as %s alone",
    (typed, slug) => {
      const reading = readConditionEntry(index, typed);
      expect(reading.conditions).toEqual([slug]);
      expect(reading.unrecognised).toEqual([]);
    },
  );

  it.each([
    ["active peptic ulcer", "peptic-ulcer"],
    ["uncontrolled hypertension", "hypertension"],
  ])("passes over how product information qualifies “%s”", (typed, slug) => {
    expect(readConditionEntry(index, typed).conditions).toEqual([slug]);
    expect(readMedicineEntry(index, typed).medicines).toEqual([]);
  });

  it.each([
    ["liver or kidney problems", ["liver-disease", "chronic-kidney-disease"]],
    ["breast or ovarian cancer", ["breast-cancer", "ovarian-cancer"]],
    ["high blood pressure and heart disease", ["hypertension", "cardiovascular-disease"]],
    ["patients with known hypersensitivity to soya", ["soya-allergy"]],
    ["hypersensitive to peanuts", ["peanut-allergy"]],
    ["untreated hypothyroidism", ["hypothyroidism"]],
    ["vitamin B12 deficiency states", ["vitamin-b12-deficiency"]],
  ])("reads “%s” as product information qualifies it", (typed, slugs) => {
    const reading = readConditionEntry(index, typed);
    expect([...reading.conditions].sort()).toEqual([...slugs].sort());
    expect(reading.unrecognised).toEqual([]);
  });

  it("negates both organs of “no liver or kidney problems”", () => {
    expect(readConditionEntry(index, "no liver or kidney problems").conditions).toEqual([]);
  });

  it("puts a DVT and a pulmonary embolism under venous thromboembolism", () => {
    for (const slug of ["deep-vein-thrombosis", "pulmonary-embolism"])
      expect(index.conditionClosure.get(slug)?.has("venous-thromboembolism")).toBe(true);
  });
});

it("reads a mineral after a comma as a supplement named, not as a medicine's salt", () => {
  const reading = readMedicineEntry(index, "warfarin, magnesium");
  expect([reading.medicines, reading.unrecognised, reading.supplements]).toEqual([
    ["warfarin"],
    ["magnesium"],
    ["Magnesium"],
  ]);
});

describe("a mechanism group as product information words it", () => {
  it("reads “CYP3A4 substrates” as the mechanism group, whose class record then applies", () => {
    const result = analyseOne("st-johns-wort", "St John's wort", { medicines: ["CYP3A4 substrates"] });
    expect(result.interactions.drugInteractions.map((finding) => finding.record.id)).toContain(
      "di-st-johns-wort-cyp3a4-substrate",
    );
    expect(result.unknownDrugs).toEqual(["CYP3A4 substrates"]);
  });
});
