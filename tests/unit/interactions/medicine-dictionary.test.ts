/** @jest-environment node */
// The UK medicine dictionary (prisma/data/dictionaries/): every entry valid, names unambiguous, class
// graph sound, the agreed classes populated, every medicine the knowledge base names recognised, and
// the agreed example medicines resolved to the right medicine and class.
import {
  medicineClassSchema,
  medicineSchema,
  type Medicine,
  type MedicineClass,
} from "@/lib/interactions/dictionary-schema";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";
import { buildDictionaryIndex, readMedicineEntry } from "@/lib/interactions/dictionary";
import { DICTIONARIES, MEDICINES, MEDICINE_CLASSES } from "@/prisma/data/dictionaries";
import { DRUG_INTERACTIONS, NUTRIENT_INTERACTIONS } from "@/prisma/data/interactions";

/** The class slugs the knowledge base was first written against. */
const AGREED_CLASSES = [
  "anticoagulant",
  "vitamin-k-antagonist",
  "doac",
  "heparin",
  "antiplatelet",
  "nsaid",
  "bleeding-risk-medicine",
  "ssri",
  "snri",
  "maoi",
  "tricyclic-antidepressant",
  "antidepressant",
  "triptan",
  "serotonergic-opioid",
  "opioid",
  "serotonergic-medicine",
  "tetracycline",
  "fluoroquinolone",
  "bisphosphonate",
  "integrase-inhibitor",
  "hiv-protease-inhibitor",
  "nnrti",
  "hiv-antiretroviral",
  "sulfonylurea",
  "insulin",
  "biguanide",
  "dpp4-inhibitor",
  "sglt2-inhibitor",
  "glp1-agonist",
  "thiazolidinedione",
  "blood-glucose-lowering",
  "benzodiazepine",
  "z-drug",
  "sedative",
  "retinoid",
  "ace-inhibitor",
  "arb",
  "potassium-sparing-diuretic",
  "raises-potassium",
  "thiazide-diuretic",
  "loop-diuretic",
  "beta-blocker",
  "calcium-channel-blocker",
  "antihypertensive",
  "calcineurin-inhibitor",
  "immunosuppressant",
  "enzyme-inducing-antiepileptic",
  "antiepileptic",
  "statin",
  "thyroid-hormone",
  "antithyroid",
  "ppi",
  "h2-antagonist",
  "corticosteroid",
  "hormonal-contraceptive",
  "combined-hormonal-contraceptive",
  "progestogen-only-contraceptive",
  "emergency-contraceptive",
  "hrt",
  "antipsychotic",
  "mood-stabiliser",
  "methylxanthine",
  "cardiac-glycoside",
  "antihistamine",
  "gabapentinoid",
  "dopaminergic",
  "macrolide",
  "penicillin",
  "cephalosporin",
  "antibacterial",
];

/** Lower case, apostrophes and hyphens ignored, runs of spaces collapsed: "Co-Codamol" → "cocodamol". */
function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’‘-]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function namesOf(medicine: Medicine): string[] {
  return [medicine.name, ...medicine.brands, ...medicine.otherNames];
}

/** Every normalised name, brand and other name → the slugs of the medicines that carry it. */
function buildNameIndex(medicines: Medicine[]): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const medicine of medicines) {
    for (const name of namesOf(medicine)) {
      const key = normalise(name);
      const slugs = index.get(key) ?? new Set<string>();
      slugs.add(medicine.slug);
      index.set(key, slugs);
    }
  }
  return index;
}

const NAME_INDEX = buildNameIndex(MEDICINES);
const MEDICINE_BY_SLUG = new Map(MEDICINES.map((medicine) => [medicine.slug, medicine]));
const CLASS_BY_SLUG = new Map(MEDICINE_CLASSES.map((medicineClass) => [medicineClass.slug, medicineClass]));

/** Whole-name lookup: the slugs of the medicines a typed name stands for (empty when unknown). */
function resolve(name: string): string[] {
  return [...(NAME_INDEX.get(normalise(name)) ?? [])];
}

function resolveOne(name: string): Medicine {
  const slugs = resolve(name);
  expect(slugs).toHaveLength(1);
  const medicine = MEDICINE_BY_SLUG.get(slugs[0] ?? "");
  if (medicine === undefined) throw new Error(`"${name}" resolves to no medicine`);
  return medicine;
}

/** A class and all its ancestors through `parents`. */
function withAncestors(slug: string, seen = new Set<string>()): Set<string> {
  if (seen.has(slug)) return seen;
  seen.add(slug);
  for (const parent of CLASS_BY_SLUG.get(slug)?.parents ?? []) withAncestors(parent, seen);
  return seen;
}

function classesOf(medicine: Medicine): Set<string> {
  const all = new Set<string>();
  for (const slug of medicine.classes) for (const ancestor of withAncestors(slug)) all.add(ancestor);
  return all;
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe("medicine dictionary: entries", () => {
  it("has at least 1,000 medicines", () => {
    expect(MEDICINES.length).toBeGreaterThanOrEqual(1000);
  });

  it.each(MEDICINE_CLASSES.map((medicineClass) => [medicineClass.slug, medicineClass] as const))(
    "class %s matches the schema",
    (_slug, medicineClass: MedicineClass) => {
      expect(medicineClassSchema.safeParse(medicineClass).error).toBeUndefined();
    },
  );

  it.each(MEDICINES.map((medicine) => [medicine.slug, medicine] as const))(
    "medicine %s matches the schema",
    (_slug, medicine: Medicine) => {
      expect(medicineSchema.safeParse(medicine).error).toBeUndefined();
    },
  );

  it("has unique medicine slugs and unique class slugs", () => {
    expect(duplicates(MEDICINES.map((medicine) => medicine.slug))).toEqual([]);
    expect(duplicates(MEDICINE_CLASSES.map((medicineClass) => medicineClass.slug))).toEqual([]);
  });

  it("never gives one name, brand or other name to two medicines", () => {
    const shared = [...NAME_INDEX].filter(([, slugs]) => slugs.size > 1).map(([name]) => name);
    expect(shared).toEqual([]);
  });

  it("never uses a class name as a medicine's name, brand or other name", () => {
    const classNames = new Set(MEDICINE_CLASSES.map((medicineClass) => normalise(medicineClass.name)));
    const clashes = [...NAME_INDEX.keys()].filter((name) => classNames.has(name));
    expect(clashes).toEqual([]);
  });

  it("names only existing classes and components, and no medicine is its own component", () => {
    const unknownClasses = MEDICINES.flatMap((medicine) => medicine.classes).filter(
      (slug) => !CLASS_BY_SLUG.has(slug),
    );
    const unknownParents = MEDICINE_CLASSES.flatMap((medicineClass) => medicineClass.parents).filter(
      (slug) => !CLASS_BY_SLUG.has(slug),
    );
    const badComponents = MEDICINES.flatMap((medicine) =>
      medicine.components.filter((slug) => slug === medicine.slug || !MEDICINE_BY_SLUG.has(slug)),
    );
    expect({ unknownClasses, unknownParents, badComponents }).toEqual({
      unknownClasses: [],
      unknownParents: [],
      badComponents: [],
    });
  });
});

describe("medicine dictionary: class graph", () => {
  it("has no cycle through class parents", () => {
    const cyclic = MEDICINE_CLASSES.filter((medicineClass) =>
      medicineClass.parents.some((parent) => withAncestors(parent).has(medicineClass.slug)),
    ).map((medicineClass) => medicineClass.slug);
    expect(cyclic).toEqual([]);
  });

  it("defines every agreed class", () => {
    expect(AGREED_CLASSES.filter((slug) => !CLASS_BY_SLUG.has(slug))).toEqual([]);
  });

  it("gives every class at least one member, directly or through a narrower class", () => {
    const populated = new Set(MEDICINES.flatMap((medicine) => [...classesOf(medicine)]));
    const empty = MEDICINE_CLASSES.map((medicineClass) => medicineClass.slug).filter(
      (slug) => !populated.has(slug),
    );
    expect(empty).toEqual([]);
  });
});

/**
 * The medicine names the knowledge base uses. A drugName may name two medicines ("Co-careldopa /
 * co-beneldopa") or carry a qualifier in brackets ("Aspirin (low dose)"): each part is checked, without
 * the qualifier.
 */
/** Every medicine name the knowledge base uses (class-wide records name a class, checked below). */
function knowledgeBaseNames(): string[] {
  const names = DRUG_INTERACTIONS.filter((record) => record.targetClass === undefined).flatMap((record) => [
    record.genericName,
    ...record.drugName.split(" / "),
    ...record.brandNames,
  ]);
  for (const record of NUTRIENT_INTERACTIONS) {
    if ("drug" in record.cause) names.push(record.cause.drug);
  }
  return [...new Set(names.map((name) => name.replace(/\s*\([^)]*\)\s*$/, "").trim()))];
}

describe("medicine dictionary: knowledge-base coverage", () => {
  it.each(knowledgeBaseNames())("recognises %s as exactly one medicine", (name) => {
    expect(resolve(name)).toHaveLength(1);
  });

  it("names only classes of the dictionary in class-wide records", () => {
    const classSlugs = new Set(MEDICINE_CLASSES.map((entry) => entry.slug));
    const unknown = DRUG_INTERACTIONS.flatMap((record) =>
      record.targetClass !== undefined && !classSlugs.has(record.targetClass) ? [record.id] : [],
    );
    expect(unknown).toEqual([]);
  });

  it("resolves a record's generic name and brands to the same medicine", () => {
    const mismatched = DRUG_INTERACTIONS.filter((record) => record.targetClass === undefined)
      .filter((record) =>
        record.brandNames.some((brand) => {
          const brandMedicine = resolveOne(brand);
          const generic = resolveOne(record.genericName);
          return brandMedicine.slug !== generic.slug && !brandMedicine.components.includes(generic.slug);
        }),
      )
      .map((record) => record.id);
    expect(mismatched).toEqual([]);
  });
});

describe("medicine dictionary: the issue's examples", () => {
  it.each([
    ["cyclosporine", "ciclosporin", "calcineurin-inhibitor"],
    ["Eltroxin", "levothyroxine", "thyroid-hormone"],
    ["Nexium", "esomeprazole", "ppi"],
    ["Glucophage", "metformin", "biguanide"],
    ["Glucophage", "metformin", "blood-glucose-lowering"],
    ["tramadol", "tramadol", "serotonergic-opioid"],
    ["lymecycline", "lymecycline", "tetracycline"],
    ["levofloxacin", "levofloxacin", "fluoroquinolone"],
    ["risedronate", "risedronate", "bisphosphonate"],
    ["gliclazide", "gliclazide", "sulfonylurea"],
    ["mirtazapine", "mirtazapine", "antidepressant"],
    ["mirtazapine", "mirtazapine", "serotonergic-medicine"],
    ["Losec", "omeprazole", "ppi"],
    ["Zocor", "simvastatin", "statin"],
    ["ibuprofen", "ibuprofen", "nsaid"],
    ["co-codamol", "co-codamol", "opioid"],
  ])("%s is %s, a member of %s", (typed, slug, classSlug) => {
    const medicine = resolveOne(typed);
    expect(medicine.slug).toBe(slug);
    expect(classesOf(medicine).has(classSlug)).toBe(true);
  });

  it("splits co-codamol into codeine (an opioid) and paracetamol", () => {
    const coCodamol = resolveOne("Co-codamol");
    expect([...coCodamol.components].sort()).toEqual(["codeine", "paracetamol"]);
    expect(classesOf(resolveOne("codeine")).has("opioid")).toBe(true);
  });

  it("keeps citalopram and escitalopram apart", () => {
    expect(resolveOne("citalopram").slug).toBe("citalopram");
    expect(resolveOne("escitalopram").slug).toBe("escitalopram");
    expect(resolveOne("Cipramil").slug).toBe("citalopram");
    expect(resolveOne("Cipralex").slug).toBe("escitalopram");
  });

  it("recognises names only whole, not as parts of longer names", () => {
    expect(resolve("citalo")).toEqual([]);
    expect(resolve("pram")).toEqual([]);
  });

  it("recognises the other medicines the issue lists", () => {
    const names = ["acetaminophen", "albuterol", "meperidine", "glyburide", "Zispin", "Zydol", "Tavanic"];
    expect(names.map((name) => resolveOne(name).slug)).toEqual([
      "paracetamol",
      "salbutamol",
      "pethidine",
      "glibenclamide",
      "mirtazapine",
      "tramadol",
      "levofloxacin",
    ]);
  });
});

describe("medicine dictionary: vitamins and minerals on prescription", () => {
  it("names only catalogue ingredients in nutrient content", () => {
    const slugs = new Set(INGREDIENTS.map((ingredient) => ingredient.slug));
    const unknown = MEDICINES.flatMap((medicine) =>
      (medicine.nutrientContent ?? [])
        .filter((nutrient) => !slugs.has(nutrient.ingredient))
        .map((nutrient) => `${medicine.slug}: ${nutrient.ingredient}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each([
    ["ferrous sulfate", "iron", 65, "mg"],
    ["Galfer", "iron", 100, "mg"],
    ["ferrous gluconate", "iron", 70, "mg"],
    ["Sytron", "iron", 165, "mg"],
    ["Adcal-D3", "calcium", 1200, "mg"],
    ["Accrete D3", "vitamin-d3", 20, "µg"],
    ["Calcichew-D3 Forte", "calcium", 1000, "mg"],
    ["TheiCal-D3", "vitamin-d3", 22, "µg"],
    ["Calcichew", "calcium", 1000, "mg"],
    ["colecalciferol", "vitamin-d3", 20, "µg"],
    ["folic acid", "folic-acid", 5, "mg"],
    ["cyanocobalamin", "vitamin-b12", 50, "µg"],
    ["thiamine", "thiamin", 300, "mg"],
  ])("%s gives %s at its usual dose", (typed, ingredient, amount, unit) => {
    const nutrient = resolveOne(typed).nutrientContent?.find((entry) => entry.ingredient === ingredient);
    expect(nutrient && { amount: nutrient.amount, unit: nutrient.unit }).toEqual({ amount, unit });
  });

  it("gives every iron, calcium and vitamin medicine a daily amount, or none where it cannot be assumed", () => {
    const without = MEDICINES.filter((medicine) =>
      ["iron-preparation", "calcium-preparation", "vitamin", "potassium-supplement"].some((slug) =>
        classesOf(medicine).has(slug),
      ),
    )
      .filter((medicine) => medicine.nutrientContent === undefined)
      .map((medicine) => medicine.slug);
    // Strength or dose varies too much (the antacid, generic calcium with D3, injections, potassium,
    // vitamin D2 given daily or as weekly loading doses, iron infusions, calcium acetate dosed by the
    // blood phosphate level), or could not be read (Ketovite Tablets, the doses of Calvive and
    // Feospan); children's products (Abidec, Vedrop); vitamin injections (Pabrinex); forms not counted
    // as the catalogue nutrient (calcifediol, folinic acid, vitamin K4). Ketovite (tablets and liquid)
    // takes its amounts from its components.
    expect(without.sort()).toEqual([
      "abidec",
      "calcifediol",
      "calcium-1000mg-effervescent",
      "calcium-acetate",
      "calcium-acetate-with-magnesium-carbonate",
      "calcium-carbonate",
      "calcium-carbonate-with-colecalciferol",
      "calcium-folinate",
      "dried-ferrous-sulfate-modified-release",
      "ergocalciferol",
      "ferric-carboxymaltose",
      "ferric-derisomaltose",
      "hydroxocobalamin",
      "iron-dextran",
      "iron-sucrose",
      "ketovite",
      "ketovite-tablets",
      "menadiol-sodium-phosphate",
      "phytomenadione",
      "potassium-chloride",
      "tocofersolan",
      "vitamins-b-and-c-injection",
    ]);
  });
});

describe("medicine dictionary: hormonal coils and emergency contraception", () => {
  /** Classes that a St John's wort or enzyme-inducer record targets, with every narrower class. */
  const inducerClasses = new Set(
    DRUG_INTERACTIONS.filter(
      (record) => record.ingredient === "st-johns-wort" || record.interactionType === "enzyme_induction",
    ).flatMap((record) => (record.targetClass === undefined ? [] : [record.targetClass])),
  );

  it("keeps the coils out of emergency contraception and out of every class an enzyme inducer targets", () => {
    for (const brand of ["Mirena", "Kyleena", "Jaydess", "Levosert", "Benilexa", "hormonal coil", "IUS"]) {
      const coil = resolveOne(brand);
      expect(coil.slug).toBe("levonorgestrel-intrauterine-system");
      expect([...classesOf(coil)].filter((slug) => inducerClasses.has(slug))).toEqual([]);
      expect(coil.components).toEqual([]);
    }
  });

  it("keeps Levonelle and Upostelle as emergency contraception, and the implant apart from it", () => {
    expect(classesOf(resolveOne("Levonelle")).has("emergency-contraceptive")).toBe(true);
    expect(classesOf(resolveOne("Upostelle")).has("emergency-contraceptive")).toBe(true);
    expect(classesOf(resolveOne("Nexplanon")).has("emergency-contraceptive")).toBe(false);
  });
});

describe("medicine dictionary: cancer medicines", () => {
  it("tells people on cancer medicines to ask their cancer team first, with sources", () => {
    const caution = CLASS_BY_SLUG.get("anticancer")?.standingCaution;
    expect(caution?.advice).toMatch(/^Tell your cancer team/);
    expect(caution?.references.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["capecitabine", "cytotoxic-chemotherapy"],
    ["Xeloda", "anticancer"],
    ["5FU", "cytotoxic-chemotherapy"],
    ["Taxotere", "cytotoxic-chemotherapy"],
    ["oxaliplatin", "cytotoxic-chemotherapy"],
    ["Temodal", "anticancer"],
    ["Glivec", "kinase-inhibitor"],
    ["Ibrance", "anticancer"],
    ["anastrozole", "anticancer"],
    ["Femara", "anticancer"],
    ["tamoxifen", "anticancer"],
    ["Casodex", "anticancer"],
    ["Zytiga", "anticancer"],
  ])("%s is in %s", (typed, classSlug) => {
    expect(classesOf(resolveOne(typed)).has(classSlug)).toBe(true);
  });

  it.each([["raloxifene"], ["cyproterone"], ["Dianette"], ["methotrexate"], ["Mirena"]])(
    "%s is not a cancer medicine",
    (typed) => {
      expect(classesOf(resolveOne(typed)).has("anticancer")).toBe(false);
    },
  );
});

describe("medicine dictionary: lay words and combination products", () => {
  const index = buildDictionaryIndex(DICTIONARIES);

  it.each([
    ["water tablets", "diuretic"],
    ["HRT", "hrt"],
    ["blood thinners", "blood-thinner"],
    ["the pill", "combined-hormonal-contraceptive"],
    ["statins", "statin"],
    ["steroids", "corticosteroid"],
    ["antibiotics", "antibacterial"],
    ["blood pressure tablets", "antihypertensive"],
    ["heart tablets", "heart-medicine"],
    ["sleeping tablets", "sedative"],
    ["painkillers", "painkiller"],
    ["chelators", "chelating-agent"],
    ["chelation therapy", "chelating-agent"],
  ])("reads %s as the group %s, not as a medicine", (typed, classSlug) => {
    const reading = readMedicineEntry(index, typed);
    expect({
      classes: reading.classesOnly,
      medicines: reading.medicines,
      unknown: reading.unrecognised,
    }).toEqual({ classes: [classSlug], medicines: [], unknown: [] });
  });

  it("puts paracetamol, NSAIDs and opioids under painkillers, and digoxin under heart medicines", () => {
    for (const typed of ["paracetamol", "ibuprofen", "codeine"]) {
      expect(classesOf(resolveOne(typed)).has("painkiller")).toBe(true);
    }
    expect(classesOf(resolveOne("digoxin")).has("heart-medicine")).toBe(true);
  });

  it.each([
    ["Cozaar-Comp", ["hydrochlorothiazide", "losartan"], "arb"],
    ["Sevikar HCT", ["amlodipine", "hydrochlorothiazide", "olmesartan"], "calcium-channel-blocker"],
    ["Cosopt", ["dorzolamide", "timolol"], "beta-blocker"],
    ["Kaftrio", ["elexacaftor", "ivacaftor", "tezacaftor"], "cftr-modulator"],
    ["Drovelis", ["drospirenone", "estetrol"], "combined-hormonal-contraceptive"],
    ["Duavive", ["bazedoxifene", "conjugated-oestrogens"], "hrt"],
    ["Trizivir", ["abacavir", "lamivudine", "zidovudine"], "nrti"],
  ])("%s brings its components %j and is in %s", (typed, components, classSlug) => {
    const medicine = resolveOne(typed);
    expect([...medicine.components].sort()).toEqual(components);
    expect(classesOf(medicine).has(classSlug)).toBe(true);
  });

  it.each([
    ["Fintepla", "serotonergic-medicine"],
    ["Xyrem", "sedative"],
    ["Rasilez", "raises-potassium"],
    ["Angiox", "anticoagulant"],
    ["Kadcyla", "anticancer"],
    ["Vidaza", "cytotoxic-chemotherapy"],
    ["Rydapt", "kinase-inhibitor"],
    ["Zeposia", "ms-medicine"],
    ["Tecfidera", "ms-medicine"],
    ["Dupixent", "allergy-biologic"],
    ["Xalatan", "glaucoma-medicine"],
    ["Relenza", "antiviral"],
  ])("%s is in %s", (typed, classSlug) => {
    expect(classesOf(resolveOne(typed)).has(classSlug)).toBe(true);
  });

  it("keeps trastuzumab and its drug conjugates apart", () => {
    expect(resolveOne("trastuzumab").slug).toBe("trastuzumab");
    expect(resolveOne("trastuzumab emtansine").slug).toBe("trastuzumab-emtansine");
    expect(resolveOne("trastuzumab deruxtecan").slug).toBe("trastuzumab-deruxtecan");
  });
});
