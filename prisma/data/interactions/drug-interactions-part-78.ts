// Supplement–medicine interactions, part 78 (wex): guar gum with metformin, sulfonylureas and penicillin V.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record } from "./verified-record";
import { REF_WEX as R } from "./references-wex";

export const DRUG_INTERACTIONS_PART_78: DrugInteractionInput[] = [
  // "Should be avoided" is said of 10 g or more a day only, so the record blocks from that amount and is silent below.
  record(
    "guar-gum",
    {
      drugName: "Metformin",
      genericName: "metformin",
      brandNames: ["Glucophage"],
      drugClass: "Biguanide (diabetes medicine)",
    },
    {
      severityLevel: "major",
      interactionType: "reduced_absorption",
      mechanism: "Guar gum forms a gel in the gut that slows and reduces the absorption of metformin.",
      expectedEffect: "Lower metformin levels, so blood sugar may be less well controlled.",
      clinicalSignificance:
        "A professional monograph on guar gum says large amounts (10 g or more a day) may lower metformin levels in the blood and should be avoided; in people, guar gum slowed the absorption of metformin for the first few hours.",
      recommendation:
        "Do not take 10 g or more of guar gum a day if you take metformin; ask your GP or pharmacist about a smaller amount.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood sugar, if guar gum is started or stopped.",
      evidenceLevel: 4,
      references: [R.guarGumMonographCopy, R.guarGumNaturalStandard],
      appliesWhen: {
        ingredient: "guar-gum",
        minDailyAmount: { amount: 10, unit: "g" },
        rationale:
          "The monograph says large amounts of guar gum, 10 g or more a day, should be avoided with metformin.",
      },
    },
  ),
  // Named for glibenclamide (glyburide), with "a dose reduction of the sulfonylurea may be required": the class.
  record("guar-gum", classTarget("sulfonylurea", "Sulfonylureas"), {
    severityLevel: "moderate",
    interactionType: "additive_blood_glucose_lowering",
    mechanism:
      "Guar gum slows the absorption of sugar from meals, adding to the blood-sugar-lowering effect.",
    expectedEffect: "Risk of low blood sugar (hypoglycaemia): shakiness, sweating, confusion.",
    clinicalSignificance:
      "A professional monograph says that in studies in people, guar gum taken with glibenclamide (a sulfonylurea) lowered blood sugar further, that this may increase the risk of low blood sugar, and that the sulfonylurea dose may need to be reduced.",
    recommendation:
      "Ask your GP or pharmacist before taking guar gum with gliclazide or another sulfonylurea, and check your blood sugar more often.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: "The sulfonylurea dose may need to be reduced.",
    monitoringRequired: "Blood sugar.",
    evidenceLevel: 4,
    references: [R.guarGumNaturalStandard],
  }),
  record(
    "guar-gum",
    {
      drugName: "Phenoxymethylpenicillin (penicillin V)",
      genericName: "phenoxymethylpenicillin",
      brandNames: [],
      drugClass: "Penicillin antibiotic",
    },
    {
      severityLevel: "moderate",
      interactionType: "reduced_absorption",
      mechanism: "Guar gum reduces the amount of penicillin V absorbed from the gut.",
      expectedEffect: "Lower penicillin levels, so the infection may be less well treated.",
      clinicalSignificance:
        "In a study in healthy volunteers, guar gum significantly reduced the peak blood level and the total amount of phenoxymethylpenicillin (penicillin V) absorbed.",
      recommendation:
        "Do not take guar gum at the same time as penicillin V; ask your pharmacist how far apart to take them while the course lasts.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 3,
      references: [R.guarGumPenicillinStudy, R.guarGumNaturalStandard],
    },
  ),
];
