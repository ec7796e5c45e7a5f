// Fenugreek with warfarin, from the review of supplements and bleeding ("in patients on anticoagulants … fenugreek
// … associated with bleeding risk"), with a medicine the review does not reach staying quiet.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";

const REVIEW: ScenarioInput["sources"][number] = {
  title: "Dietary supplements and bleeding, Proc (Bayl Univ Med Cent) 2022",
  publisher: "Baylor University Medical Center Proceedings (via PubMed Central)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9586694/",
};

const FENUGREEK: ScenarioInput["stack"][number] = {
  custom: {
    name: "Fenugreek seed 610 mg",
    ingredients: [{ ingredient: "fenugreek", amount: 610, unit: "mg" }],
  },
  servingsPerDay: 2,
};

export const BLEEDING_REVIEW_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-bleeding-review-fenugreek-warfarin",
    title: "Fenugreek capsules twice a day with warfarin for AF, and atorvastatin",
    profile: { medicines: ["warfarin 3mg daily, INR 2-3", "atorvastatin 20mg"], conditions: [] },
    stack: [FENUGREEK],
    expect: {
      flags: [flag("fenugreek", med("warfarin 3mg daily, INR 2-3"), "moderate")],
      noFlags: [noFlag("fenugreek", med("atorvastatin 20mg"))],
    },
    rationale:
      "The review names fenugreek among supplements associated with bleeding in people on anticoagulants; it says nothing of statins.",
    sources: [REVIEW],
  },
  {
    id: "sc-bleeding-review-fenugreek-marevan",
    title: "Fenugreek with Marevan",
    profile: { medicines: ["Marevan"], conditions: [] },
    stack: [FENUGREEK],
    expect: { flags: [flag("fenugreek", med("Marevan"), "moderate")] },
    rationale: "Marevan is warfarin; the review's finding applies.",
    sources: [REVIEW],
  },
];
