// Supplement–medicine interactions, part 26: what UK traditional herbal registration leaflets name for the herbs
// and the existing records did not reach — agnus castus with the anti-sickness dopamine antagonists, echinacea
// with every immunosuppressant (not only ciclosporin and tacrolimus), and St John's wort with HRT, the other
// coumarin-type blood thinners and aminophylline. Each record was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REF_HERBS_A } from "./references-herbs-a";
import { REF_HMPC } from "./references-hmpc";
import { verifiedRecord as record } from "./verified-record";

const SJW_STOPPING =
  "Tell the doctor or pharmacist who prescribes this medicine if you take St John's wort or want to start or stop it; its effect on the body's enzymes can last for some time after it is stopped.";

const AGNUS_DOPAMINE_ANTAGONIST = {
  severityLevel: "moderate",
  interactionType: "altered_drug_effect",
  mechanism:
    "Agnus castus (chasteberry) is thought to act on the pituitary gland, in part through dopamine; this medicine blocks dopamine, so each may change how the other works.",
  expectedEffect: "Agnus castus and this anti-sickness medicine may change each other's effect.",
  clinicalSignificance:
    "The UK SmPC for A.Vogel Agnus castus oral drops (section 4.4) says people using dopamine antagonists should consult their doctor before using it; the Drug and Therapeutics Bulletin describes metoclopramide and domperidone as dopamine receptor antagonists.",
  recommendation: "Speak to your doctor before taking agnus castus with this medicine.",
  avoidCombination: false,
  timingSeparationHours: null,
  medicalSupervision: true,
  dosageModification: null,
  monitoringRequired: null,
  evidenceLevel: 1,
  references: [REF_HERBS_A.aVogelAgnusCastusSmpc, REF_HMPC.dtbDomperidone],
} as const;

export const DRUG_INTERACTIONS_PART_26: DrugInteractionInput[] = [
  // "Dopamine antagonists" in the SmPC: the antipsychotics had a record; the anti-sickness ones did not.
  record(
    "chasteberry",
    {
      drugName: "Metoclopramide",
      genericName: "metoclopramide",
      brandNames: [],
      drugClass: "Dopamine antagonist (anti-sickness medicine)",
    },
    { ...AGNUS_DOPAMINE_ANTAGONIST, references: [...AGNUS_DOPAMINE_ANTAGONIST.references] },
  ),
  record(
    "chasteberry",
    {
      drugName: "Domperidone",
      genericName: "domperidone",
      brandNames: ["Motilium"],
      drugClass: "Dopamine antagonist (anti-sickness medicine)",
    },
    { ...AGNUS_DOPAMINE_ANTAGONIST, references: [...AGNUS_DOPAMINE_ANTAGONIST.references] },
  ),
  // The review names warfarin and phenprocoumon; the class carries the other anticoagulants of the kind that UK
  // St John's wort leaflets name beside warfarin (acenocoumarol), while warfarin keeps its own record.
  record("st-johns-wort", classTarget("vitamin-k-antagonist", "Vitamin K antagonist anticoagulants"), {
    severityLevel: "major",
    interactionType: "enzyme_induction",
    mechanism:
      "St John's wort increases the liver enzymes that break these blood thinners down, so their effect can fall.",
    expectedEffect:
      "Your INR may drop and your blood may clot more easily; it can rise again when St John's wort is stopped.",
    clinicalSignificance:
      "A systematic review of published studies and of case reports from European regulators found clinically significant interactions in which St John's wort lowered the effect of the coumarin blood thinners warfarin and phenprocoumon.",
    recommendation: `Do not take St John's wort with this blood thinner unless your anticoagulant clinic agrees. ${SJW_STOPPING}`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "INR if St John's wort has been started or stopped.",
    evidenceLevel: 1,
    references: [REF.hendersonSjw2002],
  }),
  // The same review names theophylline; aminophylline is the other member of the dictionary's methylxanthine class.
  record("st-johns-wort", classTarget("methylxanthine", "Theophylline and aminophylline"), {
    severityLevel: "major",
    interactionType: "enzyme_induction",
    mechanism:
      "St John's wort increases the liver enzymes that break theophylline down, so less of it stays in the blood.",
    expectedEffect:
      "Breathing symptoms may worsen as levels fall; levels can rise too high if St John's wort is later stopped.",
    clinicalSignificance:
      "A systematic review of published studies and of case reports from European regulators found clinically significant interactions in which St John's wort lowered theophylline levels; aminophylline is a medicine of the same family (a methylxanthine).",
    recommendation: `Do not take St John's wort with theophylline or aminophylline; speak to your doctor or pharmacist. ${SJW_STOPPING}`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Theophylline blood levels if St John's wort has been started or stopped.",
    evidenceLevel: 1,
    references: [REF.hendersonSjw2002],
  }),
  // UK St John's wort leaflets list "all HRT treatments", but were read only at http addresses; the oestrogen
  // products' own texts, read in non-UK copies, say the same and carry the record.
  record("st-johns-wort", classTarget("hrt", "Hormone replacement therapy (HRT)"), {
    severityLevel: "moderate",
    interactionType: "enzyme_induction",
    mechanism:
      "St John's wort increases the liver enzymes that break oestrogens down, so less of the HRT hormone may stay in the blood.",
    expectedEffect:
      "Your HRT may control hot flushes and other symptoms less well, and your bleeding pattern may change.",
    clinicalSignificance:
      "The product information of an oestrogen HRT medicine (read in its Swiss French text) says herbal preparations containing St John's wort may speed up the breakdown of oestrogens and reduce their effect; the effect on patches and gels, which bypass the liver at first, may be smaller.",
    recommendation:
      "Do not start St John's wort without asking the doctor or pharmacist who prescribes your HRT. Tell them if your symptoms come back or your bleeding changes while you take it.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Whether your menopause symptoms and bleeding pattern change.",
    evidenceLevel: 1,
    references: [REF_HMPC.swissOestrogenInteractions],
  }),
  // The leaflet names ciclosporin and methotrexate "or any other immunosuppressant medicine", so the class carries
  // it (azathioprine, mycophenolate, sirolimus…); the ciclosporin and tacrolimus records keep their own wording.
  record("echinacea", classTarget("immunosuppressant", "Immunosuppressant medicines"), {
    severityLevel: "major",
    interactionType: "opposing_effects",
    mechanism:
      "Echinacea is taken to stimulate the immune system, which works against medicines given to damp it down.",
    expectedEffect:
      "The immunosuppressant may control your condition less well; after a transplant, the risk is rejection.",
    clinicalSignificance:
      "The UK leaflet of a registered echinacea medicine (Echinaforce Hot Drink) says not to take it if you are taking ciclosporin or methotrexate, or any other immunosuppressant medicine, or are having treatment that reduces the response of your immune system.",
    recommendation:
      "Do not take echinacea while you take a medicine that suppresses the immune system; ask the doctor who prescribes it before taking any herbal remedy.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_HMPC.echinaforceHotDrinkLeaflet],
  }),
];
