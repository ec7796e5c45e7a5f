// Supplement–medicine interactions, part 12: what the NCCIH pages of herbs with few or no records state — cat's
// claw with blood thinners and blood pressure medicines, pomegranate with anticoagulants, hawthorn with heart
// medicines, noni with medicines that raise potassium or lower blood pressure; and passion flower with
// benzodiazepines, from a UK passion flower SmPC. Each was checked against the
// text of its reference; only the SmPC's "not recommended" blocks a combination.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record, type RecordTarget as Target } from "./verified-record";
import { REF_HERBS_2 } from "./references-herbs-2";

const BLEEDING_SIGNS =
  "Get medical help for unusual bleeding or bruising, black or bloody stools, or blood in your urine.";

const CATS_CLAW_THEORETICAL =
  "The NIH's complementary health centre says there are theoretical reasons to suspect cat's claw might interact with anticoagulant, antiplatelet and blood pressure medicines; no interaction has been shown in people.";

function catsClawBleeding(target: Target): DrugInteractionInput {
  return record("cats-claw", target, {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "Cat's claw may slow blood clotting, adding to the effect of this medicine.",
    expectedEffect: "A possible increase in bruising and bleeding.",
    clinicalSignificance: `${CATS_CLAW_THEORETICAL} It also says cat's claw may slow blood clotting and might increase bleeding during surgery.`,
    recommendation: `Ask your doctor or pharmacist before taking cat's claw with this medicine. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Signs of bleeding.",
    evidenceLevel: 5,
    references: [REF_HERBS_2.nccihCatsClaw],
  });
}

export const DRUG_INTERACTIONS_PART_12: DrugInteractionInput[] = [
  catsClawBleeding(classTarget("anticoagulant", "Anticoagulants (blood thinners)")),
  catsClawBleeding(classTarget("antiplatelet", "Antiplatelet medicines (such as aspirin and clopidogrel)")),
  record("cats-claw", classTarget("antihypertensive", "Blood pressure-lowering medicines"), {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism: "The way cat's claw might affect blood pressure medicines has not been established.",
    expectedEffect: "Blood pressure control may change.",
    clinicalSignificance: CATS_CLAW_THEORETICAL,
    recommendation:
      "Tell your doctor or pharmacist if you take cat's claw with a blood pressure medicine, and mention dizziness or unusual blood pressure readings.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF_HERBS_2.nccihCatsClaw],
  }),
  record("pomegranate", classTarget("anticoagulant", "Anticoagulants (blood thinners) such as warfarin"), {
    severityLevel: "moderate",
    interactionType: "possible_anticoagulant_interaction",
    mechanism: "Whether pomegranate changes the effect of anticoagulants such as warfarin is not known.",
    expectedEffect: "Possibly a change in the blood-thinning effect, with a risk of bleeding or clotting.",
    clinicalSignificance:
      "The NIH's complementary health centre says it is unclear whether pomegranate interacts with anticoagulant medicines such as warfarin, and that people taking one should check with their health care provider before using pomegranate.",
    recommendation: `Check with your anticoagulant clinic or pharmacist before taking pomegranate supplements or drinking pomegranate juice regularly with a blood thinner. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "INR, if you take warfarin and your clinic advises it.",
    evidenceLevel: 5,
    references: [REF_HERBS_2.nccihBulletinPomegranate],
  }),
  record(
    "hawthorn",
    classTarget("heart-medicine", "Heart medicines (for angina, heart rhythm or heart failure)"),
    {
      severityLevel: "moderate",
      interactionType: "additive_cardiac_effect",
      mechanism: "Hawthorn acts on the heart, so it may interact with medicines that act on the heart.",
      expectedEffect: "The medicine's effect on the heart may change.",
      clinicalSignificance:
        "The NIH's complementary health centre says hawthorn may interact in harmful ways with drugs, including some heart medications, and that in one heart failure study the condition worsened early more often with hawthorn, possibly through an interaction with the patients' medicines.",
      recommendation: "Speak to your doctor or pharmacist before taking hawthorn with a heart medicine.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [REF_HERBS_2.nccihHawthorn],
    },
  ),
  record("noni", classTarget("raises-potassium", "Medicines that can raise blood potassium"), {
    severityLevel: "moderate",
    interactionType: "additive_hyperkalaemia",
    mechanism:
      "Noni contains a substantial amount of potassium, adding to the potassium this medicine keeps in the body.",
    expectedEffect: "Blood potassium may rise too high (hyperkalaemia), which can affect the heart rhythm.",
    clinicalSignificance:
      "The NIH's complementary health centre says noni contains a substantial amount of potassium and that it may be unsafe to take noni with medicines that increase potassium.",
    recommendation:
      "Ask your doctor or pharmacist before drinking noni juice or taking noni supplements with this medicine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood potassium, if your doctor advises it.",
    evidenceLevel: 5,
    references: [REF_HERBS_2.nccihNoni],
  }),
  record("noni", classTarget("antihypertensive", "Blood pressure-lowering medicines"), {
    severityLevel: "moderate",
    interactionType: "possible_interaction",
    mechanism: "The way noni might affect blood pressure medicines has not been established.",
    expectedEffect: "Blood pressure control may change.",
    clinicalSignificance:
      "The NIH's complementary health centre says it may be unsafe to take noni with medicines that decrease blood pressure.",
    recommendation:
      "Ask your doctor or pharmacist before drinking noni juice or taking noni supplements with a blood pressure medicine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF_HERBS_2.nccihNoni],
  }),
  record(
    "passionflower",
    classTarget("benzodiazepine", "Benzodiazepines (diazepam, lorazepam and similar)"),
    {
      severityLevel: "major",
      interactionType: "additive_sedation",
      mechanism:
        "Passion flower is taken to calm mild anxiety and aid sleep; its effect may add to that of a benzodiazepine.",
      expectedEffect: "More drowsiness and slower reactions.",
      clinicalSignificance:
        "UK product information for passion flower capsules says using them with synthetic sedatives such as benzodiazepines is not recommended unless a health professional advises it.",
      recommendation:
        "Do not take passion flower with a benzodiazepine unless your doctor or pharmacist advises it, and do not drive or use machinery if you feel drowsy.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_HERBS_2.passifloraHerbCapsulesSmpc],
    },
  ),
];
