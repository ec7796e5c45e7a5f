// Conditions read since the wcn2 round, as sources and people word them, with catalogue products.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  msdMilkThistle: {
    title: "Milk thistle (MSD Manual Consumer Version: dietary supplements and vitamins)",
    publisher: "MSD Manuals (Consumer Version)",
    url: "https://www.msdmanuals.com/home/special-subjects/dietary-supplements-and-vitamins/milk-thistle",
  },
  cimifemin: {
    title:
      "Cimifemin neo (black cohosh root dry extract): Swiss product information (Fachinformation), contraindications",
    publisher: "ch.oddb.org (copy of Swiss product information)",
    url: "https://ch.oddb.org:443/de/gcc/fachinfo/reg/57731",
  },
  slowKLeaflet: {
    title: "Slow-K 600 mg prolonged-release tablets (potassium chloride): UK patient leaflet, do not take",
    publisher: "Drugs.com (UK edition), transcript of the leaflet",
    url: "https://www.drugs.com/uk/slow-k-600mg-prolonged-release-tablets-leaflet.html",
  },
  slowKIrish: {
    title: "Slow K 600 mg coated tablets (Irish SmPC, HPRA): summary of product characteristics, section 4.3",
    publisher: "RxReasoner (copy of the Health Products Regulatory Authority text)",
    url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
  },
  omacor: {
    title: "Omacor (omega-3-acid ethyl esters 90): summary of product characteristics, section 4.4",
    publisher: "RxReasoner (copy of the SmPC held by Ireland's HPRA, BASF 2020)",
    url: "https://www.rxreasoner.com/monographs/omacor/precautions",
  },
  proPlus: {
    title: "Pro Plus (caffeine 50 mg tablets): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/pro-plus/summary?doc=0",
  },
  echinaforce: {
    title:
      "Echinaforce (Echinacea Drops), UK traditional herbal registration: summary of product characteristics, section 4.3",
    publisher: "A.Vogel (UK SmPC, reproduced by imedi.co.uk)",
    url: "https://imedi.co.uk/echinaforce-echinacea-drops/summary",
  },
} satisfies Record<string, Reference>;

const { named, quiet } = conditionCases("sc-wcn2-");

const MSD =
  "MSD Manual: women who have hormone-sensitive conditions (such as breast, uterine or ovarian cancer, endometriosis or uterine fibroids) should avoid milk thistle.";
const CIMIFEMIN =
  "Cimifemin neo (Swiss product information): must not be used with a known hypersensitivity to its ingredients or to Ranunculaceae (the buttercup family).";
const SLOW_K_BURNS =
  "Slow-K UK leaflet: do not take Slow-K if you have recently suffered from severe burns; Irish SmPC 4.3: hyperkalaemia in conditions involving extensive cell destruction (e.g. severe burns).";
const SLOW_K_43 =
  "Slow K SmPC (Irish text) 4.3: hyporeninaemic hypoaldosteronism; hypersensitivity to potassium administration, e.g. hyperkalaemic periodic paralysis and congenital paramyotonia.";
const OMACOR =
  "Omacor SmPC 4.4: make allowance for the increased bleeding time in patients at high risk of haemorrhage (because of severe trauma, surgery, etc).";
const PRO_PLUS = "Pro Plus SmPC 4.3: not to be used by people with a history of cardiac arrhythmias.";
const ECHINAFORCE =
  "Echinaforce SmPC 4.3: not to be used with allergic diathesis (urticaria, atopic dermatitis, asthma) or immunosuppression.";

const fibroids = (id: string, typed: string) =>
  named(
    `fibroids-milk-thistle-${id}`,
    `${typed}, and milk thistle`,
    "milk-thistle",
    typed,
    PRODUCT.milkThistle,
    BLOCKS,
    MSD,
    [SOURCE.msdMilkThistle],
  );
const buttercup = (id: string, typed: string) =>
  named(
    `buttercup-black-cohosh-${id}`,
    `${typed}, and black cohosh`,
    "black-cohosh",
    typed,
    PRODUCT.blackCohosh,
    BLOCKS,
    CIMIFEMIN,
    [SOURCE.cimifemin],
  );
const potassium = (id: string, typed: string, rationale: string, sources: Reference[]) =>
  named(
    `potassium-${id}`,
    `${typed}, and potassium 99 mg`,
    "potassium",
    typed,
    PRODUCT.potassium99,
    CAUTIONS,
    rationale,
    sources,
  );
const trauma = (id: string, typed: string) =>
  named(
    `trauma-fish-oil-${id}`,
    `${typed}, and fish oil`,
    "omega-3-fish-oil",
    typed,
    PRODUCT.fishOil1000,
    CAUTIONS,
    OMACOR,
    [SOURCE.omacor],
  );

export const WCN2_SCENARIOS: ScenarioInput[] = [
  fibroids("uterine", "uterine fibroids"),
  fibroids("plain", "fibroids"),
  fibroids("womb", "fibroids in my womb"),
  fibroids("one", "a uterine fibroid"),
  fibroids("myoma", "uterine myomas"),
  quiet(
    "pcos-milk-thistle",
    "Polycystic ovary syndrome, which the MSD sentence does not name, and milk thistle",
    "milk-thistle",
    "PCOS",
    PRODUCT.milkThistle,
    MSD,
    [SOURCE.msdMilkThistle],
  ),
  buttercup("family", "allergy to the buttercup family"),
  buttercup("buttercups", "allergic to buttercups"),
  buttercup("latin", "Ranunculaceae allergy"),
  quiet(
    "daisy-black-cohosh",
    "An allergy to the daisy family, which the Cimifemin text does not name, and black cohosh",
    "black-cohosh",
    "allergic to daisies",
    PRODUCT.blackCohosh,
    CIMIFEMIN,
    [SOURCE.cimifemin],
  ),
  potassium("burns-leaflet", "recently suffered from severe burns", SLOW_K_BURNS, [
    SOURCE.slowKLeaflet,
    SOURCE.slowKIrish,
  ]),
  potassium("burns-serious", "serious burns", SLOW_K_BURNS, [SOURCE.slowKLeaflet]),
  potassium("burns-major", "major burns last week", SLOW_K_BURNS, [SOURCE.slowKLeaflet]),
  potassium("hyperpp", "hyperkalaemic periodic paralysis", SLOW_K_43, [SOURCE.slowKIrish]),
  potassium("hyperpp-us", "hyperkalemic periodic paralysis", SLOW_K_43, [SOURCE.slowKIrish]),
  potassium("paramyotonia", "paramyotonia congenita", SLOW_K_43, [SOURCE.slowKIrish]),
  potassium("paramyotonia-2", "congenital paramyotonia", SLOW_K_43, [SOURCE.slowKIrish]),
  potassium("hypoaldo", "hyporeninaemic hypoaldosteronism", SLOW_K_43, [SOURCE.slowKIrish]),
  quiet(
    "trauma-potassium",
    "A serious injury without burns, which Slow-K's texts do not name, and potassium",
    "potassium",
    "serious injury",
    PRODUCT.potassium99,
    SLOW_K_43,
    [SOURCE.slowKIrish],
  ),
  trauma("major", "major trauma"),
  trauma("severe", "severe trauma"),
  trauma("injured", "seriously injured in a car crash"),
  trauma("fractures", "multiple fractures"),
  quiet(
    "burns-fish-oil",
    "Severe burns, which the Omacor text does not name, and fish oil",
    "omega-3-fish-oil",
    "severe burns",
    PRODUCT.fishOil1000,
    OMACOR,
    [SOURCE.omacor],
  ),
  named(
    "rhythm-caffeine",
    "Heart rhythm problems, as people type an arrhythmia, and caffeine tablets",
    "caffeine",
    "heart rhythm problems",
    PRODUCT.caffeine200,
    CAUTIONS,
    PRO_PLUS,
    [SOURCE.proPlus],
  ),
  named(
    "pulse-caffeine",
    "An irregular pulse and caffeine tablets",
    "caffeine",
    "irregular pulse",
    PRODUCT.caffeine200,
    CAUTIONS,
    PRO_PLUS,
    [SOURCE.proPlus],
  ),
  named(
    "hayfever-echinacea",
    "Hayfever, typed as one word, and echinacea",
    "echinacea",
    "hayfever",
    PRODUCT.echinacea,
    BLOCKS,
    ECHINAFORCE,
    [SOURCE.echinaforce],
  ),
  named(
    "immune-echinacea",
    "A low immune system, as people type it, and echinacea",
    "echinacea",
    "low immune system",
    PRODUCT.echinacea,
    BLOCKS,
    ECHINAFORCE,
    [SOURCE.echinaforce],
  ),
  quiet(
    "barretts-curcumin",
    "Barrett's oesophagus, which the turmeric texts do not name, and curcumin",
    "turmeric-curcumin",
    "Barrett's oesophagus",
    PRODUCT.curcumin,
    "NHS Specialist Pharmacy Service: turmeric and curcumin should not be taken with obstruction of the bile duct, cholangitis, liver disease, gallstones and any other biliary disease.",
    [
      {
        title: "Turmeric: potential adverse effects and interactions",
        publisher: "Specialist Pharmacy Service (NHS)",
        url: "https://www.sps.nhs.uk/articles/turmeric-potential-adverse-effects-and-interactions/",
      },
    ],
  ),
];
