// Anticoagulants with supplements that change the INR or add to bleeding risk, and the multivitamin
// amounts that must not be flagged.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

export const BLEEDING_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-warfarin-glucosamine",
    title: "Warfarin patient starts glucosamine for knee arthritis",
    profile: { medicines: ["Warfarin"], conditions: ["osteoarthritis"] },
    stack: [take(PRODUCT.glucosamine)],
    expect: { flags: [flag("glucosamine", med("Warfarin"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Patients stable on warfarin have had raised INRs (up to 12) after starting glucosamine; the MHRA received seven such reports and UK advice is that warfarin patients should not take glucosamine.",
    sources: [REF.hsaWarfarinGlucosamine],
  },
  {
    id: "sc-warfarin-ginkgo",
    title: "Warfarin with ginkgo for memory",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.ginkgo, 2)],
    expect: { flags: [flag("ginkgo-biloba", med("Warfarin"), "minor", "major")] },
    rationale:
      "Ginkgo has been associated with bleeding; experts recommend caution with warfarin although controlled studies found no effect on the INR.",
    sources: [REF.afpHerbDrugTable],
  },
  {
    id: "sc-warfarin-high-dose-fish-oil",
    title: "Warfarin with high-strength fish oil twice a day",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.fishOilTripleStrength, 2)],
    // 2 × 882 mg = 1.8 g of EPA and DHA a day.
    expect: { noFlags: [noFlag("omega-3-fish-oil", med("Warfarin"))] },
    rationale:
      "Case reports describe raised INRs with fish oil and warfarin, but EFSA found no increase in bleeding with up to about 5 g of EPA and DHA a day and a 2022 review found fish oil not associated with bleeding: at 1.8 g a day there is nothing to flag (the record applies above 5 g).",
    sources: [REF.afpHerbDrugTable, REF.efsaOmega3],
  },
  {
    id: "sc-warfarin-fish-oil-four-a-day",
    title: "Warfarin with high-strength fish oil four times a day",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.fishOilTripleStrength, 4)],
    // 4 × 882 mg = 3.5 g of EPA and DHA a day, above the 4 capsules (3.36 g) of omega-3-acid ethyl esters.
    expect: { flags: [flag("omega-3-fish-oil", med("Warfarin"), "minor", "moderate")] },
    rationale:
      "UK product information for omega-3-acid ethyl esters 1000 mg: at the high dose of 4 capsules, bleeding time rises moderately and patients on anticoagulants must be monitored and the anticoagulant dose adjusted if necessary.",
    sources: [REF.omega3EthylEstersSmpc],
  },
  {
    id: "sc-warfarin-ginseng",
    title: "Warfarin with Panax ginseng",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.ginseng)],
    expect: { flags: [flag("ginseng", med("Warfarin"), "minor", "major")] },
    rationale:
      "Research on ginseng and warfarin conflicts; the recommendation is to avoid the combination if possible.",
    sources: [REF.afpHerbDrugTable],
  },
  {
    id: "sc-warfarin-vitamin-e-800iu",
    title: "Warfarin with vitamin E 400 IU twice a day",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.vitaminE400Iu, 2)],
    expect: { flags: [flag("vitamin-e", med("Warfarin"), "minor", "major")] },
    rationale:
      "An interaction is suspected with vitamin E above 400 IU a day (a raised INR on rechallenge in one patient); 800 IU a day calls for INR checks.",
    sources: [REF.afpHerbDrugTable],
  },
  {
    id: "sc-warfarin-multivitamin-vitamin-e",
    title: "Warfarin with a standard multivitamin (12 mg vitamin E)",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.centrum)],
    expect: { noFlags: [noFlag("vitamin-e", med("Warfarin"))] },
    rationale:
      "The suspected vitamin E–warfarin interaction concerns doses above 400 IU (about 268 mg) a day; 12 mg in a multivitamin is a dietary amount and must not raise a bleeding warning.",
    sources: [REF.afpHerbDrugTable],
  },
  {
    id: "sc-warfarin-vitamin-d",
    title: "Warfarin with vitamin D 25 µg",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: {
      noFlags: [noFlag("vitamin-d3", med("Warfarin"))],
      risk: { max: "low" },
      notFullyChecked: false,
    },
    rationale:
      "Vitamin D at 25 µg a day is within the NHS limit and is not among the supplements known to change the INR or bleeding risk.",
    sources: [REF.nhsVitaminD, REF.afpHerbDrugTable],
  },
  {
    id: "sc-apixaban-vitamin-d",
    title: "Apixaban with vitamin D 10 µg",
    profile: { medicines: ["Apixaban"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: {
      noFlags: [noFlag("vitamin-d3", med("Apixaban"))],
      risk: { max: "low" },
      notFullyChecked: false,
    },
    rationale:
      "Vitamin D is not among the P-gp or CYP3A4 inducers and inhibitors listed as changing apixaban levels; 10 µg is the NHS-recommended amount.",
    sources: [REF.doacInteractionsTable, REF.nhsVitaminD],
  },
];
