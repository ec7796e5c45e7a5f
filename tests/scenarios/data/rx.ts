// What RxReasoner's substance pages (copies of the interactions sections of product information) say of iron,
// calcium, folic acid and vitamin C with medicines — typed the way people type them — and medicines the same
// pages do not name, which must not alarm (none for vitamin C: its page could not be read past desferrioxamine).
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];

const RX = "RxReasoner (copy of product information)";

const SOURCE = {
  ferrousSulfate: {
    title: "Ferrous sulfate: interactions, from product information",
    publisher: RX,
    url: "https://rxreasoner.com/substances/ferrous/precautions",
  },
  calciumCarbonate: {
    title: "Calcium carbonate: interactions, from product information",
    publisher: RX,
    url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
  },
  folicAcid: {
    title: "Folic acid (vitamin B9): interactions, from product information",
    publisher: RX,
    url: "https://www.rxreasoner.com/substances/vitamin-b9/precautions",
  },
  vitaminC: {
    title: "Vitamin C (ascorbic acid): interactions, from product information",
    publisher: RX,
    url: "https://rxreasoner.com/substances/vitamin-c/precautions",
  },
} satisfies Record<string, Source>;

const CALCIUM_CARBONATE =
  "The calcium carbonate text says that with chlorpromazine, diflunisal, rifampicin, ketoconazole and penicillamine their absorption is reduced.";

function calcium(id: string, medicine: string, title: string): ScenarioInput {
  return {
    id: `sc-rx-${id}-calcium`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [take(PRODUCT.osteocare)],
    expect: { flags: [flag("calcium", med(medicine), "minor")] },
    rationale: CALCIUM_CARBONATE,
    sources: [SOURCE.calciumCarbonate],
  };
}

export const RX_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-rx-allopurinol-iron",
    title: "Allopurinol for gout and an iron supplement",
    profile: { medicines: ["allopurinol 100mg"], conditions: [] },
    stack: [take(PRODUCT.iron20)],
    expect: { flags: [flag("iron", med("allopurinol 100mg"), "minor")] },
    rationale:
      "The ferrous sulfate text says iron with allopurinol may increase iron deposition in the liver, especially in hepatic cirrhosis.",
    sources: [SOURCE.ferrousSulfate],
  },
  {
    id: "sc-rx-questran-iron",
    title: "Questran sachets for cholesterol and a Spatone iron sachet",
    profile: { medicines: ["Questran"], conditions: [] },
    stack: [take(PRODUCT.spatone)],
    expect: { flags: [flag("iron", med("Questran"), "minor")] },
    rationale:
      "The ferrous sulfate text says cholestyramine may bind iron in the gut and prevent its absorption.",
    sources: [SOURCE.ferrousSulfate],
  },
  {
    id: "sc-rx-amlodipine-iron-no-alarm",
    title: "Amlodipine for blood pressure and an iron supplement",
    profile: { medicines: ["amlodipine 5mg"], conditions: [] },
    stack: [take(PRODUCT.iron20)],
    expect: { noFlags: [noFlag("iron", med("amlodipine 5mg"))] },
    rationale:
      "The ferrous sulfate text names no blood pressure medicine other than methyldopa; amlodipine is neither an antibiotic, a bisphosphonate nor a thyroid or Parkinson's medicine.",
    sources: [SOURCE.ferrousSulfate],
  },
  calcium("rifampicin", "Rifadin", "Rifadin (rifampicin) for tuberculosis and Osteocare"),
  calcium("chlorpromazine", "chlorpromazine 25mg", "Chlorpromazine and a calcium and vitamin D tablet"),
  calcium("ketoconazole", "Ketoconazole tablets", "Ketoconazole tablets and Osteocare"),
  calcium("penicillamine", "Penicillamine", "Penicillamine for Wilson's disease and a calcium supplement"),
  {
    id: "sc-rx-sertraline-calcium-no-alarm",
    title: "Sertraline for depression and Osteocare",
    profile: { medicines: ["sertraline 50mg"], conditions: [] },
    stack: [take(PRODUCT.osteocare)],
    expect: { noFlags: [noFlag("calcium", med("sertraline 50mg"))] },
    rationale:
      "The calcium carbonate text names antibiotics, antifungals, bisphosphonates, thyroxine, diuretics, digitalis, corticosteroids, chlorpromazine, diflunisal and penicillamine, not antidepressants.",
    sources: [SOURCE.calciumCarbonate],
  },
  {
    id: "sc-rx-epilim-folic-acid",
    title: "Epilim Chrono for epilepsy and folic acid 400 micrograms",
    profile: { medicines: ["Epilim Chrono"], conditions: [] },
    stack: [take(PRODUCT.folicAcid400)],
    expect: { flags: [flag("folic-acid", med("Epilim Chrono"), "minor")] },
    rationale:
      "The folic acid text says correcting folate deficiency lowers plasma phenytoin with a possible loss of seizure control, and that a similar but less marked relationship exists with sodium valproate.",
    sources: [SOURCE.folicAcid],
  },
  {
    id: "sc-rx-amlodipine-folic-acid-no-alarm",
    title: "Amlodipine for blood pressure and folic acid 400 micrograms",
    profile: { medicines: ["amlodipine 5mg"], conditions: [] },
    stack: [take(PRODUCT.folicAcid400)],
    expect: { noFlags: [noFlag("folic-acid", med("amlodipine 5mg"))] },
    rationale:
      "The folic acid text names anticonvulsants, antifolates, lithium, chloramphenicol, sulfasalazine, triamterene, aspirin and nitrous oxide, not blood pressure medicines such as amlodipine.",
    sources: [SOURCE.folicAcid],
  },
  {
    id: "sc-rx-amfexa-vitamin-c",
    title: "Amfexa (dexamfetamine) for ADHD and vitamin C 1000mg",
    profile: { medicines: ["Amfexa"], conditions: [] },
    stack: [take(PRODUCT.vitaminC1000)],
    expect: { flags: [flag("vitamin-c", med("Amfexa"), "minor")] },
    rationale:
      "The vitamin C text says ascorbic acid may acidify the urine and lower amphetamine levels, and to stop the ascorbic acid if amphetamine works less well.",
    sources: [SOURCE.vitaminC],
  },
];
