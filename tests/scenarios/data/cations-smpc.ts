// Magnesium, iron and zinc with medicines whose absorption UK product information says they reduce: the medicines
// a UK magnesium hydroxide SmPC names, fexofenadine from its own leaflet, trientine (Cuprior) with iron and zinc,
// and methyldopa with iron — typed the way people type them.
import type { ScenarioInput } from "../schema";
import { flag, med } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];

const EMC = "electronic medicines compendium (emc)";

const SOURCE = {
  magnesiumHydroxide: {
    title: "Magnesium Hydroxide Mixture BP: summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/medicine/25343",
  },
  fexofenadine: {
    title: "Fexofenadine hydrochloride 120 mg film-coated tablets: patient leaflet",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/14743/xpil/print",
  },
  cuprior: {
    title: "Cuprior 150 mg film-coated tablets: summary of product characteristics, section 4.4",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/10100/smpc",
  },
  methyldopa: {
    title: "Methyldopa Tablets BP 500 mg: patient leaflet",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/methyldopa-tablets-bp-500-mg-95235/patient-leaflet?langCode=10",
  },
} satisfies Record<string, Reference>;

interface Case {
  id: string;
  title: string;
  /** As typed in the health profile. */
  medicine: string;
  product: ProductId;
  ingredient: "magnesium" | "iron" | "zinc";
  min: "minor" | "moderate" | "major";
  rationale: string;
  sources: Reference[];
}

function flagged(entry: Case): ScenarioInput {
  return scenario(
    {
      id: entry.id,
      title: entry.title,
      medicines: [entry.medicine],
      stack: [entry.product],
      rationale: entry.rationale,
      sources: entry.sources,
    },
    { flags: [flag(entry.ingredient, med(entry.medicine), entry.min, "contraindicated")] },
  );
}

const MAGNESIUM_SALTS =
  "The magnesium hydroxide SmPC says magnesium salts reduce the absorption of this medicine and asks for doses about 2 to 3 hours apart.";

/** A magnesium product with a medicine the magnesium hydroxide SmPC names. */
function magnesium(
  id: string,
  medicine: string,
  what: string,
  product: ProductId = PRODUCT.magnesiumCitrate200,
) {
  return flagged({
    id: `sc-cations-${id}-magnesium`,
    title: `${medicine} (${what}) with a magnesium supplement`,
    medicine,
    product,
    ingredient: "magnesium",
    min: "minor",
    rationale: MAGNESIUM_SALTS,
    sources: [SOURCE.magnesiumHydroxide],
  });
}

export const CATIONS_SMPC_SCENARIOS: ScenarioInput[] = [
  magnesium("gabapentin", "Neurontin 300mg", "gabapentin for nerve pain"),
  magnesium("phenytoin", "Epanutin", "phenytoin for epilepsy"),
  magnesium("digoxin", "Digoxin 125 micrograms", "for atrial fibrillation", PRODUCT.zma),
  magnesium("mycophenolate", "CellCept", "mycophenolate after a kidney transplant"),
  magnesium("penicillamine", "Penicillamine", "for Wilson's disease"),
  magnesium("chloroquine", "Avloclor", "chloroquine for malaria prevention"),
  magnesium("hydroxychloroquine", "Plaquenil", "hydroxychloroquine for lupus"),
  magnesium("proguanil", "Paludrine", "proguanil for malaria prevention"),
  magnesium("azithromycin", "azithromycin 500mg", "an antibiotic course"),
  magnesium("cefaclor", "Cefaclor", "an antibiotic course"),
  magnesium("cefpodoxime", "Orelox", "cefpodoxime, an antibiotic"),
  magnesium("isoniazid", "Isoniazid", "for tuberculosis"),
  magnesium("rifampicin", "Rifadin", "rifampicin, an antibiotic"),
  magnesium("itraconazole", "Sporanox", "itraconazole for a fungal nail infection"),
  magnesium("ketoconazole", "Ketoconazole tablets", "an antifungal"),
  magnesium("atazanavir", "Reyataz", "atazanavir for HIV"),
  magnesium("fosamprenavir", "Telzir", "fosamprenavir for HIV"),
  magnesium("tipranavir", "Aptivus", "tipranavir for HIV"),
  magnesium("rosuvastatin", "Crestor 10mg", "rosuvastatin for cholesterol", PRODUCT.magnesiumChelate200),
  magnesium("lansoprazole", "lansoprazole 30mg", "for acid reflux"),
  magnesium("captopril", "Captopril", "for blood pressure"),
  magnesium("enalapril", "enalapril 10mg", "for blood pressure"),
  magnesium("sulpiride", "Dolmatil", "sulpiride, an antipsychotic"),
  magnesium("dipyridamole", "Persantin", "dipyridamole after a stroke"),
  magnesium("deflazacort", "Calcort", "deflazacort, a steroid"),
  flagged({
    id: "sc-cations-fexofenadine-magnesium",
    title: "Hay fever on fexofenadine 180mg with ZMA at night",
    medicine: "fexofenadine 180mg",
    product: PRODUCT.zma,
    ingredient: "magnesium",
    min: "minor",
    rationale:
      "The fexofenadine leaflet says indigestion remedies containing magnesium lower the amount absorbed and asks for about 2 hours between them; the magnesium hydroxide SmPC names fexofenadine too.",
    sources: [SOURCE.fexofenadine, SOURCE.magnesiumHydroxide],
  }),
  flagged({
    id: "sc-cations-cuprior-iron",
    title: "Wilson's disease on Cuprior and starting an iron supplement",
    medicine: "Cuprior",
    product: PRODUCT.iron20,
    ingredient: "iron",
    min: "minor",
    rationale:
      "The Cuprior SmPC says trientine lowers serum iron and iron supplements should be given at a different time.",
    sources: [SOURCE.cuprior],
  }),
  flagged({
    id: "sc-cations-trientine-zinc",
    title: "Trientine for Wilson's disease with a zinc supplement",
    medicine: "trientine",
    product: PRODUCT.zinc15,
    ingredient: "zinc",
    min: "major",
    rationale: "The Cuprior SmPC says the combination of trientine with zinc is not recommended.",
    sources: [SOURCE.cuprior],
  }),
  flagged({
    id: "sc-cations-methyldopa-iron",
    title: "Methyldopa for blood pressure with an iron supplement",
    medicine: "methyldopa 250mg",
    product: PRODUCT.iron20,
    ingredient: "iron",
    min: "minor",
    rationale:
      "The methyldopa leaflet lists iron supplements such as ferrous sulphate among the medicines to tell the doctor or pharmacist about.",
    sources: [SOURCE.methyldopa],
  }),
];
