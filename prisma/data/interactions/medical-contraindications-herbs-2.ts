// Condition records of the herbs read from their NCCIH pages in the second round: cat's claw with autoimmune
// disease and surgery, hawthorn with heart failure. Each checked against the text of its reference; the pages
// ask people to consult first, so none is absolute.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { AUTOIMMUNE, HEART_FAILURE, SURGERY } from "./condition-synonyms";
import { REF_HERBS_2 } from "./references-herbs-2";

interface Entry {
  ingredient: string;
  condition: string;
  conditionName: string;
  conditionSynonyms: readonly string[];
  advice: string;
  why: string;
  evidenceLevel: MedicalContraindicationInput["evidenceLevel"];
  references: MedicalContraindicationInput["references"];
}

function consultFirst(entry: Entry): MedicalContraindicationInput {
  return {
    id: `mc-${entry.ingredient}-${entry.condition}`,
    ingredient: entry.ingredient,
    condition: entry.condition,
    conditionName: entry.conditionName,
    conditionSynonyms: [...entry.conditionSynonyms],
    contraindicationLevel: "relative",
    reason: `${entry.advice.replace(/\.$/, "")}: ${entry.why}`,
    advice: entry.advice,
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: entry.evidenceLevel,
    references: entry.references,
    isVerified: true,
  };
}

export const MEDICAL_CONTRAINDICATIONS_HERBS_2: MedicalContraindicationInput[] = [
  consultFirst({
    ingredient: "cats-claw",
    condition: "autoimmune-disease",
    conditionName: "Autoimmune disease",
    conditionSynonyms: AUTOIMMUNE,
    advice: "Ask your doctor before taking cat's claw if you have an autoimmune condition.",
    why: "the NIH's complementary health centre says cat's claw might make the immune system more active, which could increase the symptoms of autoimmune diseases.",
    evidenceLevel: 5,
    references: [REF_HERBS_2.nccihCatsClaw],
  }),
  consultFirst({
    ingredient: "cats-claw",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: SURGERY,
    advice: "Tell your surgeon or pre-operative team if you take cat's claw before an operation.",
    why: "the NIH's complementary health centre says cat's claw may slow blood clotting, which might increase the risk of bleeding during surgery.",
    evidenceLevel: 5,
    references: [REF_HERBS_2.nccihCatsClaw],
  }),
  consultFirst({
    ingredient: "hawthorn",
    condition: "heart-failure",
    conditionName: "Heart failure",
    conditionSynonyms: HEART_FAILURE,
    advice: "Ask your heart team before taking hawthorn if you have heart failure.",
    why: "the NIH's complementary health centre says that in one study of people with heart failure, those taking hawthorn were more likely than those on a placebo to have their heart failure get worse soon after starting, possibly because hawthorn interacted with their medicines.",
    evidenceLevel: 2,
    references: [REF_HERBS_2.nccihHawthorn],
  }),
];
