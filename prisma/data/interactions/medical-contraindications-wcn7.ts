// Condition records for words read since the wcn7 round: the caffeine and B6 ones ask, iron in PV blocks.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WCN7 as R } from "./references-wcn7";

export const MEDICAL_CONTRAINDICATIONS_WCN7: MedicalContraindicationInput[] = [
  // The NHS text names peripheral neuropathy as the harm of too much B6; it sets a dose, not a ban, so the record asks.
  checked({
    ingredient: "vitamin-b6",
    condition: "peripheral-neuropathy",
    conditionName: "Peripheral neuropathy (nerve damage in the hands, feet, arms or legs)",
    conditionSynonyms: ["peripheral neuropathy", "polyneuropathy"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking vitamin B6 supplements if you have peripheral neuropathy, and keep to no more than 10 mg a day from supplements unless a doctor advises more.",
    why: "the NHS says that taking 200 mg or more of vitamin B6 a day can lead to a loss of feeling in the arms and legs known as peripheral neuropathy, that the effect of doses between 10 and 200 mg is unclear, and that supplements should give no more than 10 mg a day unless a doctor advises it. Peripheral neuropathy is damage to the nerves of the hands, feet and arms.",
    evidenceLevel: 5,
    references: [R.goGreenVitaminB6, R.nhsInformNeuropathy],
  }),
  // NHS self-help advice on caffeine in drinks; a caffeine supplement adds to it.
  checked({
    ingredient: "caffeine",
    condition: "raynauds",
    conditionName: "Raynaud's phenomenon",
    conditionSynonyms: ["Raynaud's", "Raynaud's phenomenon", "Raynaud's disease"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking caffeine tablets or high-caffeine supplements if you have Raynaud's, as too much caffeine may bring on an attack.",
    why: "the NHS advice for Raynaud's is not to have too much caffeine (found in tea, coffee, cola and chocolate) because it may trigger the symptoms; an NHS stop-smoking service adds that caffeine can narrow blood vessels and make symptoms worse.",
    evidenceLevel: 5,
    references: [R.limelightRaynauds, R.yorkshireSmokefreeRaynauds],
  }),
  // A UK health A to Z page says not to drink lots of caffeine: "lots", so the record asks.
  checked({
    ingredient: "caffeine",
    condition: "postural-tachycardia-syndrome",
    conditionName: "Postural tachycardia syndrome (PoTS)",
    conditionSynonyms: ["postural tachycardia syndrome", "postural orthostatic tachycardia syndrome"],
    level: "relative",
    advice:
      "Ask your PoTS specialist, GP or pharmacist before taking caffeine tablets or high-caffeine supplements if you have PoTS.",
    why: "UK health A to Z advice for reducing the symptoms of postural tachycardia syndrome includes not drinking lots of caffeine or alcohol, and a UK CFS/ME service's page adds that caffeine stimulates the nervous system. In PoTS the heart rate rises very quickly on standing up.",
    evidenceLevel: 5,
    references: [R.getdocPots, R.rfcfsPots],
  }),
  // Lifestyle advice for urinary incontinence: cut caffeine down, not out, so the record asks.
  checked({
    ingredient: "caffeine",
    condition: "urinary-incontinence",
    conditionName: "Urinary incontinence",
    conditionSynonyms: ["urinary incontinence", "urge incontinence", "stress incontinence"],
    level: "relative",
    advice:
      "Ask your GP, continence nurse or pharmacist before taking caffeine tablets or high-caffeine supplements if you have urinary incontinence.",
    why: "UK pharmacy training on urinary incontinence in women lists caffeine reduction (restricting coffee, tea and cola) among the lifestyle advice, alongside bladder training and pelvic floor muscle training.",
    evidenceLevel: 5,
    references: [R.tmmagazineIncontinence],
  }),
  // The NHS text says caffeine may temporarily increase any tremor: a caution, so the record asks.
  checked({
    ingredient: "caffeine",
    condition: "essential-tremor",
    conditionName: "Essential tremor",
    conditionSynonyms: ["essential tremor"],
    level: "relative",
    advice:
      "Ask your GP or pharmacist before taking caffeine tablets or high-caffeine supplements if you have essential tremor, as caffeine may make the shaking worse for a while.",
    why: "the NHS text on essential tremor lists caffeine (from tea, coffee and some fizzy drinks) among the things that may temporarily increase any tremor, with tiredness, smoking and some medicines.",
    evidenceLevel: 5,
    references: [R.everestEssentialTremor, R.tremorOrgEssentialTremor],
  }),
  // A patient guideline's "should not be taken": blocks; written for polycythaemia vera only, not other polycythaemia.
  checked({
    ingredient: "iron",
    condition: "polycythaemia-vera",
    conditionName: "Polycythaemia vera (PV)",
    conditionSynonyms: ["polycythaemia vera", "polycythemia vera"],
    level: "absolute",
    advice:
      "Do not take iron supplements, including multivitamins with iron, if you have polycythaemia vera unless your haematologist says so.",
    why: "treatment of polycythaemia vera by removing blood (phlebotomy or venesection) deliberately makes the body short of iron to keep red blood cells down, and the NCCN guideline for patients says that iron supplements should therefore not be taken. Polycythaemia vera is a rare kind of polycythaemia, usually caused by a change in the JAK2 gene.",
    evidenceLevel: 3,
    references: [R.nccnPolycythaemiaVera, R.nicswellPolycythaemia],
  }),
];
