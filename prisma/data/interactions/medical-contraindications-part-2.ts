// Medical contraindications, second part: the weeks before surgery, cancer treatment, pregnancy and
// breastfeeding, severe (stage 4) kidney disease and kidney stones. Same rules as medical-contraindications.ts: each
// `reason` starts with what to do; evidence level 1 where the advice restates authoritative guidance,
// including precautionary "not enough safety data" advice; unverified until checked against the text.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { REF_CONDITIONS as RC } from "./references-conditions";
import { REF_CONDITIONS_2 as RC2 } from "./references-conditions-2";
import { REFN } from "./references-nutrients";
import { REF_VERIFY } from "./references-verify";

const SURGERY = ["upcoming surgery", "planned surgery", "planned operation", "having an operation"];
const PREGNANCY = ["pregnant", "pregnancy", "expecting a baby", "expectant mother"];
const BREASTFEEDING = ["breastfeeding", "breast-feeding", "breast feeding", "nursing mother"];
const CHEMOTHERAPY = ["chemotherapy", "having chemo"];
const RADIOTHERAPY = ["radiotherapy", "radiation therapy"];
const SEVERE_CKD = ["stage 4 CKD", "severe kidney disease", "severe renal impairment"];

// The UKCPA perioperative handbook: stop all herbal medicines 2 weeks before elective surgery.
const HERBS_BEFORE_SURGERY: MedicalContraindicationInput[] = [
  {
    id: "mc-turmeric-curcumin-upcoming-surgery",
    ingredient: "turmeric-curcumin",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: SURGERY,
    contraindicationLevel: "relative",
    reason:
      "Stop turmeric or curcumin supplements 2 weeks before planned surgery and tell your surgical team: UK perioperative advice is to stop herbal medicines 2 weeks before an operation.",
    advice:
      "Stop taking turmeric or curcumin supplements 2 weeks before planned surgery, and tell your surgical team.",
    medicalSupervisionRequired: false,
    dosageModification: "Stop turmeric or curcumin supplements 2 weeks before planned surgery.",
    alternativeRecommendations: ["Tell your surgeon and anaesthetist about all supplements you take."],
    evidenceLevel: 1,
    references: [RC.ukcpaHerbalRemedies],
    isVerified: true,
  },
  {
    id: "mc-ashwagandha-upcoming-surgery",
    ingredient: "ashwagandha",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: SURGERY,
    contraindicationLevel: "relative",
    reason:
      "Stop ashwagandha 2 weeks before planned surgery and tell your surgical team: UK perioperative advice is to stop herbal medicines 2 weeks before an operation.",
    advice: "Stop taking ashwagandha 2 weeks before planned surgery, and tell your surgical team.",
    medicalSupervisionRequired: false,
    dosageModification: "Stop ashwagandha 2 weeks before planned surgery.",
    alternativeRecommendations: ["Tell your surgeon and anaesthetist about all supplements you take."],
    evidenceLevel: 1,
    references: [RC.ukcpaHerbalRemedies],
    isVerified: true,
  },
  {
    id: "mc-licorice-root-upcoming-surgery",
    ingredient: "licorice-root",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: SURGERY,
    contraindicationLevel: "relative",
    reason:
      "Stop liquorice root supplements 2 weeks before planned surgery and tell your surgical team: UK perioperative advice is to stop herbal medicines 2 weeks before an operation.",
    advice:
      "Stop taking liquorice root supplements 2 weeks before planned surgery, and tell your surgical team.",
    medicalSupervisionRequired: false,
    dosageModification: "Stop liquorice root supplements 2 weeks before planned surgery.",
    alternativeRecommendations: ["Tell your surgeon and anaesthetist about all supplements you take."],
    evidenceLevel: 1,
    references: [RC.ukcpaHerbalRemedies],
    isVerified: true,
  },
  {
    id: "mc-milk-thistle-upcoming-surgery",
    ingredient: "milk-thistle",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: SURGERY,
    contraindicationLevel: "relative",
    reason:
      "Stop milk thistle 2 weeks before planned surgery and tell your surgical team: UK perioperative advice is to stop herbal medicines 2 weeks before an operation.",
    advice: "Stop taking milk thistle 2 weeks before planned surgery, and tell your surgical team.",
    medicalSupervisionRequired: false,
    dosageModification: "Stop milk thistle 2 weeks before planned surgery.",
    alternativeRecommendations: ["Tell your surgeon and anaesthetist about all supplements you take."],
    evidenceLevel: 1,
    references: [RC.ukcpaHerbalRemedies],
    isVerified: true,
  },
  {
    id: "mc-saw-palmetto-upcoming-surgery",
    ingredient: "saw-palmetto",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: SURGERY,
    contraindicationLevel: "relative",
    reason:
      "Stop saw palmetto 2 weeks before planned surgery and tell your surgical team: UK perioperative advice is to stop herbal medicines 2 weeks before an operation.",
    advice: "Stop taking saw palmetto 2 weeks before planned surgery, and tell your surgical team.",
    medicalSupervisionRequired: false,
    dosageModification: "Stop saw palmetto 2 weeks before planned surgery.",
    alternativeRecommendations: ["Tell your surgeon and anaesthetist about all supplements you take."],
    evidenceLevel: 1,
    references: [RC.ukcpaHerbalRemedies],
    isVerified: true,
  },
  {
    id: "mc-rhodiola-upcoming-surgery",
    ingredient: "rhodiola",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: SURGERY,
    contraindicationLevel: "relative",
    reason:
      "Stop rhodiola 2 weeks before planned surgery and tell your surgical team: UK perioperative advice is to stop herbal medicines 2 weeks before an operation.",
    advice: "Stop taking rhodiola 2 weeks before planned surgery, and tell your surgical team.",
    medicalSupervisionRequired: false,
    dosageModification: "Stop rhodiola 2 weeks before planned surgery.",
    alternativeRecommendations: ["Tell your surgeon and anaesthetist about all supplements you take."],
    evidenceLevel: 1,
    references: [RC.ukcpaHerbalRemedies],
    isVerified: true,
  },
  {
    id: "mc-berberine-upcoming-surgery",
    ingredient: "berberine",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: SURGERY,
    contraindicationLevel: "relative",
    reason:
      "Stop berberine 2 weeks before planned surgery and tell your surgical team: UK perioperative advice is to stop herbal medicines 2 weeks before an operation.",
    advice: "Stop taking berberine 2 weeks before planned surgery, and tell your surgical team.",
    medicalSupervisionRequired: false,
    dosageModification: "Stop berberine 2 weeks before planned surgery.",
    alternativeRecommendations: ["Tell your surgeon and anaesthetist about all supplements you take."],
    evidenceLevel: 1,
    references: [RC.ukcpaHerbalRemedies],
    isVerified: true,
  },
  {
    id: "mc-green-tea-extract-upcoming-surgery",
    ingredient: "green-tea-extract",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: SURGERY,
    contraindicationLevel: "relative",
    reason:
      "Stop green tea extract 2 weeks before planned surgery and tell your surgical team: UK perioperative advice is to stop herbal medicines 2 weeks before an operation.",
    advice: "Stop taking green tea extract 2 weeks before planned surgery, and tell your surgical team.",
    medicalSupervisionRequired: false,
    dosageModification: "Stop green tea extract 2 weeks before planned surgery.",
    alternativeRecommendations: ["Tell your surgeon and anaesthetist about all supplements you take."],
    evidenceLevel: 1,
    references: [RC.ukcpaHerbalRemedies],
    isVerified: true,
  },
];

const CANCER_TREATMENT: MedicalContraindicationInput[] = [
  {
    id: "mc-vitamin-e-undergoing-chemotherapy",
    ingredient: "vitamin-e",
    condition: "undergoing-chemotherapy",
    conditionName: "Having chemotherapy",
    conditionSynonyms: CHEMOTHERAPY,
    contraindicationLevel: "relative",
    reason:
      "Ask your cancer team before taking vitamin E supplements during chemotherapy: some oncologists advise against antioxidant supplements during treatment because they might make it work less well.",
    advice: "Ask your cancer team before taking vitamin E supplements while you are having chemotherapy.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: ["Tell your cancer team about every supplement you take."],
    evidenceLevel: 1,
    references: [RC2.odsVitaminECancerTreatment],
    isVerified: false,
  },
  {
    id: "mc-vitamin-e-having-radiotherapy",
    ingredient: "vitamin-e",
    condition: "having-radiotherapy",
    conditionName: "Having radiotherapy",
    conditionSynonyms: RADIOTHERAPY,
    contraindicationLevel: "relative",
    reason:
      "Ask your cancer team before taking vitamin E supplements during radiotherapy: some oncologists advise against antioxidant supplements during treatment because they might make it work less well.",
    advice: "Ask your cancer team before taking vitamin E supplements while you are having radiotherapy.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: ["Tell your cancer team about every supplement you take."],
    evidenceLevel: 1,
    references: [RC2.odsVitaminECancerTreatment],
    isVerified: false,
  },
];

const PREGNANCY_AND_BREASTFEEDING: MedicalContraindicationInput[] = [
  {
    id: "mc-ginkgo-biloba-pregnancy",
    ingredient: "ginkgo-biloba",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    contraindicationLevel: "absolute",
    reason:
      "Do not take ginkgo while pregnant: the product information of licensed ginkgo medicines lists pregnancy as a contraindication.",
    advice:
      "Do not take ginkgo while you are pregnant; ask your midwife or pharmacist about any herbal remedy.",
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: ["Take 400 micrograms of folic acid and 10 micrograms of vitamin D a day."],
    evidenceLevel: 1,
    // Section 4.3 of Pharma Nord's Irish ginkgo SmPC (RxReasoner copy) contraindicates pregnancy and lactation.
    references: [RC2.hmpcGinkgoPregnancy, REF.nccihGinkgo, REF_VERIFY.ginkgoPharmaNordIrishSmpc],
    isVerified: true,
  },
  {
    id: "mc-ginkgo-biloba-breastfeeding",
    ingredient: "ginkgo-biloba",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    contraindicationLevel: "absolute",
    reason:
      "Do not take ginkgo while breastfeeding: the product information of a licensed ginkgo medicine lists breastfeeding as a contraindication, and there is not enough safety data.",
    advice:
      "Do not take ginkgo while you are breastfeeding; ask your pharmacist or health visitor about any herbal remedy.",
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: [
      "Take 10 micrograms of vitamin D a day while breastfeeding, as the NHS advises.",
    ],
    evidenceLevel: 1,
    // Section 4.3 of Pharma Nord's Irish ginkgo SmPC (RxReasoner copy) contraindicates pregnancy and lactation.
    references: [RC2.hmpcGinkgoPregnancy, REF_VERIFY.ginkgoPharmaNordIrishSmpc],
    isVerified: true,
  },
  {
    id: "mc-ginseng-pregnancy",
    ingredient: "ginseng",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    contraindicationLevel: "absolute",
    reason:
      "Do not take Asian ginseng while pregnant: the UK medicines regulator (MHRA) advised women to avoid it in pregnancy after a study suggested its ginsenosides may affect the development of embryos in rats.",
    advice: "Do not take Asian ginseng supplements while you are pregnant.",
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: ["Take 400 micrograms of folic acid and 10 micrograms of vitamin D a day."],
    evidenceLevel: 1,
    // NutraIngredients (2003): the MHRA advised women to avoid Panax ginseng during pregnancy or lactation.
    references: [RC2.nccihAsianGinsengSafety, REF_VERIFY.mhraGinsengAdviceReport2003],
    isVerified: true,
  },
  {
    id: "mc-ginseng-breastfeeding",
    ingredient: "ginseng",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    contraindicationLevel: "absolute",
    reason:
      "Do not take Asian ginseng while breastfeeding: the UK medicines regulator (MHRA) advised women to avoid it while breastfeeding as well as in pregnancy.",
    advice: "Do not take Asian ginseng supplements while you are breastfeeding.",
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: [
      "Take 10 micrograms of vitamin D a day while breastfeeding, as the NHS advises.",
    ],
    evidenceLevel: 1,
    // NutraIngredients (2003): the MHRA advised women to avoid Panax ginseng during pregnancy or lactation.
    references: [RC2.nccihAsianGinsengSafety, REF_VERIFY.mhraGinsengAdviceReport2003],
    isVerified: true,
  },
  {
    id: "mc-turmeric-curcumin-pregnancy",
    ingredient: "turmeric-curcumin",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    contraindicationLevel: "relative",
    reason:
      "Ask your midwife or pharmacist before taking turmeric or curcumin supplements while pregnant: little is known about their safety in pregnancy in amounts greater than those in food.",
    advice:
      "Ask your midwife or pharmacist before taking turmeric or curcumin supplements while pregnant; turmeric in cooking is fine.",
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: ["Turmeric used in cooking is fine."],
    evidenceLevel: 1,
    references: [RC2.nccihTurmericSafety],
    isVerified: false,
  },
  {
    id: "mc-turmeric-curcumin-breastfeeding",
    ingredient: "turmeric-curcumin",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    contraindicationLevel: "relative",
    reason:
      "Ask your pharmacist or health visitor before taking turmeric or curcumin supplements while breastfeeding: little is known about their safety in amounts greater than those in food.",
    advice:
      "Ask your pharmacist or health visitor before taking turmeric or curcumin supplements while breastfeeding; turmeric in cooking is fine.",
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: ["Turmeric used in cooking is fine."],
    evidenceLevel: 1,
    references: [RC2.nccihTurmericSafety],
    isVerified: false,
  },
];

// Stage 4 CKD is the "severe renal impairment" the UK SmPCs contraindicate; kidney failure has its own records.
const SEVERE_KIDNEY_DISEASE: MedicalContraindicationInput[] = [
  {
    id: "mc-magnesium-severe-kidney-disease",
    ingredient: "magnesium",
    condition: "severe-kidney-disease",
    conditionName: "Severe chronic kidney disease (stage 4)",
    conditionSynonyms: SEVERE_CKD,
    contraindicationLevel: "absolute",
    reason:
      "Do not take magnesium supplements with severe kidney disease unless your kidney team prescribes them: the UK product information contraindicates magnesium when kidney filtration is below 30 ml/min, because magnesium can build up in the blood.",
    advice: "Do not take magnesium supplements unless your kidney team prescribes them.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: ["Ask your kidney team which supplements are safe for you."],
    evidenceLevel: 1,
    // The Magnaspartate SmPC (RxReasoner copy) lists severe renal impairment (GFR below 30 ml/min) in section 4.3.
    references: [RC.magnaspartateSmpc, REF.odsMagnesium, REFN.magnaspartateSmpc],
    isVerified: true,
  },
  {
    id: "mc-vitamin-d3-severe-kidney-disease",
    ingredient: "vitamin-d3",
    condition: "severe-kidney-disease",
    conditionName: "Severe chronic kidney disease (stage 4)",
    conditionSynonyms: SEVERE_CKD,
    contraindicationLevel: "absolute",
    reason:
      "Do not take vitamin D supplements with severe kidney disease unless your kidney team prescribes them: the UK product information for colecalciferol lists severe renal impairment as a contraindication.",
    advice:
      "Do not take vitamin D supplements unless your kidney team prescribes them; they may prescribe a different form of vitamin D.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: ["Ask your kidney team which form of vitamin D, if any, is right for you."],
    evidenceLevel: 1,
    // Fultium-D3 sections 4.2 and 4.3 (emc): contraindicated in severe renal impairment.
    references: [RC.fultiumD3Smpc],
    isVerified: true,
  },
];

// Fultium-D3 section 4.3 names nephrolithiasis; Adcal-D3 treats renal stones as relative, so this is relative.
const KIDNEY_STONES: MedicalContraindicationInput[] = [
  {
    id: "mc-vitamin-d3-kidney-stones",
    ingredient: "vitamin-d3",
    condition: "kidney-stones",
    conditionName: "Kidney stones",
    conditionSynonyms: ["kidney stones", "renal stones", "nephrolithiasis"],
    contraindicationLevel: "relative",
    reason:
      "Ask your GP before taking vitamin D supplements if you have kidney stones: UK colecalciferol product information lists kidney stones (nephrolithiasis) among its contraindications.",
    advice: "Ask your GP before taking vitamin D supplements if you have kidney stones.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: ["Ask your GP whether you need vitamin D and at what dose."],
    evidenceLevel: 1,
    // Fultium-D3 section 4.3 (emc) lists nephrolithiasis; the record stays relative, as the note above explains.
    references: [RC.fultiumD3Smpc, RC.adcalD3Smpc],
    isVerified: true,
  },
];

export const MEDICAL_CONTRAINDICATIONS_PART_2: MedicalContraindicationInput[] = [
  ...HERBS_BEFORE_SURGERY,
  ...CANCER_TREATMENT,
  ...PREGNANCY_AND_BREASTFEEDING,
  ...SEVERE_KIDNEY_DISEASE,
  ...KIDNEY_STONES,
];
