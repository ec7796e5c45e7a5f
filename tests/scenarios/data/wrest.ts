// The wrest round's ingredients with a catalogue product: L-theanine with what Memorial Sloan Kettering's page names
// (medicines that help you sleep, typed as the members it names, and pregnancy and breastfeeding), and probiotics with
// what a pharmacists' journal review names (antibiotics, immunosuppressants); medicines and a condition neither
// names must stay quiet.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];

const MSKCC_L_THEANINE: Source = {
  title: "L-Theanine: purported benefits, side effects and more (For Patients & Caregivers)",
  publisher: "Memorial Sloan Kettering Cancer Center (About Herbs)",
  url: "https://www.mskcc.org/cancer-care/integrative-medicine/herbs/l-theanine",
};

const SLEEP_RATIONALE =
  "Memorial Sloan Kettering asks people taking medicines that help them sleep, such as lorazepam (Ativan), diazepam (Valium) or zolpidem (Ambien), to talk with their healthcare provider before L-theanine supplements, as together they may increase drowsiness.";

function withMedicine(id: string, medicine: string, title: string): ScenarioInput {
  return {
    id: `sc-wrest-l-theanine-${id}`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [take(PRODUCT.lTheanine)],
    expect: { flags: [flag("l-theanine", med(medicine), "minor")] },
    rationale: SLEEP_RATIONALE,
    sources: [MSKCC_L_THEANINE],
  };
}

function quietMedicine(id: string, medicine: string, title: string): ScenarioInput {
  return {
    id: `sc-wrest-l-theanine-${id}`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [take(PRODUCT.lTheanine)],
    expect: { noFlags: [noFlag("l-theanine", med(medicine))] },
    rationale:
      "Memorial Sloan Kettering's L-theanine page names only medicines that help you sleep; this medicine is not one of them, so no interaction should be shown.",
    sources: [MSKCC_L_THEANINE],
  };
}

const AJHP_PROBIOTICS: Source = {
  title: "Probiotics. Am J Health Syst Pharm 2010;67(6):449-458: drug interactions",
  publisher: "Medscape (reprint of the American Journal of Health-System Pharmacy review)",
  url: "https://www.medscape.com/viewarticle/719654_13",
};

function probioticWith(
  id: string,
  medicine: string,
  min: "minor" | "moderate",
  title: string,
  rationale: string,
) {
  return {
    id: `sc-wrest-probiotics-${id}`,
    title,
    profile: { medicines: [medicine], conditions: [] },
    stack: [take(PRODUCT.probiotic)],
    expect: { flags: [flag("probiotics", med(medicine), min)] },
    rationale,
    sources: [AJHP_PROBIOTICS],
  } satisfies ScenarioInput;
}

const PROBIOTIC_ANTIBIOTIC =
  "The review says antibiotics can kill many of the organisms in a probiotic and that the two should be taken at least 2 hours apart.";
const PROBIOTIC_IMMUNOSUPPRESSANT =
  "The review says probiotics should be used cautiously with immunosuppressants such as ciclosporin, tacrolimus and azathioprine, as they could cause an infection.";

export const WREST_SCENARIOS: ScenarioInput[] = [
  probioticWith(
    "amoxicillin",
    "amoxicillin 500mg",
    "minor",
    "Course of amoxicillin, with a daily probiotic",
    PROBIOTIC_ANTIBIOTIC,
  ),
  probioticWith(
    "doxycycline",
    "doxycycline",
    "minor",
    "Doxycycline for a chest infection, with a probiotic",
    PROBIOTIC_ANTIBIOTIC,
  ),
  probioticWith(
    "tacrolimus",
    "tacrolimus",
    "moderate",
    "Kidney transplant patient on tacrolimus takes a probiotic",
    PROBIOTIC_IMMUNOSUPPRESSANT,
  ),
  probioticWith(
    "azathioprine",
    "Imuran",
    "moderate",
    "Imuran (azathioprine) user takes a probiotic",
    PROBIOTIC_IMMUNOSUPPRESSANT,
  ),
  probioticWith(
    "chemotherapeutic-agents",
    "chemotherapeutic agents",
    "moderate",
    "Person on chemotherapeutic agents, typed as the review words them, takes a probiotic",
    "The review says probiotics should be used cautiously with chemotherapeutic agents, as they could cause an infection in people whose immune system is weakened.",
  ),
  {
    id: "sc-wrest-probiotics-atorvastatin",
    title: "Atorvastatin for cholesterol, with a probiotic",
    profile: { medicines: ["atorvastatin"], conditions: [] },
    stack: [take(PRODUCT.probiotic)],
    expect: { noFlags: [noFlag("probiotics", med("atorvastatin"))] },
    rationale:
      "The review names antibiotics, antifungals, immunosuppressants and chemotherapy; a statin is none of them, so no interaction should be shown.",
    sources: [AJHP_PROBIOTICS],
  },
  withMedicine("ativan", "Ativan", "Ativan (lorazepam) user takes L-theanine for stress"),
  withMedicine("diazepam", "diazepam 5mg", "Person on diazepam takes L-theanine to relax"),
  withMedicine("zolpidem", "zolpidem", "Zolpidem for sleep, with L-theanine at bedtime"),
  withMedicine("stilnoct", "Stilnoct", "Stilnoct (zolpidem) user adds L-theanine"),
  quietMedicine("amlodipine", "amlodipine", "Amlodipine for blood pressure, with L-theanine"),
  quietMedicine(
    "levothyroxine",
    "levothyroxine",
    "Levothyroxine for an underactive thyroid, with L-theanine",
  ),
  {
    id: "sc-wrest-l-theanine-pregnant",
    title: "Pregnant woman takes L-theanine for anxiety",
    profile: { medicines: [], conditions: ["pregnant"] },
    stack: [take(PRODUCT.lTheanine)],
    expect: { flags: [flag("l-theanine", cond("pregnant"), "minor")] },
    rationale:
      "Memorial Sloan Kettering asks people who are pregnant to talk with their healthcare provider before L-theanine supplements, as they may not be safe.",
    sources: [MSKCC_L_THEANINE],
  },
  {
    id: "sc-wrest-l-theanine-breastfeeding",
    title: "Breastfeeding mother takes L-theanine",
    profile: { medicines: [], conditions: ["breastfeeding"] },
    stack: [take(PRODUCT.lTheanine)],
    expect: { flags: [flag("l-theanine", cond("breastfeeding"), "minor")] },
    rationale:
      "Memorial Sloan Kettering asks people who are breastfeeding to talk with their healthcare provider before L-theanine supplements, as they may not be safe.",
    sources: [MSKCC_L_THEANINE],
  },
  {
    id: "sc-wrest-l-theanine-asthma",
    title: "Person with asthma takes L-theanine",
    profile: { medicines: [], conditions: ["asthma"] },
    stack: [take(PRODUCT.lTheanine)],
    expect: { noFlags: [noFlag("l-theanine", cond("asthma"))] },
    rationale:
      "Memorial Sloan Kettering's L-theanine page names pregnancy and breastfeeding, not asthma, so no warning should be shown.",
    sources: [MSKCC_L_THEANINE],
  },
];
