/** @jest-environment node */
// Mechanism classes (prisma/data/dictionaries/medicine-properties.ts): every member carries its source, a
// record on the class reaches each member on the shipped data, members with no record of their own included,
// and a record written for the medicine or for a narrower group wins over it, once per pair.
import { analyseSupplements } from "@/lib/interactions/analyse";
import type { EngineSupplement } from "@/lib/interactions/types";
import { MEDICINES, MEDICINE_CLASSES } from "@/prisma/data/dictionaries";
import { MECHANISM_MEMBERS, withMechanisms } from "@/prisma/data/dictionaries/medicine-properties";
import { DRUG_INTERACTIONS } from "@/prisma/data/interactions";

import { indexWithRecords } from "./shipped-dictionary";

const index = indexWithRecords({ drugInteractions: DRUG_INTERACTIONS });

function product(ingredient: string): EngineSupplement {
  return {
    id: `test-${ingredient}`,
    name: `Test ${ingredient}`,
    brand: "Test",
    category: "wellness",
    optimalTiming: null,
    ingredients: [{ slug: ingredient, name: ingredient, amount: 1, unit: "mg", chemicalForm: null }],
  };
}

/** The medicine records the engine reports for one product with one ingredient and one medicine. */
function recordsFor(ingredient: string, medicine: string): string[] {
  const result = analyseSupplements(index, {
    supplements: [product(ingredient)],
    profile: { prescriptionDrugs: [{ drugName: medicine }], medicalConditions: [] },
  });
  return result.interactions.drugInteractions.map((finding) => finding.record.id);
}

const byId = new Map(DRUG_INTERACTIONS.map((record) => [record.id, record]));
const medicineBySlug = new Map(MEDICINES.map((medicine) => [medicine.slug, medicine]));
const classBySlug = new Map(MEDICINE_CLASSES.map((entry) => [entry.slug, entry]));

describe("mechanism classes: members and their sources", () => {
  it("lists only known medicines, classes and mechanism classes", () => {
    const problems = MECHANISM_MEMBERS.flatMap((entry) => [
      ...(classBySlug.get(entry.property)?.mechanism ? [] : [`${entry.property} is not a mechanism class`]),
      ...(entry.medicines ?? []).filter((slug) => !medicineBySlug.has(slug)),
      ...(entry.classes ?? []).filter((slug) => !classBySlug.has(slug)),
      ...(entry.sources.length > 0 ? [] : [`${entry.property}: no source`]),
    ]);
    expect(problems).toEqual([]);
  });

  it("gives each member the class and cites the source that states it", () => {
    const problems = MECHANISM_MEMBERS.flatMap(({ property, medicines = [], classes = [], sources }) => [
      ...medicines.flatMap((slug) => {
        const medicine = medicineBySlug.get(slug);
        const urls = new Set(medicine?.references.map((reference) => reference.url));
        return medicine?.classes.includes(property) && sources.every((source) => urls.has(source.url))
          ? []
          : [`${slug} ${property}`];
      }),
      ...classes.flatMap((slug) => {
        const group = classBySlug.get(slug);
        const urls = new Set(group?.references.map((reference) => reference.url));
        return group?.parents.includes(property) && sources.every((source) => urls.has(source.url))
          ? []
          : [`${slug} ${property}`];
      }),
    ]);
    expect(problems).toEqual([]);
  });

  it("has a record on every mechanism class", () => {
    const targeted = new Set(DRUG_INTERACTIONS.map((record) => record.targetClass));
    const mechanisms = MEDICINE_CLASSES.filter((entry) => entry.mechanism).map((entry) => entry.slug);
    // binds-polyvalent-cations is reached through the four minerals' own classes.
    expect(mechanisms.filter((slug) => !targeted.has(slug) && slug !== "binds-polyvalent-cations")).toEqual(
      [],
    );
  });
});

describe("mechanism classes: the class record reaches every member", () => {
  it.each([
    // St John's wort lowers medicines cleared mainly by CYP3A4; none of these has a record of its own.
    ["st-johns-wort", "amiodarone", "di-st-johns-wort-cyp3a4-dependent"],
    ["st-johns-wort", "silodosin", "di-st-johns-wort-cyp3a4-dependent"],
    ["st-johns-wort", "dronedarone", "di-st-johns-wort-cyp3a4-dependent"],
    ["st-johns-wort", "colchicine", "di-st-johns-wort-cyp3a4-dependent"],
    ["st-johns-wort", "pimozide", "di-st-johns-wort-cyp3a4-dependent"],
    ["st-johns-wort", "alfuzosin", "di-st-johns-wort-cyp3a4-dependent"],
    ["st-johns-wort", "Kerendia", "di-st-johns-wort-cyp3a4-dependent"],
    ["st-johns-wort", "lomitapide", "di-st-johns-wort-cyp3a4-dependent"],
    // Medicines broken down by an enzyme St John's wort induces, with no record of their own.
    ["st-johns-wort", "Istin", "di-st-johns-wort-cyp3a4-substrate"],
    ["st-johns-wort", "diltiazem", "di-st-johns-wort-cyp3a4-substrate"],
    ["st-johns-wort", "quetiapine", "di-st-johns-wort-cyp3a4-dependent"],
    ["st-johns-wort", "aripiprazole", "di-st-johns-wort-cyp3a4-substrate"],
    ["st-johns-wort", "oxycodone", "di-st-johns-wort-cyp3a4-substrate"],
    ["st-johns-wort", "Cialis", "di-st-johns-wort-cyp3a4-dependent"],
    ["st-johns-wort", "ticagrelor", "di-st-johns-wort-cyp3a4-substrate"],
    ["st-johns-wort", "dexamethasone", "di-st-johns-wort-cyp3a4-substrate"],
    ["st-johns-wort", "flurbiprofen", "di-st-johns-wort-cyp2c9-substrate"],
    ["st-johns-wort", "lansoprazole", "di-st-johns-wort-cyp2c19-substrate"],
    ["st-johns-wort", "olanzapine", "di-st-johns-wort-cyp1a2-substrate"],
    ["st-johns-wort", "Circadin", "di-st-johns-wort-cyp1a2-substrate"],
    ["st-johns-wort", "Aricept", "di-st-johns-wort-cyp3a4-substrate"],
    ["st-johns-wort", "BuTrans", "di-st-johns-wort-cyp3a4-substrate"],
    ["st-johns-wort", "ondansetron", "di-st-johns-wort-cyp3a4-substrate"],
    // Anticoagulants that no DOAC or warfarin record covers.
    ["ginkgo-biloba", "enoxaparin", "di-ginkgo-biloba-anticoagulant"],
    ["garlic", "Fragmin", "di-garlic-anticoagulant"],
    ["turmeric-curcumin", "fondaparinux", "di-turmeric-curcumin-anticoagulant"],
    // Medicines that raise serotonin outside the SSRI, SNRI, MAOI, triptan and opioid groups.
    ["st-johns-wort", "lithium", "di-st-johns-wort-serotonergic-medicine"],
    ["st-johns-wort", "trazodone", "di-st-johns-wort-serotonergic-medicine"],
    ["st-johns-wort", "linezolid", "di-st-johns-wort-serotonergic-medicine"],
    ["5-htp", "clomipramine", "di-5-htp-serotonergic-medicine"],
    ["5-htp", "dextromethorphan", "di-5-htp-serotonergic-medicine"],
    ["5-htp", "lithium", "di-5-htp-serotonergic-medicine"],
    // Potassium with medicines that raise it and have no potassium record of their own.
    ["potassium", "aliskiren", "di-potassium-raises-potassium"],
    ["potassium", "enoxaparin", "di-potassium-raises-potassium"],
    ["potassium", "dalteparin", "di-potassium-raises-potassium"],
    ["potassium", "finerenone", "di-potassium-raises-potassium"],
    // Minerals with medicines they bind, by each mineral the source names.
    ["iron", "eltrombopag", "di-iron-binds-iron"],
    ["calcium", "Revolade", "di-calcium-binds-calcium"],
    ["magnesium", "eltrombopag", "di-magnesium-binds-magnesium"],
    ["zinc", "eltrombopag", "di-zinc-binds-zinc"],
    ["iron", "mycophenolate-mofetil", "di-iron-binds-iron"],
    ["iron", "penicillamine", "di-iron-binds-iron"],
    ["zinc", "penicillamine", "di-zinc-binds-zinc"],
  ])("%s with %s: %s", (ingredient, medicine, id) => {
    expect(recordsFor(ingredient, medicine)).toEqual([id]);
  });

  it("speaks once for a combination whose medicines share the group", () => {
    const result = analyseSupplements(index, {
      supplements: [product("psyllium")],
      profile: { prescriptionDrugs: [{ drugName: "co-codamol 30/500" }], medicalConditions: [] },
    });
    expect(
      result.interactions.drugInteractions.map((finding) => [finding.record.id, finding.medicine?.name]),
    ).toEqual([["di-psyllium-opioid", "Co-codamol"]]);
  });

  it("reaches a member inside a combination, beside its other components' records", () => {
    // Entacapone's leaflet gives its own gap from iron, so its record speaks instead of the binding group's.
    expect(recordsFor("iron", "Stalevo").sort()).toEqual(["di-iron-entacapone", "di-iron-levodopa"]);
  });

  it("names the member and the mechanism in the finding", () => {
    const result = analyseSupplements(index, {
      supplements: [product("st-johns-wort")],
      profile: { prescriptionDrugs: [{ drugName: "amiodarone" }], medicalConditions: [] },
    });
    const [finding] = result.interactions.drugInteractions;
    expect(finding?.medicine?.name).toBe("Amiodarone");
    expect(finding?.record.drugName).toBe("Medicines cleared mainly by the liver enzyme CYP3A4");
    expect(finding?.record.mechanism).toMatch(/CYP3A4/);
  });

  it("does not reach a medicine no enzyme list names", () => {
    // Amisulpride leaves the body unchanged in the urine; beclometasone is not a listed CYP3A4 substrate.
    expect(recordsFor("st-johns-wort", "amisulpride")).toEqual([]);
    expect(recordsFor("st-johns-wort", "beclometasone")).toEqual([]);
  });

  it("places the medicines cleared mainly by CYP3A4 under those it breaks down", () => {
    expect(classBySlug.get("cyp3a4-dependent")?.parents).toContain("cyp3a4-substrate");
  });

  it("does not reach a medicine only the mineral it does not bind would", () => {
    expect(recordsFor("calcium", "entacapone")).toEqual([]);
    expect(recordsFor("magnesium", "entacapone")).toEqual([]);
  });
});

describe("mechanism classes: a record for the medicine or a narrower group wins, once", () => {
  it.each([
    // A record of its own.
    ["st-johns-wort", "simvastatin", "di-st-johns-wort-simvastatin"],
    ["st-johns-wort", "mirtazapine", "di-st-johns-wort-mirtazapine"],
    ["potassium", "ciclosporin", "di-potassium-ciclosporin"],
    ["potassium", "trimethoprim", "di-potassium-trimethoprim"],
    // A narrower group's record, with its own gap or advice.
    ["iron", "doxycycline", "di-iron-tetracycline"],
    ["zinc", "ciprofloxacin", "di-zinc-fluoroquinolone"],
    ["calcium", "alendronic acid", "di-calcium-bisphosphonate"],
    ["magnesium", "dolutegravir", "di-magnesium-integrase-inhibitor"],
    ["potassium", "ramipril", "di-potassium-ace-inhibitor"],
    ["potassium", "spironolactone", "di-potassium-potassium-sparing-diuretic"],
    ["st-johns-wort", "sertraline", "di-st-johns-wort-ssri"],
    ["st-johns-wort", "Buccolam", "di-st-johns-wort-antiepileptic"],
    ["ginkgo-biloba", "apixaban", "di-ginkgo-biloba-doac"],
    ["ginkgo-biloba", "warfarin", "di-ginkgo-biloba-warfarin"],
    ["st-johns-wort", "tramadol", "di-st-johns-wort-serotonergic-opioid"],
    ["5-htp", "sumatriptan", "di-5-htp-triptan"],
    // The enzyme classes: a medicine's own record, the narrower cyp3a4-dependent, or a graver group record.
    ["st-johns-wort", "ivabradine", "di-st-johns-wort-ivabradine"],
    ["st-johns-wort", "dronedarone", "di-st-johns-wort-cyp3a4-dependent"],
    ["st-johns-wort", "nifedipine", "di-st-johns-wort-nifedipine"],
    ["st-johns-wort", "clozapine", "di-st-johns-wort-clozapine"],
    ["st-johns-wort", "warfarin", "di-st-johns-wort-warfarin"],
    ["st-johns-wort", "omeprazole", "di-st-johns-wort-omeprazole"],
    ["st-johns-wort", "fentanyl", "di-st-johns-wort-serotonergic-opioid"],
    ["st-johns-wort", "alprazolam", "di-st-johns-wort-benzodiazepine"],
    ["st-johns-wort", "acalabrutinib", "di-st-johns-wort-anticancer"],
  ])("%s with %s: only %s", (ingredient, medicine, id) => {
    expect(recordsFor(ingredient, medicine)).toEqual([id]);
  });

  it("keeps the narrower group's separation, not the broad record's", () => {
    const [id] = recordsFor("iron", "doxycycline");
    expect(byId.get(id ?? "")?.timingSeparationHours).toBe(3);
  });
});

describe("a group typed by its name", () => {
  it.each([
    // Every listed heparin raises potassium, so "heparin" alone meets the potassium record.
    ["potassium", "heparin", "di-potassium-raises-potassium"],
    ["potassium", "calcineurin inhibitors", "di-potassium-raises-potassium"],
  ])("%s with %s: %s, for what every member of the group is", (ingredient, medicine, id) => {
    expect(recordsFor(ingredient, medicine)).toContain(id);
  });

  it("is not checked for what only some members are", () => {
    // Statins: some are CYP3A4 substrates (simvastatin), some are not (rosuvastatin).
    expect(recordsFor("st-johns-wort", "statins")).not.toContain("di-st-johns-wort-simvastatin");
    expect(recordsFor("potassium", "statins")).toEqual([]);
  });
});

describe("building the medicine list", () => {
  it("refuses a medicine slug used twice, which would otherwise replace the first entry unseen", () => {
    const [first] = MEDICINES;
    if (!first) throw new Error("no medicines");
    expect(() => withMechanisms([first, { ...first, name: "Another" }], MEDICINE_CLASSES, [])).toThrow(
      first.slug,
    );
  });
});

// The FSA's CBD advice concerns anyone taking medication: a class every top group is in, below every narrower record.
describe("advice given for any medicine", () => {
  const cbdWith = (medicine: string) => {
    const { drugInteractions } = analyseSupplements(index, {
      supplements: [product("cbd")],
      profile: { prescriptionDrugs: [{ drugName: medicine }], medicalConditions: [] },
    }).interactions;
    return drugInteractions.map(({ record }) => record.id);
  };

  it("reaches a medicine no CBD text names", () => {
    expect(cbdWith("amoxicillin 500mg")).toEqual(["di-cbd-any-medicine"]);
    expect(cbdWith("sertraline")).toEqual(["di-cbd-any-medicine"]);
  });

  it("gives way to a record written for the medicine or a narrower group", () => {
    expect(cbdWith("clobazam")).toEqual(["di-cbd-clobazam"]);
    expect(cbdWith("tacrolimus")).not.toContain("di-cbd-any-medicine");
  });

  it("leaves a medicine used only on the skin alone", () => {
    expect(cbdWith("hydrocortisone cream")).toEqual([]);
  });

  it("puts every top group of the dictionary in it", () => {
    const roots = MEDICINE_CLASSES.filter((group) => group.parents.length === 0).map((group) => group.slug);
    expect(roots).toEqual(["any-medicine"]);
  });
});
