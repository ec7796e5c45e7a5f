// Supplement–medicine interactions, part 43 (wzero round): the ingredients whose sources had not been read. Spirulina
// with medicines that suppress the immune system, from St. Luke's A.D.A.M. monograph. Checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record } from "./verified-record";
import { REF_WZERO as R } from "./references-wzero";

export const DRUG_INTERACTIONS_PART_43: DrugInteractionInput[] = [
  // The monograph says no interaction has been reported and calls this one only possible, so it is minor and level 5.
  // Every medicine it names but prednisone (not a UK medicine) is in the dictionary's immunosuppressant class.
  record("spirulina", classTarget("immunosuppressant", "Medicines that suppress the immune system"), {
    severityLevel: "minor",
    interactionType: "opposing_effect",
    mechanism:
      "Spirulina is thought to act on the immune system, which might work against medicines given to damp it down.",
    expectedEffect: "In theory, the medicine that suppresses your immune system might work less well.",
    clinicalSignificance:
      "St. Luke's A.D.A.M. monograph on spirulina says there are no reports of spirulina interacting with conventional medicines, but that it is possible it might interfere with drugs given to suppress the immune system, such as adalimumab, azathioprine, ciclosporin, etanercept, infliximab, leflunomide, methotrexate and mycophenolate.",
    recommendation:
      "Ask the specialist team or pharmacist who looks after your medicine before taking spirulina with a medicine that suppresses your immune system.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.stLukesSpirulinaInteractions],
  }),
];
