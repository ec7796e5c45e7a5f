// The wfn round's condition records: spirulina with autoimmune skin diseases, whey protein with kidney disease; all ask.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WFN as R } from "./references-wfn";

const ASK =
  "Ask your dermatologist or GP before taking spirulina or other blue-green algae supplements, and tell them if your condition flares after starting one.";

export const MEDICAL_CONTRAINDICATIONS_WFN: MedicalContraindicationInput[] = [
  checked({
    ingredient: "spirulina",
    condition: "pemphigus-vulgaris",
    conditionName: "Pemphigus vulgaris",
    conditionSynonyms: ["pemphigus vulgaris", "pemphigus"],
    level: "relative",
    advice: ASK,
    why: "dermatologists reported flares of pemphigus vulgaris in two patients after they took herbal supplements thought to stimulate the immune system, echinacea and the alga Spirulina platensis. A review of such supplements links them, through case reports, with the onset or flares of autoimmune blistering disorders.",
    evidenceLevel: 4,
    references: [R.leeWerthAutoimmunity, R.immunostimulatoryHerbsReview],
  }),
  checked({
    ingredient: "spirulina",
    condition: "dermatomyositis",
    conditionName: "Dermatomyositis",
    conditionSynonyms: ["dermatomyositis", "juvenile dermatomyositis"],
    level: "relative",
    advice: ASK,
    why: "dermatologists reported a patient who took a supplement containing the algae Spirulina platensis and Aphanizomenon flos-aquae days before both the onset and a severe flare of dermatomyositis. A review of immune-stimulating supplements links them, through case reports, with its onset or flares.",
    evidenceLevel: 4,
    references: [R.leeWerthAutoimmunity, R.immunostimulatoryHerbsReview],
  }),
  // The sources name lupus erythematosus and cutaneous lupus, not other autoimmune diseases: no wider record.
  checked({
    ingredient: "spirulina",
    condition: "lupus",
    conditionName: "Lupus (SLE)",
    conditionSynonyms: ["lupus", "SLE", "systemic lupus erythematosus", "lupus erythematosus"],
    level: "relative",
    advice: ASK,
    why: "Spirulina platensis is among the herbal supplements shown to activate immune cells, and case reports link such supplements with the onset or flares of lupus erythematosus; dermatologists studying people with cutaneous lupus call them a potential risk for people with autoimmune skin disease.",
    evidenceLevel: 4,
    references: [R.immunostimulatoryHerbsReview, R.immunostimulatoryHerbUse],
  }),
  // The leaflets speak of protein in food; a whey supplement is protein added to it. Dialysis, under kidney failure, is
  // reached too, where more protein is often advised: the record asks the kidney team rather than saying cut down.
  checked({
    ingredient: "whey-protein",
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: ["chronic kidney disease", "CKD", "kidney disease"],
    level: "relative",
    advice:
      "Ask your kidney team or renal dietitian before taking whey protein powders or shakes if you have kidney disease, as how much protein you should have depends on your kidney function and treatment.",
    why: "NHS kidney services explain that digesting protein makes a waste product, urea, which can build up in the blood when the kidneys are not working well, causing loss of appetite, nausea and tiredness, and high urea can speed up kidney damage. Some people with kidney disease are advised to cut back on protein, and others not to reduce it unless a doctor or dietitian says so. A whey protein supplement adds protein on top of food.",
    evidenceLevel: 5,
    references: [R.plymouthRenalProtein, R.bristolRenalDiet],
  }),
];
