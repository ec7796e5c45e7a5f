// Condition words read since the wcn6 round, with the products their sources name and neighbours that must stay quiet.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag } from "./build";
import { CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];
type ProductId = (typeof PRODUCT)[keyof typeof PRODUCT];

const SOURCE = {
  cureus: {
    title:
      "A licorice-flavored edema: a case report of glycyrrhizic acid toxicity from chronic licorice root consumption (Cureus 2023;15(1):e34425)",
    publisher: "Cureus, via PubMed",
    url: "https://pubmed.ncbi.nlm.nih.gov/36874748/",
  },
  constipation: {
    title:
      "About constipation (pharmacy team training module on advising on laxatives): potential causes include certain medicines, e.g. iron supplements",
    publisher: "tmmagazine.co.uk (pharmacy team training)",
    url: "https://www.tmmagazine.co.uk/sponsored-education/765924-advising-on-stimulant-laxatives-senokot-2021/about-constipation-810132",
  },
  tinnitus: {
    title: "Tinnitus: hearing noises that do not come from an outside source",
    publisher: "Middlewich Road Surgery (NHS GP practice)",
    url: "https://www.middlewichroadsurgery.nhs.uk/2024/02/05/tinnitus-awareness-week/",
  },
  vertigo: {
    title: "Vertigo: the sensation that you, or the environment around you, is moving or spinning",
    publisher: "nidirect (NHS website text)",
    url: "https://www.nidirect.gov.uk/conditions/vertigo",
  },
  sinusitis: {
    title:
      "Sinusitis (sinus infection), health A to Z in the NHS website's words: common after a cold or flu",
    publisher: "Richmond GP Alliance",
    url: "https://richmondgpalliance.co.uk/health-a-z/?condition=sinusitis-sinus-infection%2F",
  },
  thrush: {
    title: "Vaginal thrush overview: a common condition caused by a yeast (candida) infection",
    publisher: "ratrust.org.uk (sexual health pages)",
    url: "https://ratrust.org.uk/sexual-health/stis/vaginal-thrush/overview",
  },
  ispagel: {
    title: "Ispagel Orange (ispaghula husk): summary of product characteristics, sections 4.1 and 4.2",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/4404/smpc",
  },
  uctPct: {
    title:
      "Management of porphyria cutanea tarda: precipitating conditions (principally iron overload, alcohol, oestrogens) and reducing iron loading",
    publisher: "University of Cape Town porphyria service (porphyria.uct.ac.za)",
    url: "https://porphyria.uct.ac.za/node/166930",
  },
  medscapeGlucosamine: {
    title:
      "Glucosamine tablets and capsules: precautions and warnings (blood glucose in impaired glucose tolerance and diabetes)",
    publisher: "Medscape UK (drug monograph for UK healthcare professionals)",
    url: "https://www.medscape.co.uk/drug/glucosamine-tablets-and-capsules-69856-69856",
  },
} satisfies Record<string, Reference>;

const LIQUORICE_OEDEMA =
  "Case report: swelling of the face and legs, high blood pressure and low potassium after three weeks of liquorice tea; glycyrrhizic acid has a mineralocorticoid-like action. Oedema is fluid retention.";
const IRON_CONSTIPATION =
  "A UK pharmacy-team training page names certain medicines, e.g. iron supplements, among the potential causes of constipation.";

// Liquorice has no catalogue product: a made-up label, as in the wqt round.
const LIQUORICE: StackItem = {
  custom: {
    name: "Liquorice root 500 mg capsules",
    ingredients: [{ ingredient: "licorice-root", amount: 500, unit: "mg" }],
  },
  servingsPerDay: 1,
};

function liquorice(id: string, typed: string, flags: boolean, title: string): ScenarioInput {
  return {
    id: `sc-wcn6-oedema-liquorice-${id}`,
    title,
    profile: { medicines: [], conditions: [typed] },
    stack: [LIQUORICE],
    expect: flags
      ? { flags: [flag("licorice-root", cond(typed), CAUTIONS[0], CAUTIONS[1])] }
      : { noFlags: [noFlag("licorice-root", cond(typed))] },
    rationale: flags ? LIQUORICE_OEDEMA : `${LIQUORICE_OEDEMA} ${title.split(",")[0]} is not oedema.`,
    sources: [SOURCE.cureus],
  };
}

const { named, quiet } = conditionCases("sc-wcn6-");

const GLUCOSAMINE_SUGAR =
  "Medscape UK glucosamine monograph: monitor blood glucose in patients with impaired glucose tolerance; patients with diabetes may experience fluctuations in blood glucose.";
const glucosamine = (id: string, typed: string) =>
  named(
    `sugar-glucosamine-${id}`,
    `${typed}, and glucosamine sulfate 750 mg`,
    "glucosamine",
    typed,
    PRODUCT.glucosamine,
    CAUTIONS,
    GLUCOSAMINE_SUGAR,
    [SOURCE.medscapeGlucosamine],
  );

const IRON_PCT =
  "University of Cape Town porphyria service: porphyria cutanea tarda is mostly secondary to precipitating conditions, principally iron overload; treatment reduces iron loading.";
const ironPct = (id: string, typed: string) =>
  named(`pct-iron-${id}`, `${typed}, and iron 20 mg`, "iron", typed, PRODUCT.iron20, CAUTIONS, IRON_PCT, [
    SOURCE.uctPct,
  ]);

const iron = (id: string, typed: string) =>
  named(
    `constipation-iron-${id}`,
    `${typed}, and iron 20 mg`,
    "iron",
    typed,
    PRODUCT.iron20,
    CAUTIONS,
    IRON_CONSTIPATION,
    [SOURCE.constipation],
  );
const ironQuiet = (id: string, title: string, typed: string) =>
  quiet(`${id}-iron`, title, "iron", typed, PRODUCT.iron20, IRON_CONSTIPATION, [SOURCE.constipation]);

// Conditions read since this round that no source read ties to these products: the checker says it has no record.
const NONE_READ = "No source read in this round or before names this condition for this ingredient.";
const nothingRead = (
  id: string,
  title: string,
  ingredient: string,
  typed: string,
  product: ProductId,
  source: Reference,
) => quiet(`none-${id}`, title, ingredient, typed, product, NONE_READ, [source]);

export const WCN6_SCENARIOS: ScenarioInput[] = [
  liquorice("plain", "oedema", true, "Oedema, and liquorice root capsules"),
  liquorice("ankles", "swollen ankles", true, "Swollen ankles, and liquorice root capsules"),
  liquorice("fluid", "fluid retention", true, "Fluid retention, and liquorice root capsules"),
  liquorice("us-spelling", "edema in both legs", true, "Edema in both legs, and liquorice root capsules"),
  liquorice(
    "murmur",
    "heart murmur",
    false,
    "A heart murmur, which the case report does not name, and liquorice",
  ),
  liquorice(
    "pacemaker",
    "pacemaker",
    false,
    "A pacemaker, which the case report does not name, and liquorice",
  ),
  liquorice(
    "high-sugar",
    "high blood sugar",
    false,
    "High blood sugar, which the case report does not name, and liquorice",
  ),
  iron("plain", "constipation"),
  iron("constipated", "constipated"),
  iron("chronic", "chronic constipation"),
  iron("history", "history of constipation"),
  ironQuiet(
    "diarrhoea",
    "Diarrhoea, which the constipation page does not tie to iron, and iron",
    "diarrhoea",
  ),
  ironQuiet("stoma", "A stoma, which the constipation page does not name, and iron", "ileostomy"),
  ironQuiet("long-covid", "Long COVID, which the constipation page does not name, and iron", "long covid"),
  ironQuiet(
    "insulin-resistance",
    "Insulin resistance, which is not the medicine insulin, and iron",
    "insulin resistance",
  ),
  nothingRead(
    "tinnitus-ginkgo",
    "Tinnitus and ginkgo",
    "ginkgo-biloba",
    "tinnitus",
    PRODUCT.ginkgo,
    SOURCE.tinnitus,
  ),
  nothingRead(
    "vertigo-ginkgo",
    "Vertigo and ginkgo",
    "ginkgo-biloba",
    "vertigo",
    PRODUCT.ginkgo,
    SOURCE.vertigo,
  ),
  nothingRead(
    "sinusitis-echinacea",
    "Sinusitis and echinacea",
    "echinacea",
    "sinusitis",
    PRODUCT.echinacea,
    SOURCE.sinusitis,
  ),
  nothingRead(
    "thrush-vitamin-c",
    "Thrush and vitamin C 1000 mg",
    "vitamin-c",
    "thrush",
    PRODUCT.vitaminC1000,
    SOURCE.thrush,
  ),
  quiet(
    "stoma-psyllium",
    "An ileostomy, and psyllium husk, which UK ispaghula product information names for managing a stoma",
    "psyllium",
    "ileostomy",
    PRODUCT.psyllium500,
    "Ispagel Orange SmPC section 4.1: for the management of bowel function in patients with colostomy or ileostomy.",
    [SOURCE.ispagel],
  ),
  ironPct("plain", "porphyria cutanea tarda"),
  ironPct("history", "history of porphyria cutanea tarda"),
  quiet(
    "rosacea-iron",
    "Rosacea, a skin condition the porphyria page does not name, and iron",
    "iron",
    "rosacea",
    PRODUCT.iron20,
    IRON_PCT,
    [SOURCE.uctPct],
  ),
  glucosamine("plain", "high blood sugar"),
  glucosamine("medical", "hyperglycaemia"),
  glucosamine("lay", "blood sugar too high"),
  quiet(
    "high-bp-glucosamine",
    "High blood pressure, which the glucosamine monograph does not name, and glucosamine",
    "glucosamine",
    "high blood pressure",
    PRODUCT.glucosamine,
    GLUCOSAMINE_SUGAR,
    [SOURCE.medscapeGlucosamine],
  ),
];
