// Condition records for conditions that UK product information names in sections 4.3 and 4.4 and the dictionary
// lacked until the wcond round (conditions-wcond.ts), each checked against its text: a 4.3 contraindication or a
// leaflet's "do not take" blocks, a "consult your doctor first" asks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedFromProductInformation as contraindication } from "./verified-record";
import { REF_HERBS } from "./references-herbs";
import { REF_HERBS_A } from "./references-herbs-a";
import { REF_MIN } from "./references-min";
import { REFN } from "./references-nutrients";
import { REF_COND } from "./references-cond";
import { REF_WCOND } from "./references-wcond";

const HORMONE_SENSITIVE_CANCER = {
  condition: "hormone-sensitive-cancer",
  conditionName: "Hormone-sensitive cancer (hormone-dependent tumour)",
  conditionSynonyms: ["hormone-dependent tumour", "oestrogen-sensitive cancer"],
};
const MEGALOBLASTIC_ANAEMIA = {
  condition: "megaloblastic-anaemia",
  conditionName: "Megaloblastic anaemia",
  conditionSynonyms: ["megaloblastic anaemia"],
};

const SJW_43 = [REF_WCOND.herbalstoreSjwSmpc, REF_WCOND.naturesGardenSjwSmpc];

export const MEDICAL_CONTRAINDICATIONS_WCOND: MedicalContraindicationInput[] = [
  contraindication({
    ingredient: "black-cohosh",
    ...HORMONE_SENSITIVE_CANCER,
    level: "absolute",
    reason:
      "Do not take black cohosh if you have, or have had, treatment for a hormone-dependent tumour: its UK traditional herbal registration leaflet says not to take it after treatment for breast cancer or any other hormone dependent tumour, as black cohosh may have hormone-like actions.",
    advice: "Do not take black cohosh unless your cancer team says it is safe for you.",
    references: [REF_HERBS.bootsBlackCohoshLeaflet],
  }),
  contraindication({
    ingredient: "chasteberry",
    ...HORMONE_SENSITIVE_CANCER,
    level: "relative",
    reason:
      "Ask your doctor before taking agnus castus if you have, or have had, an oestrogen-sensitive cancer: UK agnus castus product information (section 4.4) says people who suffer or suffered from one should consult their doctor before using it.",
    advice: "Ask your doctor or cancer team before taking agnus castus.",
    references: [REF_HERBS_A.aVogelAgnusCastusSmpc],
  }),
  contraindication({
    ingredient: "chasteberry",
    condition: "pituitary-disorder",
    conditionName: "Pituitary disorder",
    conditionSynonyms: ["pituitary disorder", "prolactinoma"],
    level: "absolute",
    reason:
      "Do not take agnus castus if you have a pituitary disorder: UK agnus castus product information lists patients with a pituitary disorder among its contraindications (section 4.3).",
    advice: "Do not take agnus castus unless your endocrinologist says it is safe for you.",
    references: [REF_HERBS_A.aVogelAgnusCastusSmpc],
  }),
  // Asked, not blocked, as the DVT and pulmonary embolism records from the same text are: the SmPC says the finding
  // "has not been confirmed but should be borne in mind".
  contraindication({
    ingredient: "vitamin-e",
    condition: "venous-thromboembolism",
    conditionName: "Venous thromboembolism (VTE)",
    conditionSynonyms: ["venous thromboembolism", "thromboembolism"],
    level: "relative",
    reason:
      "Ask your doctor before taking vitamin E supplements if you have had a blood clot: UK vitamin E product information (section 4.4) says vitamin E has been reported to increase the risk of thrombosis in patients predisposed to it, including those taking oestrogens, a finding not confirmed but to be borne in mind.",
    advice:
      "Ask your doctor or pharmacist before taking vitamin E supplements, especially if you also take the pill or HRT.",
    references: [REFN.vitaminESuspensionSmpc],
  }),
  contraindication({
    ingredient: "iron",
    ...MEGALOBLASTIC_ANAEMIA,
    level: "relative",
    reason:
      "Ask your doctor before taking iron if your anaemia is megaloblastic: that anaemia comes from a lack of vitamin B12 or folate, which iron does not treat, and a UK ferrous sulfate leaflet says not to take it for anaemia caused by a deficiency of vitamin B12 or folic acid.",
    advice: "Ask your doctor whether you need iron as well as vitamin B12 or folic acid.",
    references: [REF_MIN.ferrousSulfateLeaflet],
  }),
  contraindication({
    ingredient: "folic-acid",
    ...MEGALOBLASTIC_ANAEMIA,
    level: "relative",
    reason:
      "Ask your doctor before taking folic acid for megaloblastic anaemia until its cause is known: UK folic acid product information (sections 4.3 and 4.4) says undiagnosed megaloblastic anaemia can be due to vitamin B12 deficiency, which folic acid alone masks while the damage to the nerves goes on.",
    advice:
      "Ask your doctor to check your vitamin B12 before you take folic acid, and take it as they advise.",
    references: [REF_WCOND.folicAcidAccordSmpc],
  }),
  contraindication({
    ingredient: "st-johns-wort",
    condition: "photosensitivity",
    conditionName: "Skin sensitive to sunlight (photosensitivity)",
    conditionSynonyms: ["photosensitivity", "dermal photosensitivity"],
    level: "absolute",
    reason:
      "Do not take St John's wort if your skin is very sensitive to sunlight: UK St John's wort product information lists patients with known dermal photosensitivity among its contraindications (section 4.3).",
    advice: "Do not take St John's wort; ask your pharmacist about other options for low mood.",
    references: SJW_43,
  }),
  contraindication({
    ingredient: "st-johns-wort",
    condition: "phototherapy",
    conditionName: "Light treatment (phototherapy)",
    conditionSynonyms: ["phototherapy", "light treatment"],
    level: "absolute",
    reason:
      "Do not take St John's wort while you are having light treatment: UK St John's wort product information lists patients undergoing phototherapy or any photodiagnostic procedures among its contraindications (section 4.3).",
    advice:
      "Do not take St John's wort during a course of light treatment or before a light-based test; tell the team treating you if you have taken it.",
    references: SJW_43,
  }),
  // Severe kidney disease and kidney failure, children of this condition, keep their own stronger records.
  contraindication({
    ingredient: "vitamin-d3",
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: ["renal impairment", "impaired kidney function"],
    level: "relative",
    reason:
      "Ask your GP or kidney team before taking vitamin D supplements if your kidneys do not work well: UK colecalciferol product information (section 4.4) says vitamin D should be used with caution in impairment of renal function, with calcium and phosphate levels monitored and the risk of calcium deposits in soft tissues borne in mind.",
    advice:
      "Ask your GP or kidney team which vitamin D dose is right for you, and whether your calcium should be checked.",
    references: [REF_COND.fultiumD3Smpc, REF_COND.colecalciferolOralSolutionSmpc],
  }),
  contraindication({
    ingredient: "psyllium",
    condition: "change-in-bowel-habit",
    conditionName: "A lasting change in bowel habit",
    conditionSynonyms: ["change in bowel habit"],
    level: "absolute",
    reason:
      "Do not take psyllium (ispaghula) if your bowel habit has suddenly changed and stayed changed for more than two weeks: the Fybogel SmPC lists this among its contraindications (section 4.3), as the change needs to be checked by a doctor first.",
    advice:
      "See your GP about the change in your bowel habit before taking psyllium or other fibre supplements.",
    references: [REF_COND.fybogelSmpc],
  }),
  contraindication({
    ingredient: "psyllium",
    condition: "gut-stricture",
    conditionName: "Narrowing of the gut (stricture)",
    conditionSynonyms: ["intestinal stricture", "narrowing of the bowel"],
    level: "absolute",
    reason:
      "Do not take psyllium (ispaghula) if you have a narrowing of the gut: the Fybogel SmPC says it is contraindicated in patients with abnormal constrictions in the gastro-intestinal tract (section 4.3), as the swollen fibre can block it.",
    advice: "Do not take psyllium or other bulking fibre unless your gut specialist says it is safe for you.",
    references: [REF_COND.fybogelSmpc],
  }),
  contraindication({
    ingredient: "iron",
    condition: "gut-stricture",
    conditionName: "Narrowing of the gut (stricture)",
    conditionSynonyms: ["intestinal strictures"],
    level: "relative",
    reason:
      "Ask your doctor before taking iron supplements if you have a narrowing of the gut: UK ferrous gluconate product information (section 4.4) says care should be exercised in patients with intestinal strictures.",
    advice:
      "Ask your GP or gut specialist before taking iron tablets, and whether another form would suit you better.",
    references: [REF_MIN.ferrousGluconateSmpc],
  }),
  contraindication({
    ingredient: "zinc",
    condition: "acute-kidney-injury",
    conditionName: "Acute kidney injury",
    conditionSynonyms: ["acute renal failure"],
    level: "relative",
    reason:
      "Ask your doctor before taking zinc supplements if your kidneys have suddenly stopped working well: UK zinc sulfate product information (section 4.4) says zinc levels may accumulate in acute renal failure.",
    advice:
      "Ask your doctor or kidney team before taking zinc supplements, or multivitamins with zinc, until your kidneys recover.",
    references: [REF_WCOND.zincSulfate220Smpc],
  }),
  // A combined vitamin A and D capsule; hypervitaminosis A is named for its vitamin A, so it is written for vitamin A.
  contraindication({
    ingredient: "vitamin-a",
    condition: "vitamin-a-toxicity",
    conditionName: "Too much vitamin A (hypervitaminosis A)",
    conditionSynonyms: ["hypervitaminosis A", "vitamin A toxicity"],
    level: "absolute",
    reason:
      "Do not take vitamin A supplements if you have too much vitamin A: UK retinol product information lists hypervitaminosis A among its contraindications (section 4.3) and says not to take other vitamin A supplements with it.",
    advice:
      "Do not take vitamin A, fish liver oils or multivitamins with vitamin A until your doctor says your levels are safe.",
    references: [REF_WCOND.retinolColecalciferolSmpc],
  }),
];
