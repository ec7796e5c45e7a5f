// Condition records of the wfh round, from medicines' texts on bromelain, chondroitin and evening primrose oil and an NHS leaflet.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BLEEDING_DISORDER } from "./condition-synonyms";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WFH as R } from "./references-wfh";

// NexoBrid is a gel for burns that the body absorbs through the wound; supplements are swallowed, so the cautions ask.
const CHONDROMEL =
  "The product information of Chondromel, a chondroitin sulfate medicine licensed in Ireland,";
const NEXOBRID =
  "The leaflet of NexoBrid, a UK prescription medicine made of bromelain from the pineapple stem,";

export const MEDICAL_CONTRAINDICATIONS_WFH: MedicalContraindicationInput[] = [
  // The allergy is to the substance itself, whatever the route: the leaflet's "must not be used" blocks.
  checked({
    ingredient: "bromelain",
    condition: "pineapple-allergy",
    conditionName: "Pineapple allergy",
    conditionSynonyms: ["pineapple allergy", "allergic to pineapple", "bromelain allergy"],
    level: "absolute",
    advice: "Do not take bromelain if you are allergic to pineapple or to bromelain.",
    why: `${NEXOBRID} says it must not be used by anyone allergic to bromelain or to pineapples (or to papain). Bromelain supplements are made from pineapple.`,
    references: [R.nexobridLeaflet],
  }),
  checked({
    ingredient: "bromelain",
    condition: "bleeding-disorder",
    conditionName: "Bleeding disorder",
    conditionSynonyms: BLEEDING_DISORDER,
    level: "relative",
    advice:
      "Ask your doctor or pharmacist before taking bromelain if you have a bleeding disorder or bleed easily.",
    why: `${NEXOBRID} asks people to talk to their doctor before it is used if they have problems with bleeding or take blood-thinners. The leaflet is for a burns treatment absorbed through the wound, not for tablets, so this asks rather than forbids.`,
    references: [R.nexobridLeaflet],
  }),
  checked({
    ingredient: "bromelain",
    condition: "peptic-ulcer",
    conditionName: "Peptic ulcer",
    conditionSynonyms: ["peptic ulcer", "stomach ulcer", "gastric ulcer", "duodenal ulcer"],
    level: "relative",
    advice: "Ask your doctor or pharmacist before taking bromelain if you have an active stomach ulcer.",
    why: `${NEXOBRID} asks people to talk to their doctor before it is used if they have an active peptic ulcer in the stomach. The leaflet is for a burns treatment absorbed through the wound, not for tablets, so this asks rather than forbids.`,
    references: [R.nexobridLeaflet],
  }),
  // "Not recommended" in the SmPC and "do not use" in the leaflet: blocks, on the dictionary's severe liver disease.
  checked({
    ingredient: "chondroitin",
    condition: "severe-liver-impairment",
    conditionName: "Severe liver disease",
    conditionSynonyms: ["severe liver disease", "severe hepatic impairment", "severe liver impairment"],
    level: "absolute",
    advice:
      "Do not take chondroitin if you have liver failure or severe liver disease, unless your liver specialist agrees.",
    why: `${CHONDROMEL} says there is no experience of its use in people with liver failure, so it is not recommended for them, and its leaflet says not to use it if you have liver failure.`,
    references: [R.chondromelPrecautions, R.chondromelUsage, R.chondromelLeaflet],
  }),
  checked({
    ingredient: "chondroitin",
    condition: "heart-failure",
    conditionName: "Heart failure",
    conditionSynonyms: ["heart failure"],
    level: "relative",
    advice:
      "Ask your GP or heart team before taking chondroitin if you have heart failure, and tell them if your ankles swell.",
    why: `${CHONDROMEL} says that, very rarely (fewer than 1 in 10,000), people with heart or kidney failure have had swelling (oedema) or water retention, which may come from chondroitin's osmotic effect.`,
    references: [R.chondromelPrecautions],
  }),
  checked({
    ingredient: "chondroitin",
    condition: "kidney-failure",
    conditionName: "Kidney failure",
    conditionSynonyms: ["kidney failure", "renal failure"],
    level: "relative",
    advice: "Ask your kidney doctor before taking chondroitin if you have kidney failure.",
    why: `${CHONDROMEL} says there is little experience of its use in kidney failure, so such patients must be treated with special attention, and that, very rarely, people with heart or kidney failure have had swelling (oedema) or water retention.`,
    references: [R.chondromelUsage, R.chondromelPrecautions],
  }),
  // "Vorsicht geboten" and "speak to your doctor first": asks.
  checked({
    ingredient: "evening-primrose-oil",
    condition: "epilepsy",
    conditionName: "Epilepsy",
    conditionSynonyms: ["epilepsy", "epileptic", "seizures", "seizure disorder"],
    level: "relative",
    advice: "Ask your doctor before taking evening primrose oil if you have epilepsy.",
    why: "the Swiss patient information of Epogam 1000, an evening primrose oil medicine, says epileptic seizures occurred in single cases in people taking phenothiazines with it, so care is needed in people who take phenothiazines or have epilepsy, and they should speak to their doctor before taking it.",
    references: [R.epogamSwissPatientInfo],
  }),
];
