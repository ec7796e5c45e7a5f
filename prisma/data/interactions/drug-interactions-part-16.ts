// Supplement–medicine interactions, part 16: St John's wort with more medicines whose own product information
// names it — zolpidem, zopiclone, sildenafil (Revatio) and apremilast. Each record was checked against its text.
import type { DrugInteractionInput, Reference } from "../../../lib/interactions/knowledge-base-schema";
import {
  verifiedRecord as record,
  stJohnsWortMayLower,
  type RecordTarget as Target,
} from "./verified-record";
import { REF_SMPC_SJW_2 } from "./references-smpc-sjw-2";

const STOPPING =
  "Tell the doctor or pharmacist who prescribes this medicine if you take St John's wort or want to start or stop it; its effect on the body's enzymes can last for some time after it is stopped.";

interface Induced {
  target: Target;
  expectedEffect: string;
  clinicalSignificance: string;
  monitoringRequired: string;
  reference: Reference;
}

// The texts read here say the medicine's levels or effect may fall, not that the two must not be taken together.
function reducedEffect(entry: Induced): DrugInteractionInput {
  return stJohnsWortMayLower({
    target: entry.target,
    mechanism:
      "St John's wort increases the liver enzyme CYP3A4, which breaks this medicine down, so less of it stays in the blood.",
    expectedEffect: entry.expectedEffect,
    clinicalSignificance: entry.clinicalSignificance,
    recommendation: `Do not start St John's wort without asking the doctor or pharmacist who prescribes this medicine. ${STOPPING}`,
    monitoringRequired: entry.monitoringRequired,
    references: [entry.reference],
  });
}

export const DRUG_INTERACTIONS_PART_16: DrugInteractionInput[] = [
  reducedEffect({
    target: {
      drugName: "Zolpidem",
      genericName: "zolpidem",
      brandNames: ["Stilnoct"],
      drugClass: "Hypnotic (Z-drug)",
    },
    expectedEffect: "Lower levels of zolpidem, so it may not help you sleep as well.",
    clinicalSignificance:
      "The product information for Stilnoct (zolpidem) says the effect of zolpidem is decreased when it is given with a CYP3A4 inducer such as rifampicin and St John's wort, and that with St John's wort zolpidem's peak level and overall exposure were 33.7% and 30.0% lower.",
    monitoringRequired: "Whether zolpidem still helps you sleep.",
    reference: REF_SMPC_SJW_2.zolpidemInteractions,
  }),
  reducedEffect({
    target: {
      drugName: "Zopiclone",
      genericName: "zopiclone",
      brandNames: ["Zimovane"],
      drugClass: "Hypnotic (Z-drug)",
    },
    expectedEffect: "Lower levels of zopiclone, so it may not help you sleep as well.",
    clinicalSignificance:
      "Zopiclone product information says its plasma levels may be decreased when it is taken with CYP3A4 inducers such as rifampicin, carbamazepine, phenobarbital, phenytoin and St John's wort, and that a higher zopiclone dose may be needed.",
    monitoringRequired: "Whether zopiclone still helps you sleep.",
    reference: REF_SMPC_SJW_2.zopicloneInteractions,
  }),
  reducedEffect({
    target: {
      drugName: "Sildenafil",
      genericName: "sildenafil",
      brandNames: ["Revatio"],
      drugClass: "PDE5 inhibitor",
    },
    expectedEffect: "Lower levels of sildenafil, so it may work less well.",
    clinicalSignificance:
      "Pfizer's product information for Revatio (sildenafil for pulmonary arterial hypertension) says the efficacy of sildenafil should be closely monitored in patients taking potent CYP3A4 inducers such as carbamazepine, phenytoin, phenobarbital, St John's wort and rifampicin. It is written for Revatio; the copy read is the Indonesian one.",
    monitoringRequired: "Whether sildenafil is still controlling your symptoms.",
    reference: REF_SMPC_SJW_2.revatioInteractions,
  }),
  // "Not recommended" in the product information: the combination is blocked, as for other texts of that strength.
  record(
    "st-johns-wort",
    {
      drugName: "Apremilast",
      genericName: "apremilast",
      brandNames: ["Otezla"],
      drugClass: "PDE4 inhibitor (psoriasis, psoriatic arthritis)",
    },
    {
      severityLevel: "major",
      interactionType: "enzyme_induction",
      mechanism:
        "St John's wort is a strong inducer of the liver's cytochrome P450 enzymes, including CYP3A4, which break apremilast down.",
      expectedEffect:
        "Lower levels of apremilast, so psoriasis or psoriatic arthritis may respond less well.",
      clinicalSignificance:
        "The Swiss product information for Apremilast-Mepha (read in French) says rifampicin lowered apremilast exposure by about 72%, that strong CYP3A4 inducers may reduce the clinical response, and that taking apremilast with strong cytochrome P450 inducers such as rifampicin, phenobarbital, carbamazepine, phenytoin and St John's wort is therefore not recommended.",
      recommendation: `Do not take St John's wort while you are being treated with apremilast. ${STOPPING}`,
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_SMPC_SJW_2.apremilastMephaFrench],
    },
  ),
];
