// The wsmpcm round: glucosamine in pregnancy and while breastfeeding (a UK licensed glucosamine medicine's leaflet),
// potassium with myotonia congenita and haemolytic anaemia (a UK potassium chloride oral solution's section 4.4), iodine
// with an iodine allergy (Lugol's solution, section 4.3), betaine with homocystinuria (Medscape UK on Cystadane),
// typed as people write them; neighbours the texts do not name must stay quiet. Written from the texts, not the records.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS, conditionCases, pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const LEAFLET: Reference = {
  title:
    "Glucosamine Sulphate 1500 mg Powder for Oral Solution: UK patient leaflet, pregnancy and breast-feeding",
  publisher: "UK patient leaflet, transcript on Drugs.com",
  url: "https://www.drugs.com/uk/glucosamine-sulphate-1500mg-powder-for-oral-solution-leaflet.html",
};

const POTASSIUM_SMPC: Reference = {
  title:
    "Potassium chloride oral solution: summary of product characteristics (medicines that raise potassium)",
  publisher: "electronic medicines compendium (emc)",
  url: "https://www.medicines.org.uk/emc/product/101813/smpc",
};

const POTASSIUM_MYOTONIA =
  "Section 4.4 of a UK potassium chloride oral solution: caution is necessary in patients with myotonia congenita; the text is for far larger doses, so a supplement should ask.";
const POTASSIUM_HAEMOLYSIS =
  "Section 4.4 of a UK potassium chloride oral solution: caution is necessary in patients with severe haemolysis, as in haemolytic anaemia; the text is for far larger doses, so a supplement should ask.";
const POTASSIUM_QUIET =
  "The potassium chloride text names myotonia congenita and severe haemolysis, not this condition, so no potassium caution from it should be shown.";

const IODINE_SMPC: Reference = {
  title: "Aqueous Iodine Oral Solution BP: summary of product characteristics, sections 4.2 to 4.6",
  publisher: "Electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/4828/smpc/print",
};
const IODINE_ALLERGY =
  "Section 4.3 of Aqueous Iodine Oral Solution BP: contraindicated for patients hypersensitive to iodine or iodides; written for far more iodine than a 150 microgram kelp tablet, so it should ask.";
const IODINE_QUIET =
  "The iodine solution's section 4.3 names hypersensitivity to iodine or iodides, not this allergy, so no iodine caution from it should be shown.";

const MEDSCAPE_BETAINE: Reference = {
  title: "Betaine oral powder (Cystadane): UK monograph, uses (homocystinuria) and precautions",
  publisher: "Medscape UK",
  url: "https://www.medscape.co.uk/drug/betaine-oral-powder-70518-70518",
};
const TMG: ScenarioInput["stack"][number] = {
  custom: {
    name: "Betaine (TMG) 1,000 mg capsules",
    ingredients: [{ ingredient: "betaine", amount: 1000, unit: "mg" }],
  },
  servingsPerDay: 3,
};
const BETAINE_HOMOCYSTINURIA =
  "Medscape UK on betaine oral powder (Cystadane), a licensed treatment for homocystinuria: started and supervised by a specialist, with blood methionine checks, and withdrawn if cerebral oedema occurs; a TMG supplement should ask.";
const BETAINE_QUIET =
  "The betaine monograph names homocystinuria; this condition is not it, so no betaine caution from it should be shown.";
const betaineCases = pairCases("sc-wsmpcm-betaine-", "condition");

const PREGNANCY =
  "The UK leaflet of a licensed 1,500 mg glucosamine sulphate medicine says it should not be used during pregnancy; this product holds the same daily amount.";
const BREASTFEEDING =
  "The UK leaflet of a licensed 1,500 mg glucosamine sulphate medicine says its use is not recommended while breastfeeding; this product holds the same daily amount.";
const QUIET =
  "The leaflet names pregnancy and breastfeeding only; trying for a baby is neither, so no glucosamine warning from it should be shown.";

const { named, quiet } = conditionCases("sc-wsmpcm-");

const glucosamine = (id: string, typed: string, rationale: string) =>
  named(
    `glucosamine-${id}`,
    `${typed}, and glucosamine sulfate 1,500 mg`,
    "glucosamine",
    typed,
    PRODUCT.glucosamine,
    BLOCKS,
    rationale,
    [LEAFLET],
  );

const potassium = (id: string, typed: string, rationale: string) =>
  named(
    `potassium-${id}`,
    `${typed}, and a potassium supplement`,
    "potassium",
    typed,
    PRODUCT.potassium99,
    CAUTIONS,
    rationale,
    [POTASSIUM_SMPC],
  );
const potassiumQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-potassium`, title, "potassium", typed, PRODUCT.potassium99, POTASSIUM_QUIET, [POTASSIUM_SMPC]);

const iodine = (id: string, typed: string) =>
  named(
    `iodine-${id}`,
    `${typed}, and kelp (iodine 150 micrograms)`,
    "iodine",
    typed,
    PRODUCT.kelp,
    CAUTIONS,
    IODINE_ALLERGY,
    [IODINE_SMPC],
  );

export const WSMPCM_SCENARIOS: ScenarioInput[] = [
  betaineCases.named(
    "homocystinuria",
    "Homocystinuria, and betaine (TMG) 3 g a day",
    "betaine",
    "homocystinuria",
    TMG,
    CAUTIONS,
    BETAINE_HOMOCYSTINURIA,
    [MEDSCAPE_BETAINE],
  ),
  betaineCases.named(
    "cbs-deficiency",
    "CBS deficiency, and betaine (TMG) 3 g a day",
    "betaine",
    "CBS deficiency",
    TMG,
    CAUTIONS,
    BETAINE_HOMOCYSTINURIA,
    [MEDSCAPE_BETAINE],
  ),
  betaineCases.quiet(
    "fatty-liver",
    "Fatty liver disease, and betaine (TMG) 3 g a day",
    "betaine",
    "fatty liver disease",
    TMG,
    BETAINE_QUIET,
    [MEDSCAPE_BETAINE],
  ),
  iodine("allergy", "iodine allergy"),
  iodine("allergic", "allergic to iodine"),
  quiet(
    "shellfish-allergy-iodine",
    "Shellfish allergy, and kelp (iodine 150 micrograms)",
    "iodine",
    "shellfish allergy",
    PRODUCT.kelp,
    IODINE_QUIET,
    [IODINE_SMPC],
  ),
  potassium("myotonia-congenita", "myotonia congenita", POTASSIUM_MYOTONIA),
  potassium("congenital-myotonia", "congenital myotonia", POTASSIUM_MYOTONIA),
  potassium("haemolytic-anaemia", "haemolytic anaemia", POTASSIUM_HAEMOLYSIS),
  potassium("hemolytic-anemia", "hemolytic anemia", POTASSIUM_HAEMOLYSIS),
  potassiumQuiet(
    "iron-deficiency",
    "Iron deficiency anaemia, and a potassium supplement",
    "iron deficiency anaemia",
  ),
  potassiumQuiet("myasthenia", "Myasthenia gravis, and a potassium supplement", "myasthenia gravis"),
  glucosamine("pregnant", "pregnant", PREGNANCY),
  glucosamine("pregnancy-weeks", "12 weeks pregnant", PREGNANCY),
  glucosamine("expecting", "expecting a baby", PREGNANCY),
  glucosamine("breastfeeding", "breastfeeding", BREASTFEEDING),
  glucosamine("breast-feeding", "breast-feeding my baby", BREASTFEEDING),
  quiet(
    "ttc-glucosamine",
    "Trying to conceive, and glucosamine sulfate 1,500 mg",
    "glucosamine",
    "trying to conceive",
    PRODUCT.glucosamine,
    QUIET,
    [LEAFLET],
  ),
];
