// Condition records of the wherb5 round, which re-read the UK registered herbal product information item by item.
// Each was checked against its reference.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { TRYING_TO_CONCEIVE } from "./condition-synonyms";
import { REF_WHERB5 as R } from "./references-wherb5";
import { verifiedCondition as checked } from "./verified-record";

export const MEDICAL_CONTRAINDICATIONS_WHERB5: MedicalContraindicationInput[] = [
  // Graded as mc-black-cohosh-trying-to-conceive and agnus castus's own pregnancy record: a "do not take".
  checked({
    ingredient: "chasteberry",
    condition: "trying-to-conceive",
    conditionName: "Trying to conceive",
    conditionSynonyms: TRYING_TO_CONCEIVE,
    level: "absolute",
    advice: "Do not take agnus castus while you are trying to get pregnant.",
    why: "The UK agnus castus leaflet (THR 23056/0002) says not to take it if you are pregnant or trying to become pregnant.",
    references: [R.bootsAgnusCastusPil],
  }),
];
