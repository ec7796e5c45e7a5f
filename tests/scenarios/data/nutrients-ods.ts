// Nutrients and other non-herbal ingredients read a second time, source by source: CBD with liver disease,
// epilepsy medicines and tacrolimus, CBD against the FSA's 10 mg a day, chondroitin in pregnancy and
// breastfeeding — phrased as people type them, and what the same sources do not name, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, upperLevel } from "./build";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const EPIDYOLEX_UK_SMPC: Source = {
  title: "Epidyolex (cannabidiol) oral solution: SmPC sections 4.3 and 4.4 (MHRA, GB)",
  publisher: "RxReasoner (copy of the UK SmPC held by the MHRA)",
  url: "https://www.rxreasoner.com/monographs/epidyolex/precautions",
};
const EPIDYOLEX_SWISS: Source = {
  title: "Epidyolex: Fachinformation, Interaktionen",
  publisher: "ODDB (copy of the Swiss product information approved by Swissmedic)",
  url: "https://ch.oddb.org:443/en/gcc/fachinfo/reg/67590/chapter/interactions",
};
const FSA_CBD_2023: Source = {
  title: "Food Standards Agency and Food Standards Scotland update consumer advice for CBD",
  publisher: "Food Standards Agency",
  url: "https://www.food.gov.uk/news-alerts/news/food-standards-agency-and-food-standards-scotland-update-consumer-advice-for-cbd",
};
const CONDROSULF_LEAFLET: Source = {
  title: "Condrosulf 400 mg hard capsules (chondroitin sulfate): patient information leaflet",
  publisher: "OlaDoctor (English text of the Spanish Condrosulf leaflet)",
  url: "https://oladoctor.com/uk/medicines/spain/condrosulf-400-mg-capsulas-duras",
};
const DRUGS_COM_CBD: Source = {
  title: "Cannabidiol: clinical overview",
  publisher: "Drugs.com (natural product monograph)",
  url: "https://www.drugs.com/npp/cannabidiol.html",
};

const CHONDROITIN: StackItem = {
  custom: {
    name: "Chondroitin 800 mg joint tablets",
    ingredients: [{ ingredient: "chondroitin", amount: 800, unit: "mg" }],
  },
  servingsPerDay: 1,
};

function cbd(mg: number): StackItem {
  return {
    custom: { name: `CBD oil ${mg} mg a day`, ingredients: [{ ingredient: "cbd", amount: mg, unit: "mg" }] },
    servingsPerDay: 1,
  };
}

export const NUTRIENTS_ODS_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-nut2-cbd-cirrhosis",
    title: "Person with cirrhosis starts a CBD oil",
    profile: { medicines: [], conditions: ["cirrhosis"] },
    stack: [cbd(10)],
    expect: { flags: [flag("cbd", cond("cirrhosis"), "moderate")] },
    rationale:
      "Cannabidiol raises liver enzymes in a dose-related way, more often when they are already raised, and its UK product information excludes people with markedly raised liver tests; the FSA names liver damage among CBD's long-term risks. A pharmacist would ask them to speak to their doctor first.",
    sources: [EPIDYOLEX_UK_SMPC, FSA_CBD_2023],
  },
  {
    id: "sc-nut2-cbd-lamictal",
    title: "Lamictal patient asks about CBD oil for sleep",
    profile: { medicines: ["Lamictal"], conditions: ["epilepsy"] },
    stack: [cbd(10)],
    expect: { flags: [flag("cbd", med("Lamictal"), "moderate")] },
    rationale:
      "Cannabidiol's product information says it can interact with other antiepileptics taken at the same time, so doses are adjusted under medical supervision; the FSA advises people on medicines not to take CBD without consulting a professional.",
    sources: [EPIDYOLEX_SWISS, FSA_CBD_2023],
  },
  {
    id: "sc-nut2-cbd-epanutin",
    title: "Phenytoin (Epanutin) with a CBD supplement",
    profile: { medicines: ["Epanutin 100mg"], conditions: [] },
    stack: [cbd(10)],
    expect: { flags: [flag("cbd", med("Epanutin 100mg"), "moderate")] },
    rationale:
      "Phenytoin is an antiepileptic; cannabidiol's product information warns of interactions with antiepileptics taken with it.",
    sources: [EPIDYOLEX_SWISS],
  },
  {
    id: "sc-nut2-cbd-keppra",
    title: "Levetiracetam user adds CBD gummies",
    profile: { medicines: ["Keppra"], conditions: [] },
    stack: [cbd(10)],
    expect: { flags: [flag("cbd", med("Keppra"), "minor")] },
    rationale:
      "The product information speaks of antiepileptics taken with cannabidiol in general, and the FSA advises anyone on medication to consult a professional before taking CBD; a caution, not a ban.",
    sources: [EPIDYOLEX_SWISS, FSA_CBD_2023],
  },
  {
    id: "sc-nut2-cbd-epilim",
    title: "Epilim Chrono patient starts CBD oil",
    profile: { medicines: ["Epilim Chrono 500mg"], conditions: [] },
    stack: [cbd(10)],
    expect: { flags: [flag("cbd", med("Epilim Chrono 500mg"), "moderate")] },
    rationale:
      "In the UK cannabidiol product information most rises in liver enzymes occurred in people also taking valproate, and doses of valproate may need changing; the epilepsy team should be asked first.",
    sources: [EPIDYOLEX_UK_SMPC, FSA_CBD_2023],
  },
  {
    id: "sc-nut2-cbd-frisium",
    title: "Clobazam (Frisium) with a CBD supplement",
    profile: { medicines: ["Frisium"], conditions: [] },
    stack: [cbd(10)],
    expect: { flags: [flag("cbd", med("Frisium"), "moderate")] },
    rationale:
      "The UK cannabidiol product information says clobazam also increased rises in liver enzymes and its dose may need adjusting; the Swiss text warns of interactions with antiepileptics in general.",
    sources: [EPIDYOLEX_UK_SMPC, EPIDYOLEX_SWISS],
  },
  {
    id: "sc-nut2-cbd-prograf",
    title: "Kidney transplant patient on Prograf considers CBD",
    profile: { medicines: ["Prograf"], conditions: ["kidney transplant"] },
    stack: [cbd(10)],
    expect: { flags: [flag("cbd", med("Prograf"), "moderate")] },
    rationale:
      "Tacrolimus toxicity has been reported with prescription cannabidiol, which acts on the enzymes and pump that handle tacrolimus; the transplant team must be asked first.",
    sources: [DRUGS_COM_CBD, FSA_CBD_2023],
  },
  {
    id: "sc-nut2-cbd-25mg-above-fsa",
    title: "CBD oil at 25 mg a day",
    stack: [cbd(25)],
    expect: { flags: [flag("cbd", upperLevel, "moderate")] },
    rationale: "The FSA advises healthy adults to take no more than 10 mg of CBD a day; 25 mg is above it.",
    sources: [FSA_CBD_2023],
  },
  {
    id: "sc-nut2-cbd-10mg-within-fsa",
    title: "Healthy adult takes CBD oil at 10 mg a day, no medicines",
    stack: [cbd(10)],
    expect: { noFlags: [noFlag("cbd", upperLevel)] },
    rationale: "10 mg a day is the most the FSA advises for healthy adults, so it is within the advice.",
    sources: [FSA_CBD_2023],
  },
  {
    id: "sc-nut2-cbd-salbutamol-asthma",
    title: "Person with asthma using a salbutamol inhaler takes CBD oil",
    profile: { medicines: ["salbutamol inhaler"], conditions: ["asthma"] },
    stack: [cbd(10)],
    expect: {
      flags: [flag("cbd", med("salbutamol inhaler"), "moderate", "moderate")],
      noFlags: [noFlag("cbd", cond("asthma"))],
    },
    rationale:
      "The FSA advises that CBD is not advised for people taking medication who have not consulted a medical professional, so the inhaler asks; neither the cannabidiol product information read nor the FSA names asthma.",
    sources: [EPIDYOLEX_UK_SMPC, EPIDYOLEX_SWISS, FSA_CBD_2023],
  },
  {
    id: "sc-nut2-chondroitin-pregnant",
    title: "Pregnant woman asks about chondroitin for joint pain",
    profile: { medicines: [], conditions: ["pregnant"] },
    stack: [CHONDROITIN],
    expect: { flags: [flag("chondroitin", cond("pregnant"), "moderate")] },
    rationale:
      "The leaflet of chondroitin sulfate sold as a medicine says not to take it in pregnancy, as there are not enough data.",
    sources: [CONDROSULF_LEAFLET],
  },
  {
    id: "sc-nut2-chondroitin-breastfeeding",
    title: "Breastfeeding mother takes chondroitin",
    profile: { medicines: [], conditions: ["breastfeeding"] },
    stack: [CHONDROITIN],
    expect: { flags: [flag("chondroitin", cond("breastfeeding"), "moderate")] },
    rationale:
      "The chondroitin sulfate leaflet says not to take it while breastfeeding, as there are not enough data on the effect on the baby.",
    sources: [CONDROSULF_LEAFLET],
  },
  {
    id: "sc-nut2-chondroitin-amlodipine",
    title: "Amlodipine user takes chondroitin at the usual dose",
    profile: { medicines: ["amlodipine"], conditions: [] },
    stack: [CHONDROITIN],
    expect: { noFlags: [noFlag("chondroitin", med("amlodipine"))] },
    rationale:
      "The chondroitin sulfate leaflet names only antiplatelet medicines, and only at very high doses; amlodipine is not among them.",
    sources: [CONDROSULF_LEAFLET],
  },
];
