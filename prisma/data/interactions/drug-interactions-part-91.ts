// Supplement–medicine interactions, part 91: St John's wort with mifepristone, from the interactions section of Mifegyne.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WMED7 as R } from "./references-wmed7";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_91: DrugInteractionInput[] = [
  // The text says the herb may speed mifepristone's breakdown and lower its levels, with no advice to avoid: it asks.
  record(
    "st-johns-wort",
    {
      drugName: "Mifepristone",
      genericName: "mifepristone",
      brandNames: ["Mifegyne"],
      drugClass: "Antiprogestogen (medical termination of pregnancy)",
    },
    {
      severityLevel: "moderate",
      interactionType: "reduced_effect",
      mechanism: "Mifepristone is broken down by the liver enzyme CYP3A4, which St John's wort speeds up.",
      expectedEffect: "Lower levels of mifepristone, which could make it work less well.",
      clinicalSignificance:
        "Mifegyne's product information says St John's wort, like rifampicin, dexamethasone and some epilepsy medicines, may speed up the breakdown of mifepristone and lower its levels in the blood.",
      recommendation:
        "If you take St John's wort, tell the doctor, nurse or clinic before you take mifepristone.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.mifegyneInteractionsIt, R.mifegyneSmpc],
    },
  ),
];
