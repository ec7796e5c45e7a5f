// Condition records of the third nutrient SmPC audit: what melatonin's product information names in its warnings and
// the checker did not meet. Both ask rather than block, as the texts ask for caution or to talk to a doctor first.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WNUT3 as R } from "./references-wnut3";

export const MEDICAL_CONTRAINDICATIONS_WNUT3: MedicalContraindicationInput[] = [
  checked({
    ingredient: "melatonin",
    condition: "chronic-kidney-disease",
    conditionName: "Kidney disease",
    conditionSynonyms: ["kidney disease", "renal impairment", "impaired kidney function"],
    level: "relative",
    advice: "Ask your doctor before taking melatonin if you have kidney disease.",
    why: "melatonin product information says the effect of kidney problems on how the body handles melatonin has not been studied and that caution should be used, and the UK Adaflex prescribing information says to use caution in renal impairment.",
    references: [R.adaflexPrescribingInformation, R.rxMelatonin],
  }),
  checked({
    ingredient: "melatonin",
    condition: "epilepsy",
    conditionName: "Epilepsy",
    conditionSynonyms: ["epilepsy", "epileptic", "seizures", "seizure disorder"],
    level: "relative",
    advice: "Ask your doctor before taking melatonin if you have epilepsy.",
    why: "the UK Syncrodin (melatonin) leaflet says melatonin may increase how often seizures happen in people with epilepsy, and the UK Adaflex prescribing information says to use caution in epilepsy.",
    references: [R.syncrodinLeaflet, R.adaflexPrescribingInformation],
  }),
  checked({
    ingredient: "melatonin",
    condition: "diabetes",
    conditionName: "Diabetes",
    conditionSynonyms: ["diabetes", "diabetic"],
    level: "relative",
    advice: "Ask your doctor before taking melatonin if you have diabetes.",
    why: "the UK Syncrodin (melatonin) leaflet says to talk to your doctor or pharmacist first if you have diabetes, as melatonin may increase the level of glucose in the blood.",
    references: [R.syncrodinLeaflet],
  }),
  checked({
    ingredient: "melatonin",
    condition: "prediabetes",
    conditionName: "Impaired glucose tolerance (prediabetes)",
    conditionSynonyms: ["impaired glucose tolerance", "prediabetes", "pre-diabetes"],
    level: "relative",
    advice: "Ask your doctor before taking melatonin if you have impaired glucose tolerance (prediabetes).",
    why: "the UK Syncrodin (melatonin) leaflet says to talk to your doctor or pharmacist first if you have impaired glucose tolerance, as melatonin may increase the level of glucose in the blood.",
    references: [R.syncrodinLeaflet],
  }),
];
