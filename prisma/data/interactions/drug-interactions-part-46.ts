// Supplement–medicine interactions, part 46 (wnew round): pelargonium with blood thinners, from section 4.3 of UK
// registered pelargonium products. Checked against their text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WNEW as R } from "./references-wnew";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_46: DrugInteractionInput[] = [
  // "Coagulation-inhibiting drugs" are anticoagulants, not antiplatelets, so the record targets that class only. The
  // current Kaloba text no longer lists it, but Potter's and DiaPelargo still do: it blocks, graded major as echinacea's
  // section 4.3 record with immunosuppressants is.
  record("pelargonium", classTarget("anticoagulant", "Anticoagulants (blood thinners)"), {
    severityLevel: "major",
    interactionType: "increased_bleeding_risk",
    mechanism:
      "UK registered pelargonium products list people using medicines that stop the blood clotting among those who must not take them; the product information gives no mechanism.",
    expectedEffect: "A possibly greater risk of bleeding.",
    clinicalSignificance:
      "Section 4.3 of the UK product information of Potter's Pelargonium Cold Relief Drops and DiaPelargo tablets, traditional herbal medicines, lists patients using coagulation-inhibiting drugs and patients with an increased tendency to bleeding as contraindications.",
    recommendation:
      "Do not take pelargonium (such as cold and cough remedies with Pelargonium sidoides) while you take a blood thinner; ask your pharmacist for another cold remedy.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.pottersPelargoniumSmpc, R.diaPelargoSmpc],
  }),
];
