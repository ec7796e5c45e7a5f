// Condition records for words people type that were unread (the wcn5 round), each checked against its text. None rests
// on a regulator's text written for the condition: caffeine with palpitations (a UK health provider's page) and with
// restless legs (the NHS website's advice, read on two sites that carry it), guarana with palpitations (a US hospital's
// health library), iron with gastritis (a UK ferrous sulphate SmPC's caution with existing gastrointestinal
// disease) and vitamin E with thrombophilia (a UK vitamin E SmPC's caution for people predisposed to thrombosis). Each
// asks rather than blocks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WCN5 as R } from "./references-wcn5";
import { REF_WODS } from "./references-wods";

export const MEDICAL_CONTRAINDICATIONS_WCN5: MedicalContraindicationInput[] = [
  // The page names caffeine and diet pills as triggers; a health provider's page, not guidance, so level 5.
  checked({
    ingredient: "caffeine",
    condition: "palpitations",
    conditionName: "Heart palpitations",
    conditionSynonyms: ["palpitations", "heart palpitations"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking caffeine tablets or high-caffeine supplements if you get palpitations, and get medical help at once if they come with dizziness, chest tightness or fainting.",
    why: "caffeine is one of the things that can trigger palpitations (a pounding, fluttering or irregular heartbeat), as can diet pills. Palpitations are usually harmless, but the page says to get medical attention if they come with dizziness, chest tightness or loss of consciousness.",
    evidenceLevel: 5,
    references: [R.nuffieldPalpitations],
  }),
  // The same page the other guarana records cite names palpitations beside an irregular heartbeat: asks, as they do.
  checked({
    ingredient: "guarana",
    condition: "palpitations",
    conditionName: "Heart palpitations",
    conditionSynonyms: ["palpitations", "heart palpitations"],
    level: "relative",
    advice: "Ask your GP or pharmacist before taking guarana if you get palpitations.",
    why: "University of Utah Health's health library asks people to discuss guarana with a health professional before taking it if they have heart disease, an irregular heartbeat or palpitations. Guarana contains caffeine.",
    evidenceLevel: 5,
    references: [REF_WODS.utahGuarana],
  }),
  // NHS self-help advice on caffeine in drinks; a supplement adds to it.
  checked({
    ingredient: "caffeine",
    condition: "restless-legs-syndrome",
    conditionName: "Restless legs syndrome",
    conditionSynonyms: ["restless legs syndrome", "restless legs"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking caffeine tablets or high-caffeine supplements if you have restless legs syndrome, and have any caffeine before midday.",
    why: "the NHS advice for restless legs syndrome is not to have caffeine, such as tea, coffee or energy drinks, after midday, and to avoid stimulants such as caffeine in the evening, as part of the changes that can ease symptoms.",
    evidenceLevel: 1,
    references: [R.broadLaneRestlessLegs, R.nicswellRestlessLegs],
  }),
  // The SmPC says "existing gastrointestinal disease", not gastritis by name: a caution, so the record asks.
  checked({
    ingredient: "iron",
    condition: "gastritis",
    conditionName: "Gastritis (inflamed stomach lining)",
    conditionSynonyms: ["gastritis", "inflamed stomach lining"],
    level: "relative",
    advice: "Ask your GP or pharmacist before taking iron supplements if you have gastritis.",
    why: "UK product information for ferrous sulphate tablets asks for caution when iron is given to people with an existing disease of the stomach or bowel, and gastritis is an inflamed stomach lining.",
    references: [R.ferrousSulphate200Smpc, R.nicswellGastritis],
  }),
  // Section 4.4 says "predisposed to" thrombosis, a finding "not confirmed": asks rather than blocks.
  checked({
    ingredient: "vitamin-e",
    condition: "thrombophilia",
    conditionName: "Thrombophilia (blood that clots too easily)",
    conditionSynonyms: ["thrombophilia", "factor V Leiden"],
    level: "relative",
    advice:
      "Ask your GP or haematology team before taking vitamin E supplements if you have thrombophilia, such as factor V Leiden, especially if you also take the pill or HRT.",
    why: "UK product information for a vitamin E medicine says vitamin E has been reported to increase the risk of blood clots (thrombosis) in people who are prone to them, including people taking oestrogens; this has not been confirmed but should be borne in mind. Thrombophilia means the blood has a greater tendency to clot.",
    references: [R.vitaminESuspensionPrecautions, R.vteMattersThrombophilia],
  }),
];
