// Supplement–medicine interactions, part 31: records a source states for a group the dictionary lacked until the
// group round (medicine-classes-wcls.ts). Each record was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WCLS } from "./references-wcls";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_31: DrugInteractionInput[] = [
  // Methotrexate keeps its own record (the NHS advice on prescribed folic acid), which speaks for it.
  record("folic-acid", classTarget("folate-antagonist", "Folate antagonists"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism:
      "Folate antagonists such as trimethoprim and triamterene work partly by blocking how the body uses folic acid, so extra folic acid can work against them.",
    expectedEffect: "The folate antagonist may work less well.",
    clinicalSignificance:
      "Swiss product information for 0.4 mg folic acid tablets says folic acid can reduce the effect of folate antagonists taken at the same time, naming methotrexate, pyrimethamine, triamterene and trimethoprim.",
    recommendation:
      "Tell the doctor or pharmacist who prescribes your trimethoprim, triamterene or other folate antagonist that you take folic acid, and ask whether to keep taking it.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_WCLS.andreaFolInteractions],
  }),
];
