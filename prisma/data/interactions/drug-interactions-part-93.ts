// Supplement–medicine interactions, part 93 (wrye round): red yeast rice with the strong CYP3A4 inhibitors, which the
// knowledge base had left out for want of a source (docs/knowledge-base.md §4, the blind probe of herbal texts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REF_WRYE as R } from "./references-wrye";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_93: DrugInteractionInput[] = [
  // No red yeast rice text read here names "CYP3A4 inhibitors": the FDA's warning names the medicine groups, and the
  // medicines' own texts say lovastatin (monacolin K) must not be taken with them. Erythromycin and fluconazole, which
  // the dictionary counts as moderate inhibitors, are not reached: no text read names them with lovastatin.
  record("red-yeast-rice", classTarget("strong-cyp3a4-inhibitor", "Strong CYP3A4 inhibitors"), {
    severityLevel: "major",
    interactionType: "increased_drug_level",
    mechanism:
      "Red yeast rice contains monacolin K, which is the same substance as the cholesterol medicine lovastatin. This medicine strongly blocks CYP3A4, the liver enzyme that breaks lovastatin down, so much more of it can stay in the blood.",
    expectedEffect:
      "A higher chance of muscle damage, which in rare cases becomes severe (rhabdomyolysis) and can harm the kidneys.",
    clinicalSignificance:
      "The US Food and Drug Administration warned that the lovastatin in red yeast rice products can cause severe muscle problems leading to kidney damage, and that the risk is greater in people who also take certain antibiotics or medicines for fungal or HIV infections. The product information of clarithromycin and itraconazole says they must not be taken with lovastatin, because of the risk of muscle damage including rhabdomyolysis, and a 2022 review says lovastatin should be replaced by another statin during Paxlovid treatment. EFSA found that monacolin K is identical to lovastatin and that red yeast rice supplements can give amounts within the range of lovastatin doses.",
    recommendation:
      "Do not take red yeast rice while you take this medicine, including during a short course such as an antibiotic or Paxlovid. Speak to your doctor or pharmacist, who can tell you when it is safe to start red yeast rice again.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Muscle problems, such as unexplained muscle pain or weakness.",
    evidenceLevel: 1,
    references: [
      R.fdaRedYeastRice2007,
      R.clarithromycinRcp,
      R.itraconazoleRcp,
      R.vuorioPaxlovidStatins,
      REF.efsaMonacolins2018,
    ],
  }),
];
