// Condition records of the wsmpcm round (UK licensed nutrient products, all brands), each checked against its text.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, PREGNANCY } from "./condition-synonyms";
import { REF } from "./references";
import { REF_WSMPCM as R } from "./references-wsmpcm";
import {
  verifiedCondition as checked,
  verifiedFromProductInformation as contraindication,
} from "./verified-record";

// The leaflet's product holds 1,500 mg of glucosamine sulphate a day, the amount most glucosamine supplements hold.
const GLUCOSAMINE_LEAFLET =
  "the UK leaflet of Glucosamine Sulphate 1500 mg Powder for Oral Solution, a licensed glucosamine medicine,";

export const MEDICAL_CONTRAINDICATIONS_WSMPCM: MedicalContraindicationInput[] = [
  checked({
    ingredient: "glucosamine",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    level: "absolute",
    advice: "Do not take glucosamine while pregnant.",
    why: `${GLUCOSAMINE_LEAFLET} says it should not be used during pregnancy.`,
    references: [R.glucosamineSulphate1500Leaflet],
  }),
  checked({
    ingredient: "glucosamine",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "absolute",
    advice: "Do not take glucosamine while breastfeeding unless a doctor has advised it.",
    why: `${GLUCOSAMINE_LEAFLET} says its use is not recommended while breastfeeding.`,
    references: [R.glucosamineSulphate1500Leaflet],
  }),
  // Section 4.4 of a potassium chloride oral solution giving far more potassium than a supplement, so each asks.
  contraindication({
    ingredient: "potassium",
    condition: "haemolytic-anaemia",
    conditionName: "Haemolytic anaemia",
    conditionSynonyms: ["haemolytic anaemia", "hemolytic anemia"],
    level: "relative",
    reason:
      "Ask your doctor before taking potassium supplements if you have haemolytic anaemia with severe haemolysis (red blood cells breaking down fast): UK product information for potassium chloride oral solution says caution is necessary in patients with severe haemolysis. It is written for a medicine that gives far more potassium than a supplement.",
    advice:
      "Ask your doctor before taking potassium supplements if you have haemolytic anaemia, especially during a bout of severe haemolysis.",
    references: [REF.potassiumChlorideSmpc],
  }),
  contraindication({
    ingredient: "potassium",
    condition: "myotonia-congenita",
    conditionName: "Myotonia congenita",
    conditionSynonyms: ["myotonia congenita", "congenital myotonia"],
    level: "relative",
    reason:
      "Ask your specialist before taking potassium supplements if you have myotonia congenita: UK product information for potassium chloride oral solution says caution is necessary in patients with myotonia congenita. It is written for a medicine that gives far more potassium than a supplement.",
    advice: "Ask your specialist before taking potassium supplements if you have myotonia congenita.",
    references: [REF.potassiumChlorideSmpc],
  }),
  // Section 4.3 of a UK iodine medicine given at many times a supplement's iodine for six days, so it asks.
  contraindication({
    ingredient: "iodine",
    condition: "iodine-allergy",
    conditionName: "Allergy to iodine or iodides",
    conditionSynonyms: ["iodine allergy", "allergic to iodine", "iodide allergy"],
    level: "relative",
    reason:
      "Ask your doctor or pharmacist before taking a supplement with iodine if you have been told you are allergic to iodine or iodides: the UK product information of Aqueous Iodine Oral Solution BP lists hypersensitivity to iodine or iodides among its contraindications. It is written for a medicine that gives far more iodine than a supplement.",
    advice:
      "Ask your doctor or pharmacist before taking a supplement with iodine if you have been told you are allergic to iodine or iodides.",
    references: [R.aqueousIodineSmpc],
  }),
  // Betaine is itself the licensed treatment here; the record asks that the specialist who supervises it knows.
  contraindication({
    ingredient: "betaine",
    condition: "homocystinuria",
    conditionName: "Homocystinuria",
    conditionSynonyms: ["homocystinuria", "CBS deficiency"],
    level: "relative",
    reason:
      "Ask your metabolic specialist before taking betaine (TMG) if you have homocystinuria: the UK monograph of betaine oral powder (Cystadane), a licensed treatment for homocystinuria, says treatment is started and supervised by a specialist, with checks of blood methionine, and stopped if swelling of the brain (cerebral oedema) occurs.",
    advice: "Ask your metabolic specialist before taking betaine (TMG) if you have homocystinuria.",
    references: [R.medscapeBetaine],
  }),
];
