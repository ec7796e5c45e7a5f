// The wplt round's scenarios, written from the 2022 bleeding review's abstract rather than the records: supplements it
// names for people on anticoagulants, with warfarin, a DOAC and a heparin; the antiplatelets and NSAIDs it does not name stay quiet.
import type { ScenarioInput } from "../schema";
import { CAUTIONS } from "./by-mechanism";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

const REVIEW: ScenarioInput["sources"][number] = {
  title: "Dietary supplements and bleeding, Proc (Bayl Univ Med Cent) 2022 (abstract and Table 4)",
  publisher: "Baylor University Medical Center Proceedings (via PubMed Central)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9586694/",
};

const CBD_SOURCE: ScenarioInput["sources"][number] = {
  title:
    "A possible interaction between cannabidiol (Epidiolex) and warfarin: case report, Am J Health Syst Pharm 2020 (abstract)",
  publisher: "American Journal of Health-System Pharmacy (PubMed abstract, as mirrored by suppr.wilddata.cn)",
  url: "https://suppr.wilddata.cn/browses/detail/pubmed/33016308",
};
const CBD_ASKS =
  "Case reports: people on warfarin needed 20-30% lower warfarin doses after starting prescription cannabidiol; the authors advise frequent INR checks.";
const CBD_ANY_MEDICINE =
  "The Food Standards Agency and Food Standards Scotland advise that CBD is not advised for people taking medication who have not consulted a medical professional: the checker asks, whatever the medicine.";
const FSA_CBD: ScenarioInput["sources"][number] = {
  title: "Food Standards Agency and Food Standards Scotland update consumer advice for CBD",
  publisher: "Food Standards Agency",
  url: "https://www.food.gov.uk/news-alerts/news/food-standards-agency-and-food-standards-scotland-update-consumer-advice-for-cbd",
};

const DEVILS_CLAW_SOURCE: ScenarioInput["sources"][number] = {
  title: "Devil's claw: side effects and warnings",
  publisher: "FoundHealth",
  url: "https://foundhealth.com/devils-claw/side-effects-and-warnings",
};
const DEVILS_CLAW_ASKS =
  "FoundHealth: devil's claw might enhance blood-thinning medicines such as warfarin or heparin (one case report with warfarin).";
const DEVILS_CLAW_QUIET =
  "FoundHealth names warfarin and heparin, not antiplatelet medicines or painkillers.";

const NAMED =
  "The review: in patients on anticoagulants, chondroitin-glucosamine, fenugreek, milk thistle and peppermint (among others) are associated with bleeding risk.";
const QUIET =
  "The review speaks of people on anticoagulants; it names no antiplatelet medicine or anti-inflammatory painkiller.";

type Stack = ScenarioInput["stack"][number];
const custom = (name: string, ingredient: string, amount: number): Stack => ({
  custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] },
  servingsPerDay: 1,
});

const STACK = {
  peppermint: custom("Peppermint oil 0.2 ml capsules", "peppermint-oil", 187),
  chondroitin: custom("Chondroitin sulfate 400 mg", "chondroitin", 400),
  glucosamine: take(PRODUCT.glucosamine),
  milkThistle: take(PRODUCT.milkThistle),
  fenugreek: custom("Fenugreek seed 610 mg", "fenugreek", 610),
  cbd: custom("CBD oil 10% (20 mg a dose)", "cbd", 20),
  melatonin: custom("Melatonin 2 mg (prescribed, added as a supplement)", "melatonin", 2),
  devilsClaw: custom("Devil's claw 480 mg tablets", "devils-claw", 480),
} satisfies Record<string, Stack>;

function asks(id: string, title: string, ingredient: string, stack: Stack, medicine: string): ScenarioInput {
  return {
    id: `sc-wplt-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [stack],
    expect: { flags: [flag(ingredient, med(medicine), ...CAUTIONS)] },
    rationale: NAMED,
    sources: [REVIEW],
  };
}

function quiet(id: string, title: string, ingredient: string, stack: Stack, medicine: string): ScenarioInput {
  return {
    id: `sc-wplt-quiet-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [stack],
    expect: { noFlags: [noFlag(ingredient, med(medicine))] },
    rationale: QUIET,
    sources: [REVIEW],
  };
}

export const WPLT_SCENARIOS: ScenarioInput[] = [
  asks(
    "peppermint-warfarin",
    "Peppermint oil capsules for IBS while on warfarin",
    "peppermint-oil",
    STACK.peppermint,
    "warfarin 4mg",
  ),
  asks(
    "peppermint-enoxaparin",
    "Enoxaparin injections after surgery and peppermint oil capsules",
    "peppermint-oil",
    STACK.peppermint,
    "enoxaparin",
  ),
  asks(
    "chondroitin-apixaban",
    "Apixaban for atrial fibrillation and chondroitin for sore knees",
    "chondroitin",
    STACK.chondroitin,
    "apixaban 5mg twice a day",
  ),
  asks(
    "glucosamine-rivaroxaban",
    "Rivaroxaban and glucosamine sulfate capsules",
    "glucosamine",
    STACK.glucosamine,
    "rivaroxaban 20mg",
  ),
  asks(
    "glucosamine-dalteparin",
    "Dalteparin injections and glucosamine",
    "glucosamine",
    STACK.glucosamine,
    "dalteparin",
  ),
  asks(
    "milk-thistle-enoxaparin",
    "Milk thistle capsules with enoxaparin injections",
    "milk-thistle",
    STACK.milkThistle,
    "enoxaparin",
  ),
  asks(
    "fenugreek-tinzaparin",
    "Fenugreek seed capsules with tinzaparin",
    "fenugreek",
    STACK.fenugreek,
    "tinzaparin",
  ),
  asks("melatonin-apixaban", "Melatonin and apixaban", "melatonin", STACK.melatonin, "apixaban"),
  quiet(
    "peppermint-clopidogrel",
    "Clopidogrel after a stent and peppermint oil capsules",
    "peppermint-oil",
    STACK.peppermint,
    "clopidogrel",
  ),
  quiet(
    "peppermint-aspirin",
    "Low-dose aspirin and peppermint oil capsules",
    "peppermint-oil",
    STACK.peppermint,
    "aspirin 75mg",
  ),
  quiet(
    "chondroitin-clopidogrel",
    "Clopidogrel and chondroitin for osteoarthritis",
    "chondroitin",
    STACK.chondroitin,
    "clopidogrel",
  ),
  quiet(
    "fenugreek-ticagrelor",
    "Ticagrelor and fenugreek seed capsules",
    "fenugreek",
    STACK.fenugreek,
    "ticagrelor",
  ),
  quiet(
    "milk-thistle-ibuprofen",
    "Ibuprofen now and then and milk thistle",
    "milk-thistle",
    STACK.milkThistle,
    "ibuprofen",
  ),
  quiet(
    "glucosamine-naproxen",
    "Naproxen for arthritis and glucosamine",
    "glucosamine",
    STACK.glucosamine,
    "naproxen",
  ),
  {
    ...asks("cbd-warfarin", "CBD oil drops while on warfarin", "cbd", STACK.cbd, "warfarin"),
    rationale: CBD_ASKS,
    sources: [CBD_SOURCE],
  },
  {
    ...asks("cbd-marevan", "Marevan and a CBD oil for sleep", "cbd", STACK.cbd, "Marevan"),
    rationale: CBD_ASKS,
    sources: [CBD_SOURCE],
  },
  {
    ...asks("cbd-apixaban-fsa", "Apixaban and CBD oil drops", "cbd", STACK.cbd, "apixaban"),
    rationale: CBD_ANY_MEDICINE,
    sources: [FSA_CBD],
  },
  {
    ...asks("cbd-clopidogrel-fsa", "Clopidogrel and CBD oil drops", "cbd", STACK.cbd, "clopidogrel"),
    rationale: CBD_ANY_MEDICINE,
    sources: [FSA_CBD],
  },
  {
    ...asks("cbd-aspirin-fsa", "Low-dose aspirin and CBD oil drops", "cbd", STACK.cbd, "aspirin 75mg"),
    rationale: CBD_ANY_MEDICINE,
    sources: [FSA_CBD],
  },
  {
    ...asks(
      "devils-claw-warfarin",
      "Devil's claw for back pain while on warfarin",
      "devils-claw",
      STACK.devilsClaw,
      "warfarin 5mg",
    ),
    rationale: DEVILS_CLAW_ASKS,
    sources: [DEVILS_CLAW_SOURCE],
  },
  {
    ...asks(
      "devils-claw-heparin",
      "Heparin injections and devil's claw tablets",
      "devils-claw",
      STACK.devilsClaw,
      "dalteparin",
    ),
    rationale: DEVILS_CLAW_ASKS,
    sources: [DEVILS_CLAW_SOURCE],
  },
  {
    ...quiet(
      "devils-claw-clopidogrel",
      "Clopidogrel and devil's claw tablets",
      "devils-claw",
      STACK.devilsClaw,
      "clopidogrel",
    ),
    rationale: DEVILS_CLAW_QUIET,
    sources: [DEVILS_CLAW_SOURCE],
  },
  {
    ...quiet(
      "devils-claw-ibuprofen",
      "Ibuprofen and devil's claw for joint pain",
      "devils-claw",
      STACK.devilsClaw,
      "ibuprofen 400mg",
    ),
    rationale: DEVILS_CLAW_QUIET,
    sources: [DEVILS_CLAW_SOURCE],
  },
];
