// Groups sources word that the checker could not read before the group-wordings round, typed as the sources word
// them and as a member: aloe taken as a laxative with medicines that can cause QT prolongation (the German Kräuterlax
// leaflet; members from the BNF's examples on NHS Devon's formulary page), liquorice with diuretics that increase
// potassium excretion (the MSD Manual) and vitamin D with imidazole antifungals (Swiss vitamin D3 product
// information). Aloe and liquorice have no catalogue product, so their cases use a made-up label (engine only).
// Negatives are medicines those texts do not name.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];
type Severity = Parameters<typeof flag>[2];

const SOURCE = {
  krauterlax: {
    title:
      "Kräuterlax Kräuter-Dragées zum Abführen (aloe dry extract): patient leaflet, section 2 (in German)",
    publisher: "medikamio (copy of the German package leaflet)",
    url: "https://medikamio.com/de-de/medikamente/krauterlax-krauter-dragees-zum-abfuhren/pil",
  },
  devonQt: {
    title: "Drugs that prolong the QT interval (examples listed in the BNF 84)",
    publisher: "Devon Formulary and Referral Website (NHS Devon)",
    url: "https://southwest.devonformularyguidance.nhs.uk/formulary/chapters/2.-cardiovascular/drugs-that-prolong-the-qt-interval",
  },
  msdLicorice: {
    title: "Licorice (dietary supplements): possible side effects",
    publisher: "MSD Manual, consumer version (UK edition)",
    url: "https://www.msdmanuals.com/en-gb/home/special-subjects/dietary-supplements/licorice",
  },
  milkOfMagnesia: {
    title: "Milk of Magnesia (magnesium hydroxide): summary of product characteristics, section 4.5",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/milk-magnesia/precautions",
  },
  vitaminESmpc: {
    title: "Vitamin E oral medicine: summary of product characteristics, section 4.5 (interactions)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/14884/smpc",
  },
  swissVitaminD: {
    title: "Vitamin D3 (Swiss product information, reg. 65253): interactions (in German)",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/dt/gcc/fachinfo/reg/65253/chapter/interactions",
  },
} satisfies Record<string, Reference>;

const ALOE: StackItem = {
  custom: {
    name: "Aloe vera leaf 500 mg capsules",
    ingredients: [{ ingredient: "aloe-vera", amount: 500, unit: "mg" }],
  },
  servingsPerDay: 1,
};
const LIQUORICE: StackItem = {
  custom: {
    name: "Liquorice root 500 mg capsules",
    ingredients: [{ ingredient: "licorice-root", amount: 500, unit: "mg" }],
  },
  servingsPerDay: 1,
};
const VITAMIN_D = take(PRODUCT.vitaminD25);
const MAGNESIUM = take(PRODUCT.magnesiumCitrate200);
const VITAMIN_E = take(PRODUCT.vitaminE400Iu);

const ALOE_QT =
  "The Kräuterlax leaflet asks people taking medicines that can cause QT prolongation to talk to a doctor or pharmacist before taking this aloe laxative; NHS Devon's formulary page lists the BNF's examples of drugs that prolong the QT interval.";
const LIQUORICE_DIURETICS =
  "The MSD Manual says liquorice makes the kidneys lose potassium, a particular problem for people taking diuretics that increase potassium excretion in urine, who should avoid it.";
const VITAMIN_E_THROMBOLYTICS =
  "The UK vitamin E SmPC says high doses of vitamin E may increase the risk of bleeding in patients taking thrombolytics (e.g. recombinant tissue plasminogen activator).";
const MAGNESIUM_SALICYLATES =
  "The Milk of Magnesia SmPC says the excretion of salicylates will be increased by changes in urinary pH.";
const VITAMIN_D_IMIDAZOLES =
  "Swiss vitamin D3 product information says imidazole antifungals interfere with vitamin D by blocking its activation in the kidney.";

interface Case {
  id: string;
  title: string;
  /** As typed in the health profile. */
  medicines: string[];
  item: StackItem;
  ingredient: "aloe-vera" | "licorice-root" | "vitamin-d3" | "magnesium" | "vitamin-e";
  rationale: string;
  sources: Reference[];
}

function build(entry: Case, expect: ScenarioInput["expect"]): ScenarioInput {
  return {
    id: entry.id,
    title: entry.title,
    profile: { medicines: entry.medicines, conditions: [] },
    stack: [entry.item],
    expect,
    rationale: entry.rationale,
    sources: entry.sources,
  };
}

const flagged = (entry: Case, min: Severity) =>
  build(entry, { flags: entry.medicines.map((medicine) => flag(entry.ingredient, med(medicine), min)) });
const quiet = (entry: Case) =>
  build(entry, { noFlags: entry.medicines.map((medicine) => noFlag(entry.ingredient, med(medicine))) });

function aloe(id: string, medicines: string[], what: string, flags = true): ScenarioInput {
  const entry: Case = {
    id: `sc-wqt-aloe-${id}`,
    title: `Aloe vera capsules with ${medicines.join(" and ")} (${what})`,
    medicines,
    item: ALOE,
    ingredient: "aloe-vera",
    rationale: flags
      ? ALOE_QT
      : `${what}: neither the Kräuterlax leaflet nor the BNF's examples on NHS Devon's page name these medicines.`,
    sources: [SOURCE.krauterlax, SOURCE.devonQt],
  };
  return flags ? flagged(entry, "moderate") : quiet(entry);
}

function liquorice(id: string, medicines: string[], what: string, flags = true): ScenarioInput {
  const entry: Case = {
    id: `sc-wqt-liquorice-${id}`,
    title: `Liquorice root capsules with ${medicines.join(" and ")} (${what})`,
    medicines,
    item: LIQUORICE,
    ingredient: "licorice-root",
    rationale: flags
      ? LIQUORICE_DIURETICS
      : `${what}: the MSD Manual names diuretics that increase potassium loss, not these medicines.`,
    sources: [SOURCE.msdLicorice],
  };
  return flags ? flagged(entry, "major") : quiet(entry);
}

function vitaminD(id: string, medicines: string[], what: string, flags = true): ScenarioInput {
  const entry: Case = {
    id: `sc-wqt-vitamin-d-${id}`,
    title: `Vitamin D3 25 µg with ${medicines.join(" and ")} (${what})`,
    medicines,
    item: VITAMIN_D,
    ingredient: "vitamin-d3",
    rationale: flags
      ? VITAMIN_D_IMIDAZOLES
      : `${what}: the Swiss vitamin D3 text names imidazole antifungals, not this one.`,
    sources: [SOURCE.swissVitaminD],
  };
  return flags ? flagged(entry, "minor") : quiet(entry);
}

function magnesium(id: string, medicines: string[], what: string, flags = true): ScenarioInput {
  const entry: Case = {
    id: `sc-wqt-magnesium-${id}`,
    title: `Magnesium citrate 200 mg with ${medicines.join(" and ")} (${what})`,
    medicines,
    item: MAGNESIUM,
    ingredient: "magnesium",
    rationale: flags
      ? MAGNESIUM_SALICYLATES
      : `${what}: the Milk of Magnesia SmPC names salicylates, and this is not one.`,
    sources: [SOURCE.milkOfMagnesia],
  };
  return flags ? flagged(entry, "minor") : quiet(entry);
}

function vitaminE(id: string, medicines: string[], what: string, flags = true): ScenarioInput {
  const entry: Case = {
    id: `sc-wqt-vitamin-e-${id}`,
    title: `Vitamin E 400 IU with ${medicines.join(" and ")} (${what})`,
    medicines,
    item: VITAMIN_E,
    ingredient: "vitamin-e",
    rationale: flags
      ? VITAMIN_E_THROMBOLYTICS
      : `${what}: the vitamin E SmPC names medicines that make bleeding more likely, and this one stops clots dissolving.`,
    sources: [SOURCE.vitaminESmpc],
  };
  return flags ? flagged(entry, "moderate") : quiet(entry);
}

export const WQT_SCENARIOS: ScenarioInput[] = [
  aloe(
    "qt-group",
    ["medicines that can cause QT prolongation", "QT-prolonging medicines"],
    "the group in the leaflet's words and as pharmacists write it",
  ),
  aloe("qt-members", ["citalopram 20mg", "methadone", "ondansetron"], "members the BNF lists"),
  aloe(
    "not-qt",
    ["sertraline", "amlodipine 5mg"],
    "an SSRI and a blood pressure tablet the BNF does not list",
    false,
  ),
  liquorice(
    "potassium-losing",
    ["potassium-losing diuretics", "diuretics that increase potassium excretion"],
    "the group, and in the MSD Manual's words",
  ),
  liquorice("members", ["bumetanide", "Natrilix"], "a loop diuretic and indapamide, a thiazide-like one"),
  liquorice(
    "not-losing",
    ["amiloride", "levothyroxine"],
    "a potassium-sparing diuretic and a thyroid tablet",
    false,
  ),
  vitaminE("thrombolytics", ["thrombolytics", "fibrinolytic drugs"], "the SmPC's word and the formulary's"),
  vitaminE("alteplase", ["alteplase"], "a clot-dissolving injection for a stroke"),
  vitaminE("tranexamic-acid", ["tranexamic acid"], "an antifibrinolytic for heavy periods", false),
  magnesium("salicylates", ["salicylates"], "the SmPC's words"),
  magnesium("pepto-bismol", ["Pepto-Bismol"], "bismuth subsalicylate, a salicylate"),
  magnesium("paracetamol", ["paracetamol"], "a painkiller that is not a salicylate", false),
  vitaminD("imidazoles", ["imidazole antifungals"], "the text's words"),
  vitaminD("ketoconazole", ["ketoconazole tablets"], "an imidazole"),
  vitaminD("miconazole-gel", ["Daktarin oral gel"], "miconazole, an imidazole, for oral thrush"),
  vitaminD("terbinafine", ["terbinafine"], "an antifungal that is not an imidazole", false),
  vitaminD("fluconazole", ["fluconazole 150mg"], "a triazole antifungal", false),
  vitaminD("clotrimazole-cream", ["clotrimazole cream"], "put on the skin", false),
];
