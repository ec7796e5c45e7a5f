// Medicines the nutrients' product information names that the dictionary lacked until the wmed2 round, typed as the
// texts name them and by brand: folic acid with raltitrexed (Tomudex's UK SmPC, section 4.3), iron with dimercaprol
// (its UK SmPC and the ferrous sulfate SmPC), calcium and magnesium with estramustine (its product information),
// vitamin D with dactinomycin (Swiss vitamin D3 product information: "Actinomycin"), folic acid with pyrimethamine
// (Swiss folic acid product information on folate antagonists) and calcium with etidronate (a UK calcium carbonate
// leaflet's bisphosphonates). Negatives are medicines those texts do not name.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];
type Severity = Parameters<typeof flag>[2];

const SOURCE = {
  tomudex: {
    title: "Tomudex (raltitrexed): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/tomudex/precautions",
  },
  dimercaprol: {
    title:
      "Dimercaprol Injection (Amdipharm UK): summary of product characteristics, warnings and interactions",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/dimercaprol/precautions",
  },
  ferrousSulfate: {
    title: "Ferrous sulfate tablets: summary of product characteristics, section 4.5 (dimercaprol)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/3130",
  },
  estramustine: {
    title: "Estramustine: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/estramustine/precautions",
  },
  estracytLeaflet: {
    title: "Estracyt capsules 140 mg (estramustine phosphate): patient leaflet, sections 1 and 2",
    publisher: "UK patient leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/estracyt-capsules-140mg-leaflet.html",
  },
  swissVitaminD: {
    title: "Vitamin D3 (Swiss product information, reg. 65253): interactions (in German)",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/dt/gcc/fachinfo/reg/65253/chapter/interactions",
  },
  cosmegen: {
    title:
      "Cosmegen (dactinomycin) powder for solution for injection: summary of product characteristics, section 4.1",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/cosmegen/usage",
  },
  andreaFol: {
    title: "AndreaFol (folic acid 0.4 mg tablets): Swiss product information, interactions",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/it/gcc/fachinfo/reg/54718/chapter/interactions",
  },
  daraprimLeaflet: {
    title: "Daraprim 25 mg tablets (pyrimethamine): patient leaflet, sections 1 and 2",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/daraprim-25-mg-tablets-92334/patient-leaflet",
  },
  calciumAntacidLeaflet: {
    title: "Fruit Flavoured Antacid 500 mg Tablets (calcium carbonate): patient leaflet, section 2",
    publisher: "UK patient leaflet, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/fruit-flavoured-antacid-tablets?doc=15",
  },
  didronelLeaflet: {
    title: "Didronel 200 mg tablets (etidronate disodium): patient leaflet",
    publisher: "UK patient leaflet, reproduced by Drugs.com",
    url: "https://www.drugs.com/uk/didronel-tablets-200mg-leaflet.html",
  },
} satisfies Record<string, Reference>;

const ETIDRONATE =
  "A UK calcium carbonate leaflet says to see the doctor before taking it with bisphosphonates, medicines for bone diseases, naming etidronate; Didronel's UK leaflet names etidronate disodium as its medicine.";

const RALTITREXED =
  "Tomudex's UK SmPC (section 4.3) says administration of leucovorin (folinic acid), folic acid or vitamin preparations containing these agents with raltitrexed is contraindicated.";

const DIMERCAPROL =
  "The UK Dimercaprol Injection SmPC says iron supplements must not be taken during dimercaprol therapy as iron forms toxic complexes with it; the UK ferrous sulfate SmPC says oral iron and dimercaprol should not be given together.";

const ESTRAMUSTINE =
  "Estramustine's product information says milk, milk products or medicines containing calcium, magnesium or aluminium may impair its absorption, so simultaneous intake must be avoided; the UK Estracyt leaflet names estramustine phosphate as its medicine.";

const ACTINOMYCIN =
  "Swiss vitamin D3 product information says cytotoxic medicines such as actinomycin interfere with the effect of vitamin D by blocking its activation in the kidney; the UK Cosmegen SmPC names dactinomycin a cytotoxic antibiotic.";

const PYRIMETHAMINE =
  "Swiss folic acid product information says folic acid can reduce the effect of folate antagonists taken at the same time, naming pyrimethamine among them; the UK Daraprim leaflet names pyrimethamine as its medicine.";

interface Case {
  id: string;
  title: string;
  medicine: string;
  product: ProductId;
  ingredient: string;
  min: Severity;
  max: Severity;
  rationale: string;
  sources: Reference[];
}

function flagged(entry: Case): ScenarioInput {
  return scenario(
    {
      id: `sc-wmed2-${entry.id}`,
      title: entry.title,
      medicines: [entry.medicine],
      stack: [entry.product],
      rationale: entry.rationale,
      sources: entry.sources,
    },
    { flags: [flag(entry.ingredient, med(entry.medicine), entry.min, entry.max)] },
  );
}

function quiet(
  id: string,
  title: string,
  medicine: string,
  product: ProductId,
  ingredient: string,
  rationale: string,
  sources: Reference[],
): ScenarioInput {
  return scenario(
    { id: `sc-wmed2-${id}-no-alarm`, title, medicines: [medicine], stack: [product], rationale, sources },
    { noFlags: [noFlag(ingredient, med(medicine))] },
  );
}

export const WMED2_SCENARIOS: ScenarioInput[] = [
  ...(
    [
      ["raltitrexed-folic-acid", "raltitrexed", "Raltitrexed for bowel cancer with folic acid tablets"],
      ["tomudex-folic-acid", "Tomudex", "Tomudex infusions with folic acid tablets"],
    ] as const
  ).map(([id, medicine, title]) =>
    flagged({
      id,
      title,
      medicine,
      product: PRODUCT.folicAcid400,
      ingredient: "folic-acid",
      min: "major",
      max: "contraindicated",
      rationale: RALTITREXED,
      sources: [SOURCE.tomudex],
    }),
  ),
  flagged({
    id: "dimercaprol-iron",
    title: "Dimercaprol injections for metal poisoning with an iron supplement",
    medicine: "dimercaprol",
    product: PRODUCT.iron20,
    ingredient: "iron",
    min: "major",
    max: "contraindicated",
    rationale: DIMERCAPROL,
    sources: [SOURCE.dimercaprol, SOURCE.ferrousSulfate],
  }),
  ...(
    [
      [
        "estramustine-calcium",
        "estramustine",
        "Estramustine capsules for prostate cancer with a calcium tablet",
      ],
      ["estracyt-calcium", "Estracyt", "Estracyt capsules with a calcium and vitamin D tablet"],
    ] as const
  ).map(([id, medicine, title]) =>
    flagged({
      id,
      title,
      medicine,
      product: PRODUCT.osteocare,
      ingredient: "calcium",
      min: "minor",
      max: "major",
      rationale: ESTRAMUSTINE,
      sources: [SOURCE.estramustine, SOURCE.estracytLeaflet],
    }),
  ),
  flagged({
    id: "estramustine-phosphate-magnesium",
    title: "Estramustine phosphate capsules with magnesium citrate tablets",
    medicine: "estramustine phosphate",
    product: PRODUCT.magnesiumCitrate200,
    ingredient: "magnesium",
    min: "minor",
    max: "major",
    rationale: ESTRAMUSTINE,
    sources: [SOURCE.estramustine, SOURCE.estracytLeaflet],
  }),
  ...(
    [
      ["actinomycin-vitamin-d", "actinomycin", "Actinomycin chemotherapy with a vitamin D3 supplement"],
      ["dactinomycin-vitamin-d", "dactinomycin", "Dactinomycin for a sarcoma with a vitamin D3 supplement"],
    ] as const
  ).map(([id, medicine, title]) =>
    flagged({
      id,
      title,
      medicine,
      product: PRODUCT.vitaminD25,
      ingredient: "vitamin-d3",
      min: "minor",
      max: "moderate",
      rationale: ACTINOMYCIN,
      sources: [SOURCE.swissVitaminD, SOURCE.cosmegen],
    }),
  ),
  ...(
    [
      [
        "pyrimethamine-folic-acid",
        "pyrimethamine",
        "Pyrimethamine for toxoplasmosis with folic acid tablets",
      ],
      ["daraprim-folic-acid", "Daraprim", "Daraprim tablets with folic acid tablets"],
    ] as const
  ).map(([id, medicine, title]) =>
    flagged({
      id,
      title,
      medicine,
      product: PRODUCT.folicAcid400,
      ingredient: "folic-acid",
      min: "minor",
      max: "moderate",
      rationale: PYRIMETHAMINE,
      sources: [SOURCE.andreaFol, SOURCE.daraprimLeaflet],
    }),
  ),
  ...(
    [
      [
        "etidronate-calcium",
        "etidronate",
        "Etidronate for Paget's disease with a calcium and vitamin D tablet",
      ],
      ["didronel-calcium", "Didronel", "Didronel tablets with a calcium and vitamin D tablet"],
    ] as const
  ).map(([id, medicine, title]) =>
    flagged({
      id,
      title,
      medicine,
      product: PRODUCT.osteocare,
      ingredient: "calcium",
      min: "minor",
      max: "major",
      rationale: ETIDRONATE,
      sources: [SOURCE.calciumAntacidLeaflet, SOURCE.didronelLeaflet],
    }),
  ),
  quiet(
    "bicalutamide-calcium",
    "Bicalutamide for prostate cancer with a calcium and vitamin D tablet",
    "bicalutamide",
    PRODUCT.osteocare,
    "calcium",
    "Estramustine's product information speaks of estramustine alone, and no calcium text read here names bicalutamide.",
    [SOURCE.estramustine],
  ),
  quiet(
    "anastrozole-folic-acid",
    "Anastrozole for breast cancer with folic acid tablets",
    "anastrozole",
    PRODUCT.folicAcid400,
    "folic-acid",
    "Tomudex's contraindication concerns raltitrexed; anastrozole is not a folate antagonist in the Swiss folic acid text, and no folic acid text read names it.",
    [SOURCE.tomudex, SOURCE.andreaFol],
  ),
  quiet(
    "bicalutamide-vitamin-d",
    "Bicalutamide for prostate cancer with a vitamin D3 supplement",
    "bicalutamide",
    PRODUCT.vitaminD25,
    "vitamin-d3",
    "The Swiss vitamin D3 text names actinomycin, imidazole antifungals, phenytoin, barbiturates, glucocorticoids, thiazides, cardiac glycosides and ion-exchange resins; bicalutamide, a hormone treatment, is not among them.",
    [SOURCE.swissVitaminD],
  ),
];
