// Medicines whose own product information names supplements, typed as people write them, with catalogue products:
// Xofluza (baloxavir) with the five minerals its text names, Quofenix (delafloxacin) as a fluoroquinolone, Bonefos
// and Loron (sodium clodronate) as bisphosphonates, and Senshio (ospemifene), Rukobia (fostemsavir) and Emend
// (aprepitant) with St John's wort. Negatives are nearby medicines those texts do not name: other flu medicines,
// another anti-sickness medicine, and an oestrogen cream put on the skin.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const SOURCE = {
  xofluza: {
    title:
      "Xofluza film-coated tablets (baloxavir marboxil): summary of product characteristics, section 4.5",
    publisher: "European Medicines Agency product information (Roche, 2022), reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/xofluza-tab/precautions",
  },
  quofenix: {
    title: "Quofenix 450 mg tablets (delafloxacin): summary of product characteristics",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/quofenix-450-mg-tablets-87823/summary-of-medicine-characteristics",
  },
  bonefos: {
    title: "Bonefos 800 mg tablets (sodium clodronate): patient leaflet",
    publisher: "UK patient leaflet, reproduced by Drugs.com (UK edition)",
    url: "https://www.drugs.com/uk/sodium-clodronate-800mg-tablets-leaflet.html",
  },
  rukobia: {
    title: "Rukobia (fostemsavir) dosing and drug interactions: St John's wort contraindicated",
    publisher: "ViiV Healthcare (summary of the US prescribing information)",
    url: "https://rukobiahcp.com/dosing-and-drug-interactions",
  },
  emend: {
    title:
      "EMEND 80 mg/125 mg Hartkapseln (aprepitant): Fachinformation summary, interactions (St John's wort not recommended)",
    publisher: "Rote Liste (Germany; summary of the EU product information)",
    url: "https://www.rote-liste.de/rle/detail/19141-1/EMEND-R-80-mg-125-mg-Hartkapseln-125-mg-Pulver-zur-Herstellung-einer-Suspension-zum-Einnehmen",
  },
  ospemifene: {
    title:
      "Ospemifene: interactions (strong enzyme inducers such as St John's wort), from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/ospemifene/precautions",
  },
} satisfies Record<string, Reference>;

const XOFLUZA =
  "Xofluza's product information (section 4.5) says it should not be taken with oral supplements containing iron, zinc, selenium, calcium or magnesium.";
const QUOFENIX =
  "Delafloxacin is a fluoroquinolone (its SmPC, 'as per fluoroquinolone class'); minerals bind fluoroquinolones in the gut, so doses need hours between them.";
const CLODRONATE =
  "Sodium clodronate is a bisphosphonate (the UK Bonefos and Loron leaflets); minerals in the gut bind bisphosphonates, so they need time apart.";
const OSPEMIFENE =
  "Ospemifene's product information says strong enzyme inducers such as St John's wort would be expected to lower ospemifene and may reduce its effect.";

const FOSTEMSAVIR =
  "Rukobia (fostemsavir) product information contraindicates St John's wort, which lowers temsavir, its active form.";

const APREPITANT =
  "Emend (aprepitant) product information says preparations containing St John's wort are not recommended with it, as CYP3A4 inducers lower aprepitant.";

interface Case {
  id: string;
  medicine: string;
  item: StackItem;
  label: string;
  ingredient: string;
  rationale: string;
  source: Reference;
  quiet?: boolean;
  min?: "moderate" | "major";
}

function build(entry: Case): ScenarioInput {
  const link = med(entry.medicine);
  return {
    id: `sc-wmeds-${entry.id}`,
    title: `${entry.label} with ${entry.medicine}${entry.quiet ? " (not named)" : ""}`,
    profile: { medicines: [entry.medicine], conditions: [] },
    stack: [entry.item],
    expect: entry.quiet
      ? { noFlags: [noFlag(entry.ingredient, link)] }
      : { flags: [flag(entry.ingredient, link, entry.min ?? "moderate")] },
    rationale: entry.rationale,
    sources: [entry.source],
  };
}

const SELENIUM = { item: take(PRODUCT.selenium100), label: "Selenium 100 µg", ingredient: "selenium" };
const IRON = { item: take(PRODUCT.iron20), label: "Iron 20 mg", ingredient: "iron" };
const ZINC = { item: take(PRODUCT.zinc15), label: "Zinc 15 mg", ingredient: "zinc" };
// Calcium 800 mg with vitamin D3 10 µg.
const CALCIUM = { item: take(PRODUCT.osteocare), label: "Osteocare", ingredient: "calcium" };
const MAGNESIUM = {
  item: take(PRODUCT.magnesiumCitrate200),
  label: "Magnesium citrate 200 mg",
  ingredient: "magnesium",
};
const ST_JOHNS_WORT = {
  item: take(PRODUCT.stJohnsWort),
  label: "Kira St John's wort",
  ingredient: "st-johns-wort",
};

const xofluza = (
  id: string,
  medicine: string,
  product: Omit<Case, "id" | "medicine" | "rationale" | "source">,
) => build({ id: `baloxavir-${id}`, medicine, ...product, rationale: XOFLUZA, source: SOURCE.xofluza });
const notXofluza = (
  id: string,
  medicine: string,
  product: Omit<Case, "id" | "medicine" | "rationale" | "source">,
) =>
  build({
    id: `baloxavir-quiet-${id}`,
    medicine,
    ...product,
    quiet: true,
    rationale: `${medicine}: another flu medicine, whose text the Xofluza product information does not speak for; no record names it with this supplement.`,
    source: SOURCE.xofluza,
  });

export const WMEDS_SCENARIOS: ScenarioInput[] = [
  xofluza("selenium-brand", "Xofluza 40mg single dose", SELENIUM),
  xofluza("selenium-generic", "baloxavir", SELENIUM),
  xofluza("iron", "Xofluza 80mg tablets", IRON),
  xofluza("zinc", "baloxavir marboxil 40 mg", ZINC),
  xofluza("calcium", "Xofluza", CALCIUM),
  xofluza("magnesium", "xofluza flu tablet", MAGNESIUM),
  notXofluza("selenium-tamiflu", "Tamiflu 75mg twice a day", SELENIUM),
  notXofluza("selenium-oseltamivir", "oseltamivir", SELENIUM),
  notXofluza("calcium-relenza", "Relenza inhaler", CALCIUM),
  build({
    id: "delafloxacin-iron",
    medicine: "Quofenix 450mg twice a day",
    ...IRON,
    rationale: QUOFENIX,
    source: SOURCE.quofenix,
  }),
  build({
    id: "delafloxacin-zinc",
    medicine: "delafloxacin",
    ...ZINC,
    rationale: QUOFENIX,
    source: SOURCE.quofenix,
  }),
  build({
    id: "clodronate-calcium-bonefos",
    medicine: "Bonefos 800mg",
    ...CALCIUM,
    rationale: CLODRONATE,
    source: SOURCE.bonefos,
  }),
  build({
    id: "clodronate-iron-loron",
    medicine: "Loron 520 two tablets twice a day",
    ...IRON,
    rationale: CLODRONATE,
    source: SOURCE.bonefos,
  }),
  build({
    id: "clodronate-magnesium",
    medicine: "sodium clodronate 1600mg daily",
    ...MAGNESIUM,
    rationale: CLODRONATE,
    source: SOURCE.bonefos,
  }),
  build({
    id: "ospemifene-brand",
    medicine: "Senshio 60mg once a day",
    ...ST_JOHNS_WORT,
    rationale: OSPEMIFENE,
    source: SOURCE.ospemifene,
  }),
  build({
    id: "ospemifene-generic",
    medicine: "ospemifene",
    ...ST_JOHNS_WORT,
    rationale: OSPEMIFENE,
    source: SOURCE.ospemifene,
  }),
  build({
    id: "fostemsavir-brand",
    medicine: "Rukobia 600mg twice a day",
    ...ST_JOHNS_WORT,
    min: "major",
    rationale: FOSTEMSAVIR,
    source: SOURCE.rukobia,
  }),
  build({
    id: "fostemsavir-generic",
    medicine: "fostemsavir",
    ...ST_JOHNS_WORT,
    min: "major",
    rationale: FOSTEMSAVIR,
    source: SOURCE.rukobia,
  }),
  build({
    id: "aprepitant-brand",
    medicine: "Emend 125mg",
    ...ST_JOHNS_WORT,
    min: "major",
    rationale: APREPITANT,
    source: SOURCE.emend,
  }),
  build({
    id: "aprepitant-generic",
    medicine: "aprepitant 80mg on days 2 and 3",
    ...ST_JOHNS_WORT,
    min: "major",
    rationale: APREPITANT,
    source: SOURCE.emend,
  }),
  build({
    id: "aprepitant-quiet-cyclizine",
    medicine: "cyclizine 50mg",
    ...ST_JOHNS_WORT,
    quiet: true,
    rationale:
      "Cyclizine, another anti-sickness medicine, is not named by Emend's text and no record names it with St John's wort.",
    source: SOURCE.emend,
  }),
  build({
    id: "ospemifene-quiet-estriol-cream",
    medicine: "estriol cream",
    ...ST_JOHNS_WORT,
    quiet: true,
    rationale:
      "Estriol cream, another treatment for vaginal dryness, is put on the skin; ospemifene's text does not speak for it.",
    source: SOURCE.ospemifene,
  }),
];
