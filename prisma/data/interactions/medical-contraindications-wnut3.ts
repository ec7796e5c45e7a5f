// Condition records of the third nutrient SmPC audit: what melatonin's product information names in its warnings and
// the checker did not meet, goitre from Thysat's (potassium iodide) section 4.4, and selenium poisoning from Selenase.
// All but the last ask rather than block: the texts ask for caution or to talk to a doctor first, and Thysat's dose is
// hundreds of times a supplement's iodine; more selenium in selenium poisoning is the nutrient itself, so it blocks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REFN } from "./references-nutrients";
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
  checked({
    ingredient: "iodine",
    condition: "goitre",
    conditionName: "Goitre (enlarged thyroid gland)",
    conditionSynonyms: ["goitre", "goiter", "nodular goitre", "enlarged thyroid"],
    level: "relative",
    advice:
      "Ask your GP before taking iodine or kelp supplements if you have a goitre (an enlarged thyroid gland).",
    why: "the UK Thysat (potassium iodide) summary of product characteristics (section 4.4) says iodine can set off an overactive thyroid in people with a nodular goitre who are not under medical care. It says this of its own tablets (50 mg of iodine each, for a nuclear emergency), far more than a supplement's micrograms; a supplement's amount is not discussed.",
    references: [REFN.thysatSmpc],
  }),
  checked({
    ingredient: "selenium",
    condition: "selenium-toxicity",
    conditionName: "Selenium poisoning (selenosis)",
    conditionSynonyms: ["selenosis", "selenium poisoning", "selenium toxicity"],
    level: "absolute",
    advice:
      "Do not take selenium supplements if you have selenium poisoning (selenosis); speak to your doctor.",
    why: "the UK Selenase (sodium selenite) leaflet says not to use it if you have selenosis (selenium poisoning), and its product information lists selenosis as a contraindication; a supplement adds more of the same mineral.",
    references: [R.selenaseLeaflet, R.medscapeSelenium],
  }),
];
