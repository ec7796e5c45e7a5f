// Supplement–medicine interactions, part 111 (p36 round): what Memorial Sloan Kettering's About Herbs pages say of
// arginine with blood pressure medicines, vitamin C with bortezomib and garcinia with antidepressants. These pages
// give no grade of evidence, so the records are level 5.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_P36 as R } from "./references-p36";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_111: DrugInteractionInput[] = [
  // Nitrates and PDE5 inhibitors, the page's heart and erection medicines, keep their own records.
  record("arginine", classTarget("antihypertensive", "Blood pressure-lowering medicines"), {
    severityLevel: "moderate",
    interactionType: "additive_hypotension",
    mechanism:
      "Arginine widens blood vessels and may lower blood pressure, adding to a blood pressure medicine.",
    expectedEffect: "Blood pressure may fall further, with dizziness or light-headedness.",
    clinicalSignificance:
      "Memorial Sloan Kettering Cancer Center lists taking medicine for high blood pressure among the reasons not to take arginine supplements, as arginine may add to their blood pressure lowering effect.",
    recommendation:
      "Do not start arginine supplements without asking your GP or pharmacist if you take a medicine for high blood pressure.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood pressure, and dizziness on standing.",
    evidenceLevel: 5,
    references: [R.mskArginine],
  }),
  // The page says to avoid it, as the green tea record does for the same medicine: it blocks.
  record(
    "vitamin-c",
    {
      drugName: "Bortezomib",
      genericName: "bortezomib",
      brandNames: ["Velcade"],
      drugClass: "Proteasome inhibitor (cancer medicine)",
    },
    {
      severityLevel: "major",
      interactionType: "reduced_effect",
      mechanism:
        "Vitamin C can bind to bortezomib (a boronic acid medicine) and stop it working as it should.",
      expectedEffect: "Bortezomib may work less well against the cancer.",
      clinicalSignificance:
        "Memorial Sloan Kettering Cancer Center says to avoid vitamin C supplements while on bortezomib (Velcade) as part of cancer treatment, as vitamin C can affect the way the medicine acts in the body.",
      recommendation:
        "Do not take vitamin C supplements while you are having bortezomib (Velcade), unless your cancer team says it is safe.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.mskVitaminC],
    },
  ),
  // Case reports only: asked, not blocked; the SSRI record, from its own source, speaks for the SSRIs.
  record("garcinia-cambogia", classTarget("antidepressant", "Antidepressants"), {
    severityLevel: "moderate",
    interactionType: "serotonergic",
    mechanism:
      "Garcinia is thought to raise serotonin in the brain; case reports describe mania in people taking it, some with antidepressants.",
    expectedEffect:
      "A possible change in mood, including overexcitement (mania), or other effects with the antidepressant.",
    clinicalSignificance:
      "Memorial Sloan Kettering Cancer Center warns people taking antidepressants about garcinia: a number of case reports have described mania and potential interactions with antidepressants.",
    recommendation:
      "Ask your GP or pharmacist before taking garcinia with an antidepressant, and get help quickly if your mood changes.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Changes in mood, sleep or behaviour.",
    evidenceLevel: 5,
    references: [R.mskGarcinia],
  }),
];
