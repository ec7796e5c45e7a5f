// Supplement–medicine interactions, part 7: records on mechanism classes (prisma/data/dictionaries/
// medicine-properties.ts and the broad classes anticoagulant, serotonergic-medicine and raises-potassium). Each reaches every
// medicine with the property; a record on the medicine itself, or on a narrower class, wins over it
// (lib/interactions/findings.ts), so these speak only for members nothing narrower covers.
import type { DrugInteractionInput, Reference } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { DRUG_INTERACTIONS_PART_4 } from "./drug-interactions-part-4";
import { REF } from "./references";

/** Sections 4.3 and 4.5 of a UK traditional herbal registration: not with the medicines of 4.5, because of induction. */
const SJW_THR_SMPC: Reference = {
  title:
    "Herbalstore St John's Wort Tablets (traditional herbal registration): summary of product characteristics, sections 4.3 and 4.5",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/herbalstore-st-johns-wort-tablets/summary",
};

const SJW_STOPPING =
  "If you already take both, do not stop St John's wort suddenly on your own: the medicine's level rises again as the effect wears off over about 2 weeks, so speak to your doctor or pharmacist first.";
const SEROTONIN_SYNDROME =
  "Risk of serotonin syndrome: agitation, confusion, sweating, shaking, muscle twitching, fast heartbeat and high temperature. Get urgent help if these appear.";

const ST_JOHNS_WORT: DrugInteractionInput[] = [
  {
    id: "di-st-johns-wort-cyp3a4-dependent",
    ingredient: "st-johns-wort",
    ...classTarget("cyp3a4-dependent", "Medicines cleared mainly by the liver enzyme CYP3A4"),
    severityLevel: "moderate",
    interactionType: "enzyme_induction",
    mechanism:
      "Your medicine is cleared from the body mainly by the liver enzyme CYP3A4. St John's wort makes the body produce more of this enzyme, so the medicine is broken down faster and its level in the blood falls.",
    expectedEffect:
      "The medicine may work less well; its level can rise again when St John's wort is stopped.",
    clinicalSignificance:
      "UK product information for St John's wort says it induces CYP3A4, CYP2C9, CYP2C19, CYP1A2 and P-glycoprotein, which lowers the effect of many medicines, and that it is not to be taken with the medicines listed in its section 4.5; the EU monograph asks for special care with every medicine broken down by these enzymes. Medicines cleared mainly by CYP3A4 are the most affected.",
    recommendation: `Ask your pharmacist or doctor before taking St John's wort with this medicine; they may advise against it or check that the medicine still works. ${SJW_STOPPING}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "That the medicine still works as it should, if the two are taken together.",
    evidenceLevel: 1,
    references: [SJW_THR_SMPC, REF.hmpcSjw, REF.hendersonSjw2002, REF.mannelSjwInteractions2004],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-serotonergic-medicine",
    ingredient: "st-johns-wort",
    ...classTarget("serotonergic-medicine", "Medicines that raise serotonin"),
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism:
      "Your medicine raises serotonin activity in the brain, and St John's wort does too, so the two effects add up.",
    expectedEffect: `More side effects and a risk of serotonin syndrome. ${SEROTONIN_SYNDROME}`,
    // NPS MedicineWise (read at its http address) lists St John's wort with antidepressants, linezolid,
    // dextromethorphan, triptans, lithium, selegiline, fentanyl, tramadol and others: not together unless under careful
    // medical supervision, and none of them with an MAOI.
    clinicalSignificance:
      "St John's wort is among the agents associated with serotonin syndrome, and an Australian medicines service lists it with antidepressants, lithium, linezolid, dextromethorphan, triptans, tramadol and fentanyl as medicines not to be taken together unless under careful medical supervision.",
    recommendation: `Take St John's wort with this medicine only if your doctor has agreed and is watching for side effects. Get urgent help for the signs of serotonin syndrome. ${SJW_STOPPING}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Signs of serotonin syndrome.",
    evidenceLevel: 1,
    references: [
      REF.serotoninAgentsTable2019,
      REF.npsSerotoninSyndrome,
      REF.medsafeSjwSerotonin2012,
      REF.hmpcSjw,
    ],
    isVerified: true,
  },
];

const FIVE_HTP: DrugInteractionInput[] = [
  {
    id: "di-5-htp-serotonergic-medicine",
    ingredient: "5-htp",
    ...classTarget("serotonergic-medicine", "Medicines that raise serotonin"),
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism:
      "5-HTP is turned directly into serotonin, and your medicine raises serotonin activity, so serotonin can build up.",
    expectedEffect: SEROTONIN_SYNDROME,
    clinicalSignificance:
      "Serotonin precursors (tryptophan) taken with other serotonergic medicines are a recognised cause of serotonin toxicity; 5-HTP is the next step from tryptophan to serotonin. No formal study of 5-HTP with these medicines exists.",
    recommendation:
      "Take 5-HTP with this medicine only if your doctor has agreed and is monitoring you; speak to your pharmacist, and get urgent help for the signs of serotonin syndrome.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Signs of serotonin syndrome.",
    evidenceLevel: 5,
    references: [REF.boyerSerotoninSyndrome2005, REF.npsSerotoninSyndrome, REF.serotoninAgentsTable2019],
    isVerified: false,
  },
];

const POTASSIUM: DrugInteractionInput[] = [
  {
    id: "di-potassium-raises-potassium",
    ingredient: "potassium",
    ...classTarget("raises-potassium", "Medicines that can raise blood potassium"),
    severityLevel: "moderate",
    interactionType: "hyperkalaemia",
    mechanism:
      "Your medicine can raise the level of potassium in the blood, and a potassium supplement or potassium salt substitute adds more.",
    expectedEffect:
      "High blood potassium (hyperkalaemia), which can cause muscle weakness and dangerous heart rhythm problems.",
    clinicalSignificance:
      "A wide range of medicines cause hyperkalaemia, and potassium in supplements has contributed to it, more so in older people and with kidney problems; potassium product information asks for care with medicines that raise potassium.",
    recommendation:
      "Ask your doctor before taking potassium supplements or potassium salt substitutes (such as LoSalt) with this medicine, especially if you have kidney problems; you may need your potassium checked.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired:
      "Blood potassium if you have kidney problems or take other medicines that raise potassium.",
    evidenceLevel: 1,
    references: [REF.medsafePotassiumSupplements2024, REF.potassiumChlorideSmpc, REF.odsPotassium],
    isVerified: true,
  },
];

type Mineral = "calcium" | "iron" | "magnesium" | "zinc";

const MINERAL_FACT_SHEETS = {
  calcium: REF.odsCalcium,
  iron: REF.odsIron,
  magnesium: REF.odsMagnesium,
  zinc: REF.odsZinc,
} as const;

// The product information of these medicines asks for 2 to 4 hours between them and minerals; 4 covers each.
function chelation(mineral: Mineral): DrugInteractionInput {
  return {
    id: `di-${mineral}-binds-${mineral}`,
    ingredient: mineral,
    ...classTarget(`binds-${mineral}`, `Medicines that ${mineral} binds in the gut`),
    severityLevel: "moderate",
    interactionType: "chelation",
    mechanism: `${mineral[0]?.toUpperCase() ?? ""}${mineral.slice(1)} binds (chelates) your medicine in the gut, forming a complex that is poorly absorbed.`,
    expectedEffect: "Less of the medicine is absorbed, so it may not work properly.",
    clinicalSignificance: `The product information of the medicines ${mineral} binds asks for a gap between them and mineral supplements, antacids or dairy food, from 2 to 4 hours depending on the medicine.`,
    recommendation: `Leave at least 4 hours between this medicine and ${mineral} supplements or multivitamins with minerals, unless its leaflet or your pharmacist gives a different gap.`,
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.ironSmpc, MINERAL_FACT_SHEETS[mineral]],
    // The ferrous sulfate SmPC's section 4.5 names the medicines iron binds and the gaps; it says nothing of the other
    // minerals, so only the iron record counts as checked against it.
    isVerified: mineral === "iron",
  };
}

const ANTICOAGULANT = classTarget(
  "anticoagulant",
  "Anticoagulants (blood thinners), including heparin injections",
);

// The bleeding-risk records on DOACs rest on reviews of supplements with anticoagulants in general, so the same
// facts reach every anticoagulant nothing narrower covers (heparin injections, fondaparinux, other coumarins);
// the words naming DOACs are made general, nothing else changes.
function forEveryAnticoagulant(record: DrugInteractionInput): DrugInteractionInput {
  return {
    ...record,
    id: record.id.replace(/-doac$/, "-anticoagulant"),
    ...ANTICOAGULANT,
    clinicalSignificance: record.clinicalSignificance.replace(
      /; there are no studies specific to DOACs\.$/,
      ".",
    ),
    recommendation: record.recommendation.replace(
      "a blood thinner such as apixaban or rivaroxaban",
      "a blood thinner, including heparin injections such as enoxaparin",
    ),
  };
}

const BLEEDING = DRUG_INTERACTIONS_PART_4.filter((record) => record.targetClass === "doac").map(
  forEveryAnticoagulant,
);

export const DRUG_INTERACTIONS_PART_7: DrugInteractionInput[] = [
  ...BLEEDING,
  ...ST_JOHNS_WORT,
  ...FIVE_HTP,
  ...POTASSIUM,
  ...(["calcium", "iron", "magnesium", "zinc"] as const).map(chelation),
];
