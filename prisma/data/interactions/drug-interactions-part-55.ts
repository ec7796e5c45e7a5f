// Supplement–medicine interactions, part 55: what the third audit of the nutrients' product information found still
// silent for melatonin once section 4.5 of its product information (Circadin, Slenyto) was read to the end: rifampicin,
// cimetidine, imipramine, nifedipine (a UK Syncrodin leaflet), and the benzodiazepines, quinolone antibiotics and oestrogens as groups (the records on
// diazepam, ciprofloxacin and ethinylestradiol reach only those). Melatonin is prescription-only in the UK and no
// catalogue product holds it, so, like the earlier melatonin records, these speak only if such a product is added.
// Also caffeine with the benzodiazepines (anxiolytics and sedatives both) and the Z-drug sleeping tablets (sedatives),
// which Pro Plus's section 4.3 names.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REFN } from "./references-nutrients";
import { REF_WNUT3 as R } from "./references-wnut3";
import { classTarget } from "./class-target";
import { verifiedRecord as record } from "./verified-record";

const DROWSY =
  "do not drive or use machinery if you feel drowsy, and ask your doctor before taking them together.";

export const DRUG_INTERACTIONS_PART_55: DrugInteractionInput[] = [
  record(
    "melatonin",
    {
      drugName: "Rifampicin",
      genericName: "rifampicin",
      brandNames: ["Rifadin"],
      drugClass: "Antibiotic (TB)",
    },
    {
      severityLevel: "minor",
      interactionType: "enzyme_induction",
      mechanism: "Rifampicin speeds up CYP1A2, the liver enzyme that breaks down melatonin.",
      expectedEffect: "Melatonin levels fall and it may work less well.",
      clinicalSignificance:
        "Melatonin product information says CYP1A2 inducers such as carbamazepine and rifampicin may reduce the amount of melatonin in the blood.",
      recommendation:
        "Speak to your pharmacist or doctor if melatonin does not seem to work while you take rifampicin.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.rxMelatonin],
    },
  ),
  record(
    "melatonin",
    {
      drugName: "Cimetidine",
      genericName: "cimetidine",
      brandNames: [],
      drugClass: "H2 blocker (stomach acid)",
    },
    {
      severityLevel: "moderate",
      interactionType: "enzyme_inhibition",
      mechanism: "Cimetidine slows the breakdown of melatonin in the liver.",
      expectedEffect: "Melatonin levels in the blood rise, which may cause more drowsiness.",
      clinicalSignificance:
        "Melatonin product information says caution should be taken in people on cimetidine, which raises melatonin levels in the blood by slowing its breakdown.",
      recommendation:
        "Tell your doctor or pharmacist you take cimetidine before taking melatonin, and watch for extra drowsiness.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.rxMelatonin],
    },
  ),
  // Circadin's adult wording; Slenyto's "not recommended" (a children's product) is left to the read log, as for the hypnotics.
  record(
    "melatonin",
    {
      drugName: "Imipramine",
      genericName: "imipramine",
      brandNames: [],
      drugClass: "Tricyclic antidepressant",
    },
    {
      severityLevel: "moderate",
      interactionType: "additive_sedation",
      mechanism: "Both act on the brain; taken together in studies they made people feel more sedated.",
      expectedEffect:
        "More feelings of tranquillity and more difficulty doing tasks than with imipramine alone; the levels of neither changed.",
      clinicalSignificance:
        "Melatonin product information reports this from studies in which the two were taken together.",
      recommendation: `Melatonin may make you feel more sedated with imipramine: ${DROWSY}`,
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.rxMelatonin],
    },
  ),
  record(
    "melatonin",
    {
      drugName: "Nifedipine",
      genericName: "nifedipine",
      brandNames: ["Adalat"],
      drugClass: "Calcium channel blocker (blood pressure)",
    },
    {
      severityLevel: "moderate",
      interactionType: "reduced_effect",
      mechanism:
        "Melatonin may work against nifedipine's lowering of blood pressure; the leaflet does not say how.",
      expectedEffect: "Blood pressure may be less well controlled.",
      clinicalSignificance:
        "The UK Syncrodin (melatonin) leaflet says melatonin may reduce the effect of nifedipine on lowering blood pressure.",
      recommendation:
        "Tell your doctor you take nifedipine before taking melatonin, and have your blood pressure checked.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood pressure.",
      evidenceLevel: 1,
      references: [R.syncrodinChildLeaflet],
    },
  ),
  record("melatonin", classTarget("benzodiazepine", "Benzodiazepines"), {
    severityLevel: "moderate",
    interactionType: "additive_sedation",
    mechanism: "Melatonin adds to the sedative effect of benzodiazepines.",
    expectedEffect: "More drowsiness and slower reactions.",
    clinicalSignificance:
      "Melatonin product information says melatonin may enhance the sedative properties of benzodiazepines.",
    recommendation: `Melatonin may make you more drowsy with a benzodiazepine: ${DROWSY}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.rxMelatonin],
  }),
  record("melatonin", classTarget("fluoroquinolone", "Quinolone antibiotics"), {
    severityLevel: "minor",
    interactionType: "enzyme_inhibition",
    mechanism: "Quinolone antibiotics slow CYP1A2, the liver enzyme that breaks down melatonin.",
    expectedEffect: "Melatonin levels rise, which may cause more drowsiness.",
    clinicalSignificance:
      "Melatonin product information says CYP1A2 inhibitors such as quinolones may increase the amount of melatonin in the body.",
    recommendation: "Watch for extra drowsiness while you take the antibiotic, or ask your pharmacist.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.rxMelatonin],
  }),
  record("melatonin", classTarget("oestrogen", "Oestrogens (contraceptive pill or HRT)"), {
    severityLevel: "moderate",
    interactionType: "enzyme_inhibition",
    mechanism: "Oestrogens slow the liver enzymes (CYP1A1 and CYP1A2) that break down melatonin.",
    expectedEffect: "Melatonin levels rise, so it may have a stronger effect.",
    clinicalSignificance:
      "Melatonin product information says caution should be taken in people on oestrogens, for example a contraceptive or hormone replacement therapy, which raise melatonin levels.",
    recommendation:
      "Tell your doctor you take the pill or HRT before taking melatonin, and watch for extra drowsiness.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.rxMelatonin],
  }),
  // Worded like the antidepressant record from the same sentence: it asks, as the text is about caffeine tablets.
  record("caffeine", classTarget("benzodiazepine", "Benzodiazepines"), {
    severityLevel: "moderate",
    interactionType: "opposing_effect",
    mechanism:
      "Caffeine is a stimulant; the product information names anxiolytics and sedatives, such as the benzodiazepines, among the medicines caffeine tablets should not be used with, without giving the mechanism.",
    expectedEffect: "Not described in the product information.",
    clinicalSignificance:
      "UK product information for Pro Plus caffeine tablets says they should not be used if anxiolytics or sedatives are being used, or by people with anxiety disorders.",
    recommendation:
      "Ask your doctor or pharmacist before taking caffeine tablets or high-caffeine supplements with a benzodiazepine such as diazepam.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.proPlusSmpc],
  }),
  record("caffeine", classTarget("z-drug", "Z-drug sleeping tablets"), {
    severityLevel: "moderate",
    interactionType: "opposing_effect",
    mechanism:
      "Caffeine is a stimulant; the product information names sedatives, such as sleeping tablets, among the medicines caffeine tablets should not be used with, without giving the mechanism.",
    expectedEffect: "Not described in the product information.",
    clinicalSignificance:
      "UK product information for Pro Plus caffeine tablets says they should not be used if sedatives are being used.",
    recommendation:
      "Ask your doctor or pharmacist before taking caffeine tablets or high-caffeine supplements with a sleeping tablet such as zopiclone or zolpidem.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.proPlusSmpc],
  }),
];
