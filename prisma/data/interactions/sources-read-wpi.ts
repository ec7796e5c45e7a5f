// The read log of the wpi round (drug-interactions-part-84.ts): medicines' product information read for supplements.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-12-01";

type Found = "names it" | "names none" | "section not readable";

interface ProductInformationRead {
  ingredients: readonly string[];
  medicine: string;
  found: Found;
  /** What was read, where, and what became of it. */
  detail: string;
}

// The round's table: every product information looked at, whether it named the supplement, and the outcome. Most texts
// are at addresses outside the log's kinds (RxReasoner copies, a product site, Medscape UK), so they are told here.
const PRODUCT_INFORMATION_READ_WPI: readonly ProductInformationRead[] = [
  {
    ingredients: ["st-johns-wort"],
    medicine: "Opsumit (macitentan)",
    found: "names it",
    detail:
      "RxReasoner's macitentan page (https://rxreasoner.com/substances/macitentan/precautions), EU wording: the combination with strong CYP3A4 inducers (rifampicin, St John's wort, carbamazepine, phenytoin) should be avoided: di-st-johns-wort-macitentan, which blocks. The same 4.4 text was seen at an http address (120ty.net), not cited. The brand Opsumit was then not in the medicine dictionary; it is since, from its GB patient leaflet on emc.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Vydura (rimegepant)",
    found: "names it",
    detail:
      "RxReasoner's copy of the EU SmPC (EMA, 2022; https://rxreasoner.com/monographs/vydura/precautions), section 4.4: not recommended with strong or moderate CYP3A4 inducers; Medscape UK's rimegepant entry: advise patients not to take St John's wort concurrently: di-st-johns-wort-rimegepant, which blocks. A Malaysian MIMS copy (Nurtec) names St John's wort among the strong inducers, at a staging address, not cited.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Reagila (cariprazine)",
    found: "names it",
    detail:
      "reagila.nl's interactions page lists St John's wort (Hypericum perforatum) among the CYP3A4 inducers to avoid, from the Reagila package insert: di-st-johns-wort-cariprazine, which blocks. The EU SmPC's own section 4.3 was not read here.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Toviaz (fesoterodine)",
    found: "names it",
    detail:
      "RxReasoner's fesoterodine page: use with CYP3A4 inducers, St John's wort named, is not recommended: di-st-johns-wort-fesoterodine, which blocks.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Procoralan (ivabradine)",
    found: "names it",
    detail:
      "RxReasoner's ivabradine page: St John's wort halved ivabradine exposure and its intake should be restricted: di-st-johns-wort-ivabradine, which asks (moderate) in place of the CYP3A4 class record.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Tagrisso (osimertinib)",
    found: "names it",
    detail:
      "AstraZeneca UK's prescribing information, warnings and precautions: St John's wort should not be used together with Tagrisso (a contraindication): di-st-johns-wort-osimertinib, which blocks in place of the cancer-medicines class record, which asks. Lynparza (olaparib) came up only in US, Indonesian and patient-leaflet texts, so it keeps the class record.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Calquence (acalabrutinib) and Sprycel (dasatinib)",
    found: "section not readable",
    detail:
      "Only US, Saudi and Canadian texts came up (strong CYP3A inducers to be avoided; US patient pages name St John's wort); both keep the cancer-medicines class record, which asks.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Aquipta (atogepant)",
    found: "names none",
    detail:
      "RxReasoner's copy of the EU SmPC (EMA, 2023), sections 4.3 to 4.5: CYP3A4 and OATP inhibitors only, no inducer and no herb; the emc SmPC's dose table (section 4.2) likewise. No record; a negative scenario.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Volibris (ambrisentan)",
    found: "names none",
    detail:
      "The Czech SmPC's section 4.5 (medicinous.com): rifampicin at steady state had no clinically relevant effect; no herb named. No record; a negative scenario.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Spedra (avanafil)",
    found: "names none",
    detail:
      "RxReasoner's avanafil page: use with a CYP inducer (bosentan, carbamazepine, efavirenz, phenobarbital, rifampicin) is not recommended; St John's wort is not named, so no record is written by extrapolation from the class. For a pharmacist's review.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Vesicare (solifenacin)",
    found: "names none",
    detail:
      "RxReasoner's solifenacin page: enzyme induction has not been studied; interactions are possible with CYP3A4 inducers (rifampicin, phenytoin, carbamazepine); no herb named. No record; a negative scenario beside fesoterodine.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Zanidip (lercanidipine)",
    found: "names none",
    detail:
      "RxReasoner's copy of a UK SmPC (MHRA, 2018) was read in sections 4.3 and 4.4; section 4.5, read in the Malaysian Zanidip text and a Swiss copy, asks for caution with CYP3A4 inducers such as anticonvulsants and rifampicin and names no herb. No record: St John's wort is not named, so the checker stays silent for a pharmacist to weigh.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Mayzent (siponimod)",
    found: "section not readable",
    detail:
      "RxReasoner's siponimod page and a Hong Kong MIMS copy came up only as far as the CYP2C9 and CYP3A4 inhibitors; the inducer passage was not seen.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Rinvoq (upadacitinib)",
    found: "section not readable",
    detail:
      "No EU or UK text of section 4.5 came up; a US consumer page (GoodRx) names St John's wort, not cited. The checker stays silent.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Multaq (dronedarone)",
    found: "section not readable",
    detail:
      "No English EU text came up (a Polish copy stops before the inducers); the CYP3A4 class record still asks.",
  },
  {
    ingredients: ["st-johns-wort"],
    medicine: "Sporanox (itraconazole) and Emselex (darifenacin)",
    found: "section not readable",
    detail:
      "Only US monographs and Swiss German interaction notes came up; the checker stays silent for both.",
  },
  {
    ingredients: ["calcium", "magnesium"],
    medicine: "Edurant (rilpivirine)",
    found: "section not readable",
    detail:
      "The EU table of section 4.5 (antacids two hours before or four hours after) came up only at an http address (120ty.net) and in a consumer page; the emc leaflet's advice on indigestion remedies was again not in the part read. No record.",
  },
  {
    ingredients: ["calcium", "iron", "magnesium", "zinc"],
    medicine: "Evrenzo (roxadustat)",
    found: "section not readable",
    detail:
      "No English SmPC came up: a Polish leaflet, the EMA's machine-readable leaflet in a test implementation guide (build.fhir.org) and a Greek side-effects site. Its advice on phosphate binders and multivalent cations is not recorded, and roxadustat was not added to the dictionary then (the p23 round added it from the EU leaflet).",
  },
  {
    ingredients: ["caffeine"],
    medicine: "Rapiscan (regadenoson)",
    found: "section not readable",
    detail:
      "The EU section 4.5 (avoid methylxanthines such as caffeine for at least 12 hours before Rapiscan) came up only at an http address (dupharma.dk); US pages say the same. Not recorded: no https copy, and regadenoson, a one-off hospital injection for heart scans, is not in the dictionary.",
  },
  {
    ingredients: ["vitamin-a"],
    medicine: "Targretin (bexarotene)",
    found: "section not readable",
    detail:
      "Only US pages came up (RxList, at http, says to limit vitamin A supplements); the EU text was not found, so vitamin A with bexarotene stays without a record.",
  },
  {
    ingredients: ["folic-acid"],
    medicine: "Xeloda (capecitabine)",
    found: "section not readable",
    detail:
      "The EU SmPC's folinic acid passage came up only in a Czech copy and an Indonesian one naming folinic acid (not folic acid). Read instead: the Belgian Journal of Medical Oncology case report (fatal capecitabine toxicity with a high folic acid level) and a 2018 cohort in The Oncologist (higher serum folate, more toxicity): di-folic-acid-capecitabine, which asks.",
  },
];

const noteFor = (ingredient: string): string =>
  PRODUCT_INFORMATION_READ_WPI.filter((row) => row.ingredients.includes(ingredient))
    .map((row) => `${row.medicine}, ${row.found}: ${row.detail}`)
    .join(" ");

// Ingredient and kind of the earlier entries without an address that this round continues (one such entry per kind).
const CONTINUED: Readonly<Record<string, SourceReadInput["kind"]>> = {
  "st-johns-wort": "ema",
  "folic-acid": "uk-product-information",
  calcium: "ema",
  magnesium: "ema",
};

export const SOURCES_READ_WPI: SourceReadInput[] = [
  ukProductInformation(
    "st-johns-wort",
    {
      title: "AQUIPTA 60 mg tablets (atogepant): summary of product characteristics",
      publisher: "emc (medicines.org.uk)",
      url: "https://www.medicines.org.uk/emc/product/15049/smpc",
    },
    {
      outcome: "not-readable",
      note: "The text available here stops at section 4.2, whose dose table names only strong CYP3A4 and OATP inhibitors; section 4.5 was read in the EU text (see the EMA entry's wpi note), which names no inducer or herb.",
    },
    READ_ON,
  ),
  ...(["iron", "zinc", "caffeine", "vitamin-a"] as const).map((ingredient) =>
    notFound(
      ingredient,
      "ema",
      `Medicines' product information round (wpi): ${noteFor(ingredient)}`,
      READ_ON,
    ),
  ),
];

/** The log with this round's table added to the earlier entries without an address that it continues. */
export function withWpiNotes(entries: SourceReadInput[]): SourceReadInput[] {
  return entries.map((entry) => {
    const kind = CONTINUED[entry.ingredient];
    if (kind === undefined || entry.kind !== kind || "url" in entry || entry.outcome !== "not-readable")
      return entry;
    return {
      ...entry,
      note: `${entry.note} Medicines' product information round (wpi): ${noteFor(entry.ingredient)}`,
    };
  });
}
