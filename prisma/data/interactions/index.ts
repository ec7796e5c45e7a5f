// The interaction knowledge base shipped with the app (docs/product-rules.md §3 "Interaction database"), keyed by
// ingredient slug. Validate with knowledgeBaseSchema (lib/interactions/knowledge-base-schema.ts) before
// seeding; tests/unit/interactions/knowledge-base-data.test.ts checks every record.
import type {
  KnowledgeBaseInput,
  MedicalContraindicationInput,
  NutrientInteractionInput,
  SupplementInteractionInput,
} from "../../../lib/interactions/knowledge-base-schema";
import { DRUG_INTERACTIONS } from "./drug-interactions";
import { FOOD_INTERACTIONS } from "./food-interactions";
import { FOOD_INTERACTIONS_HERBS } from "./food-interactions-herbs";
import { FOOD_INTERACTIONS_VIT } from "./food-interactions-vit";
import { FOOD_INTERACTIONS_WHERB } from "./food-interactions-wherb";
import { FOOD_INTERACTIONS_WCBD } from "./food-interactions-wcbd";
import { FOOD_INTERACTIONS_WHERB4 } from "./food-interactions-wherb4";
import { MEDICAL_CONTRAINDICATIONS as MEDICAL_CONTRAINDICATIONS_PART_1 } from "./medical-contraindications";
import { MEDICAL_CONTRAINDICATIONS_LICENSED_FORMS } from "./medical-contraindications-licensed-forms";
import { MEDICAL_CONTRAINDICATIONS_MIN } from "./medical-contraindications-min";
import { MEDICAL_CONTRAINDICATIONS_HERBS } from "./medical-contraindications-herbs";
import { MEDICAL_CONTRAINDICATIONS_HERBS_2 } from "./medical-contraindications-herbs-2";
import { MEDICAL_CONTRAINDICATIONS_HERBS_A } from "./medical-contraindications-herbs-a";
import { MEDICAL_CONTRAINDICATIONS_HERBS_B } from "./medical-contraindications-herbs-b";
import { MEDICAL_CONTRAINDICATIONS_HMPC } from "./medical-contraindications-hmpc";
import { MEDICAL_CONTRAINDICATIONS_MORE } from "./medical-contraindications-more";
import { MEDICAL_CONTRAINDICATIONS_PART_2 } from "./medical-contraindications-part-2";
import { MEDICAL_CONTRAINDICATIONS_NUTRIENTS } from "./medical-contraindications-nutrients";
import { MEDICAL_CONTRAINDICATIONS_NUTRIENTS_2 } from "./medical-contraindications-nutrients-2";
import { MEDICAL_CONTRAINDICATIONS_NUTRIENTS_3 } from "./medical-contraindications-nutrients-3";
import { MEDICAL_CONTRAINDICATIONS_ZERO } from "./medical-contraindications-zero";
import { MEDICAL_CONTRAINDICATIONS_NCI } from "./medical-contraindications-nci";
import { MEDICAL_CONTRAINDICATIONS_COND } from "./medical-contraindications-cond";
import { MEDICAL_CONTRAINDICATIONS_WNUT } from "./medical-contraindications-wnut";
import { MEDICAL_CONTRAINDICATIONS_WCOND } from "./medical-contraindications-wcond";
import { MEDICAL_CONTRAINDICATIONS_WCND } from "./medical-contraindications-wcnd";
import { MEDICAL_CONTRAINDICATIONS_P36 } from "./medical-contraindications-p36";
import { MEDICAL_CONTRAINDICATIONS_WHC } from "./medical-contraindications-whc";
import { MEDICAL_CONTRAINDICATIONS_WREST } from "./medical-contraindications-wrest";
import { MEDICAL_CONTRAINDICATIONS_WODS } from "./medical-contraindications-wods";
import { MEDICAL_CONTRAINDICATIONS_WHMPC } from "./medical-contraindications-whmpc";
import { MEDICAL_CONTRAINDICATIONS_WHERB4 } from "./medical-contraindications-wherb4";
import { MEDICAL_CONTRAINDICATIONS_WHERB5 } from "./medical-contraindications-wherb5";
import { MEDICAL_CONTRAINDICATIONS_WZERO } from "./medical-contraindications-wzero";
import { MEDICAL_CONTRAINDICATIONS_WZERO2 } from "./medical-contraindications-wzero2";
import { MEDICAL_CONTRAINDICATIONS_WX5 } from "./medical-contraindications-wx5";
import { MEDICAL_CONTRAINDICATIONS_P7 } from "./medical-contraindications-p7";
import { MEDICAL_CONTRAINDICATIONS_P8 } from "./medical-contraindications-p8";
import { MEDICAL_CONTRAINDICATIONS_P9 } from "./medical-contraindications-p9";
import { MEDICAL_CONTRAINDICATIONS_P12 } from "./medical-contraindications-p12";
import { MEDICAL_CONTRAINDICATIONS_P19 } from "./medical-contraindications-p19";
import { MEDICAL_CONTRAINDICATIONS_WZERO3 } from "./medical-contraindications-wzero3";
import { MEDICAL_CONTRAINDICATIONS_WHERBAUD } from "./medical-contraindications-wherbaud";
import { MEDICAL_CONTRAINDICATIONS_WLQ } from "./medical-contraindications-wlq";
import { MEDICAL_CONTRAINDICATIONS_WNUT2 } from "./medical-contraindications-wnut2";
import { MEDICAL_CONTRAINDICATIONS_WNUT3 } from "./medical-contraindications-wnut3";
import { MEDICAL_CONTRAINDICATIONS_WCN2 } from "./medical-contraindications-wcn2";
import { MEDICAL_CONTRAINDICATIONS_WCN3 } from "./medical-contraindications-wcn3";
import { MEDICAL_CONTRAINDICATIONS_WCN4 } from "./medical-contraindications-wcn4";
import { MEDICAL_CONTRAINDICATIONS_WCN5 } from "./medical-contraindications-wcn5";
import { MEDICAL_CONTRAINDICATIONS_WFN } from "./medical-contraindications-wfn";
import { MEDICAL_CONTRAINDICATIONS_WUKMI } from "./medical-contraindications-wukmi";
import { MEDICAL_CONTRAINDICATIONS_WFH } from "./medical-contraindications-wfh";
import { MEDICAL_CONTRAINDICATIONS_WPROBE2 } from "./medical-contraindications-wprobe2";
import { MEDICAL_CONTRAINDICATIONS_WSMPCV } from "./medical-contraindications-wsmpcv";
import { MEDICAL_CONTRAINDICATIONS_WSMPCM } from "./medical-contraindications-wsmpcm";
import { MEDICAL_CONTRAINDICATIONS_WNCCIH2 } from "./medical-contraindications-wnccih2";
import { MEDICAL_CONTRAINDICATIONS_WCN6 } from "./medical-contraindications-wcn6";
import { MEDICAL_CONTRAINDICATIONS_WCN7 } from "./medical-contraindications-wcn7";
import { MEDICAL_CONTRAINDICATIONS_WCN9 } from "./medical-contraindications-wcn9";
import { MEDICAL_CONTRAINDICATIONS_WCN10 } from "./medical-contraindications-wcn10";
import { MEDICAL_CONTRAINDICATIONS_WLAB } from "./medical-contraindications-wlab";
import { MEDICAL_CONTRAINDICATIONS_WCN8 } from "./medical-contraindications-wcn8";
import { MEDICAL_CONTRAINDICATIONS_WEX } from "./medical-contraindications-wex";
import { MEDICAL_CONTRAINDICATIONS_WMED5 } from "./medical-contraindications-wmed5";
import { MEDICAL_CONTRAINDICATIONS_WTHR } from "./medical-contraindications-wthr";
import { MEDICAL_CONTRAINDICATIONS_WTHR2 } from "./medical-contraindications-wthr2";
import { MEDICAL_CONTRAINDICATIONS_WPREG } from "./medical-contraindications-wpreg";
import { MEDICAL_CONTRAINDICATIONS_HERBAL_CLASS } from "./medical-contraindications-herbal-class";
import { MEDICAL_CONTRAINDICATIONS_WNEW } from "./medical-contraindications-wnew";
import { MEDICINE_FOOD_INTERACTIONS } from "./medicine-food-interactions";
import { NUTRIENT_INTERACTIONS as NUTRIENT_INTERACTIONS_PART_1 } from "./nutrient-interactions";
import { NUTRIENT_INTERACTIONS_NUTRIENTS_3 } from "./nutrient-interactions-nutrients-3";
import { NUTRIENT_INTERACTIONS_MIN } from "./nutrient-interactions-min";
import { MEDICAL_CONTRAINDICATIONS_VIT } from "./medical-contraindications-vit";
import { NUTRIENT_INTERACTIONS_VIT } from "./nutrient-interactions-vit";
import { NUTRIENT_INTERACTIONS_WCLS } from "./nutrient-interactions-wcls";
import { NUTRIENT_INTERACTIONS_WMED6 } from "./nutrient-interactions-wmed6";
import { NUTRIENT_INTERACTIONS_WSMPCV } from "./nutrient-interactions-wsmpcv";
import { SUPPLEMENT_INTERACTIONS as SUPPLEMENT_INTERACTIONS_PART_1 } from "./supplement-interactions";
import { SUPPLEMENT_INTERACTIONS_PART_2 } from "./supplement-interactions-part-2";
import { SUPPLEMENT_INTERACTIONS_PART_4 } from "./supplement-interactions-part-4";
import { SUPPLEMENT_INTERACTIONS_NUTRIENTS_3 } from "./supplement-interactions-nutrients-3";
import { SUPPLEMENT_INTERACTIONS_ZERO } from "./supplement-interactions-zero";
import { SUPPLEMENT_INTERACTIONS_VIT } from "./supplement-interactions-vit";
import { SUPPLEMENT_INTERACTIONS_PAIRS } from "./supplement-interactions-pairs";
import { SUPPLEMENT_INTERACTIONS_WHMPC } from "./supplement-interactions-whmpc";
import { SUPPLEMENT_INTERACTIONS_WZERO } from "./supplement-interactions-wzero";
import { SUPPLEMENT_INTERACTIONS_WSS2 } from "./supplement-interactions-wss2";
import { SUPPLEMENT_INTERACTIONS_P12 } from "./supplement-interactions-p12";
import { SUPPLEMENT_INTERACTIONS_WPAIR } from "./supplement-interactions-wpair";

/** Every supplement–supplement pair, file by file. */
const SUPPLEMENT_INTERACTIONS: SupplementInteractionInput[] = [
  ...SUPPLEMENT_INTERACTIONS_PART_1,
  ...SUPPLEMENT_INTERACTIONS_PART_2,
  ...SUPPLEMENT_INTERACTIONS_PART_4,
  ...SUPPLEMENT_INTERACTIONS_NUTRIENTS_3,
  ...SUPPLEMENT_INTERACTIONS_ZERO,
  ...SUPPLEMENT_INTERACTIONS_VIT,
  ...SUPPLEMENT_INTERACTIONS_PAIRS,
  ...SUPPLEMENT_INTERACTIONS_WHMPC,
  ...SUPPLEMENT_INTERACTIONS_WZERO,
  ...SUPPLEMENT_INTERACTIONS_WSS2,
  ...SUPPLEMENT_INTERACTIONS_P12,
  ...SUPPLEMENT_INTERACTIONS_WPAIR,
];

/** Every medical-contraindication record, file by file. */
export const MEDICAL_CONTRAINDICATIONS: MedicalContraindicationInput[] = [
  ...MEDICAL_CONTRAINDICATIONS_PART_1,
  ...MEDICAL_CONTRAINDICATIONS_PART_2,
  ...MEDICAL_CONTRAINDICATIONS_NUTRIENTS,
  ...MEDICAL_CONTRAINDICATIONS_HERBS,
  ...MEDICAL_CONTRAINDICATIONS_HERBS_2,
  ...MEDICAL_CONTRAINDICATIONS_MORE,
  ...MEDICAL_CONTRAINDICATIONS_NUTRIENTS_2,
  ...MEDICAL_CONTRAINDICATIONS_HERBS_A,
  ...MEDICAL_CONTRAINDICATIONS_HERBS_B,
  ...MEDICAL_CONTRAINDICATIONS_LICENSED_FORMS,
  ...MEDICAL_CONTRAINDICATIONS_NUTRIENTS_3,
  ...MEDICAL_CONTRAINDICATIONS_ZERO,
  ...MEDICAL_CONTRAINDICATIONS_NCI,
  ...MEDICAL_CONTRAINDICATIONS_COND,
  ...MEDICAL_CONTRAINDICATIONS_WCOND,
  ...MEDICAL_CONTRAINDICATIONS_WCND,
  ...MEDICAL_CONTRAINDICATIONS_MIN,
  ...MEDICAL_CONTRAINDICATIONS_HMPC,
  ...MEDICAL_CONTRAINDICATIONS_VIT,
  ...MEDICAL_CONTRAINDICATIONS_WNUT,
  ...MEDICAL_CONTRAINDICATIONS_WREST,
  ...MEDICAL_CONTRAINDICATIONS_P36,
  ...MEDICAL_CONTRAINDICATIONS_WHC,
  ...MEDICAL_CONTRAINDICATIONS_WODS,
  ...MEDICAL_CONTRAINDICATIONS_WHMPC,
  ...MEDICAL_CONTRAINDICATIONS_WHERB4,
  ...MEDICAL_CONTRAINDICATIONS_WHERB5,
  ...MEDICAL_CONTRAINDICATIONS_WZERO,
  ...MEDICAL_CONTRAINDICATIONS_WZERO2,
  ...MEDICAL_CONTRAINDICATIONS_WZERO3,
  ...MEDICAL_CONTRAINDICATIONS_WX5,
  ...MEDICAL_CONTRAINDICATIONS_P7,
  ...MEDICAL_CONTRAINDICATIONS_P8,
  ...MEDICAL_CONTRAINDICATIONS_P9,
  ...MEDICAL_CONTRAINDICATIONS_P12,
  ...MEDICAL_CONTRAINDICATIONS_P19,
  ...MEDICAL_CONTRAINDICATIONS_WNEW,
  ...MEDICAL_CONTRAINDICATIONS_WHERBAUD,
  ...MEDICAL_CONTRAINDICATIONS_WNUT2,
  ...MEDICAL_CONTRAINDICATIONS_WNUT3,
  ...MEDICAL_CONTRAINDICATIONS_WCN2,
  ...MEDICAL_CONTRAINDICATIONS_WCN3,
  ...MEDICAL_CONTRAINDICATIONS_WCN4,
  ...MEDICAL_CONTRAINDICATIONS_WCN5,
  ...MEDICAL_CONTRAINDICATIONS_WSMPCV,
  ...MEDICAL_CONTRAINDICATIONS_WSMPCM,
  ...MEDICAL_CONTRAINDICATIONS_WNCCIH2,
  ...MEDICAL_CONTRAINDICATIONS_WCN6,
  ...MEDICAL_CONTRAINDICATIONS_WCN7,
  ...MEDICAL_CONTRAINDICATIONS_WCN9,
  ...MEDICAL_CONTRAINDICATIONS_WCN10,
  ...MEDICAL_CONTRAINDICATIONS_WLAB,
  ...MEDICAL_CONTRAINDICATIONS_WCN8,
  ...MEDICAL_CONTRAINDICATIONS_WEX,
  ...MEDICAL_CONTRAINDICATIONS_WMED5,
  ...MEDICAL_CONTRAINDICATIONS_WLQ,
  ...MEDICAL_CONTRAINDICATIONS_WTHR,
  ...MEDICAL_CONTRAINDICATIONS_WTHR2,
  ...MEDICAL_CONTRAINDICATIONS_WPREG,
  ...MEDICAL_CONTRAINDICATIONS_WFH,
  ...MEDICAL_CONTRAINDICATIONS_WPROBE2,
  ...MEDICAL_CONTRAINDICATIONS_HERBAL_CLASS,
  ...MEDICAL_CONTRAINDICATIONS_WFN,
  ...MEDICAL_CONTRAINDICATIONS_WUKMI,
];

/** Every nutrient effect, file by file. */
const NUTRIENT_INTERACTIONS: NutrientInteractionInput[] = [
  ...NUTRIENT_INTERACTIONS_PART_1,
  ...NUTRIENT_INTERACTIONS_NUTRIENTS_3,
  ...NUTRIENT_INTERACTIONS_MIN,
  ...NUTRIENT_INTERACTIONS_VIT,
  ...NUTRIENT_INTERACTIONS_WCLS,
  ...NUTRIENT_INTERACTIONS_WMED6,
  ...NUTRIENT_INTERACTIONS_WSMPCV,
];

export { DRUG_INTERACTIONS, NUTRIENT_INTERACTIONS };

export const KNOWLEDGE_BASE: KnowledgeBaseInput = {
  supplementInteractions: SUPPLEMENT_INTERACTIONS,
  drugInteractions: DRUG_INTERACTIONS,
  nutrientInteractions: NUTRIENT_INTERACTIONS,
  foodInteractions: [
    ...FOOD_INTERACTIONS,
    ...FOOD_INTERACTIONS_HERBS,
    ...FOOD_INTERACTIONS_VIT,
    ...FOOD_INTERACTIONS_WHERB,
    ...FOOD_INTERACTIONS_WCBD,
    ...FOOD_INTERACTIONS_WHERB4,
  ],
  medicalContraindications: MEDICAL_CONTRAINDICATIONS,
  medicineFoodInteractions: MEDICINE_FOOD_INTERACTIONS,
};
