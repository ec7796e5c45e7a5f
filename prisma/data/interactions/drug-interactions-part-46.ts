// Supplement–medicine interactions, part 46 (wnew round): pelargonium with blood thinners, from section 4.3 of UK
// registered pelargonium products, and lemon balm with sedatives, from section 4.5 of UK registered lemon balm capsules.
// Checked against their text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_WNEW as R } from "./references-wnew";
import { type RecordTarget, verifiedRecord as record } from "./verified-record";

// "Not recommended unless advised by a doctor", graded as passion flower's record from the same UK wording is.
function lemonBalmWith(target: RecordTarget): DrugInteractionInput {
  return record("lemon-balm", target, {
    severityLevel: "major",
    interactionType: "additive_sedation",
    mechanism:
      "Lemon balm is taken to calm mild anxiety and aid sleep; its effect may add to that of a sedative medicine. No clinical data on the combination are available.",
    expectedEffect: "Possibly more drowsiness and slower reactions.",
    clinicalSignificance:
      "Section 4.5 of the UK product information of registered lemon balm capsules says that, although no clinical data about interactions with synthetic sedatives are available, using them together with synthetic sedatives such as benzodiazepines is not recommended unless a doctor advises it.",
    recommendation:
      "Do not take lemon balm with this medicine unless your doctor advises it, and do not drive or use machinery if you feel drowsy.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.lemonBalmCapsulesSmpc],
  });
}

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
  lemonBalmWith(classTarget("sedative", "Sedative medicines (sleeping tablets, benzodiazepines and others)")),
  lemonBalmWith(classTarget("benzodiazepine", "Benzodiazepines (diazepam, lorazepam and similar)")),
];
