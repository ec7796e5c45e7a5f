// Condition records from UK vitamin SmPCs of brands earlier rounds had not read (the wsmpcv round), each checked.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WSMPCV as R } from "./references-wsmpcv";

export const MEDICAL_CONTRAINDICATIONS_WSMPCV: MedicalContraindicationInput[] = [
  // Section 4.4 says "caution", the leaflet "check with your doctor": asks, never blocks.
  checked({
    ingredient: "vitamin-d3",
    condition: "cardiovascular-disease",
    conditionName: "Heart disease (cardiovascular disease)",
    conditionSynonyms: ["heart disease", "cardiovascular disease", "heart condition"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking vitamin D supplements if you are being treated for a heart condition, especially if you take digoxin.",
    why: "UK product information for colecalciferol (vitamin D3) asks for caution in people being treated for cardiovascular disease, pointing to heart medicines such as digoxin, whose effects on the heart rhythm can be made worse if vitamin D raises calcium levels; UK vitamin D leaflets ask people to check with their doctor or pharmacist first if they have, or are being treated for, heart disease.",
    references: [R.thorensPrecautions, R.colextraD3Warnings, R.solicolD3Leaflet],
  }),
  // A test that reads falsely normal, not harm from the vitamin: asks, and says what to tell the hospital.
  checked({
    ingredient: "biotin",
    condition: "heart-attack",
    conditionName: "Heart attack (myocardial infarction)",
    conditionSynonyms: ["heart attack", "myocardial infarction"],
    level: "relative",
    advice:
      "Tell your GP or pharmacist that you take biotin if you have had a heart attack, and tell hospital staff too if you ever go in with chest pain, as biotin can make the heart attack blood test (troponin) look normal.",
    why: "UK product information for a medicine containing biotin says biotin can interfere with some laboratory tests, giving falsely low or high results, including false negative troponin test results in people having a heart attack; the risk is higher with higher doses and in people with kidney problems.",
    references: [R.ketoviteTabletsSmpc],
  }),
];
