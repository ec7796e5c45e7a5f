// Supplement–medicine interactions, part 34: the sports and weight-loss ingredients no round had read — creatine
// with NSAIDs (Merck Manual), glucomannan with diabetes medicines (Drugs.com), L-arginine with nitrates, insulin and
// cholesterol-lowering medicines (Drugs.com) and boron with oestrogens (Medscape). The NIH ODS fact sheets could not
// be read here (sources-read-wods.ts), and these monographs give no grade of evidence, so every record is level 5.
// Each was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record, type RecordFields, type RecordTarget } from "./verified-record";
import { REF_WODS as R } from "./references-wods";

/** A record whose medicine has a name of several words, keyed by its slug. */
function named(
  id: string,
  ingredient: string,
  target: RecordTarget,
  fields: RecordFields,
): DrugInteractionInput {
  return { ...record(ingredient, target, fields), id };
}

// The source says "may increase levels … Minor/Significance Unknown": graded minor, with no advice to avoid.
const BORON_OESTROGEN: RecordFields = {
  severityLevel: "minor",
  interactionType: "increased_drug_levels",
  mechanism:
    "Boron may change how the body breaks down oestrogens, so levels of the oestrogen in this medicine may be a little higher.",
  expectedEffect: "Possibly slightly higher oestrogen levels; how much this matters is not known.",
  clinicalSignificance:
    "Medscape's interaction list for boron rates boron with estradiol and conjugated oestrogens (including conjugated oestrogens with bazedoxifene) as a minor interaction of unknown significance: boron increases their levels by altering their metabolism.",
  recommendation:
    "Tell your GP or pharmacist if you take a boron supplement with HRT or another medicine containing an oestrogen.",
  avoidCombination: false,
  timingSeparationHours: null,
  medicalSupervision: false,
  dosageModification: null,
  monitoringRequired: null,
  evidenceLevel: 5,
  references: [R.medscapeBoron],
};

export const DRUG_INTERACTIONS_PART_34: DrugInteractionInput[] = [
  // "No drug interactions have been well-documented", but people taking medicines that affect kidney function
  // "should avoid creatine supplements": that advice blocks, as the source gives it.
  record("creatine", classTarget("nsaid", "NSAID painkillers (such as ibuprofen and naproxen)"), {
    severityLevel: "major",
    interactionType: "additive_kidney_risk",
    mechanism:
      "NSAIDs can affect how well the kidneys work, and creatine supplements can raise creatine in the blood and urine and have been linked with kidney problems.",
    expectedEffect: "A possible extra strain on the kidneys.",
    clinicalSignificance:
      "The Merck Manual says no drug interactions with creatine are well documented, but doctors are concerned that creatine may increase the risk from medicines such as NSAIDs that can affect kidney function, and that people who take medicines affecting kidney function should avoid creatine supplements.",
    recommendation:
      "Avoid creatine supplements while you take NSAID painkillers such as ibuprofen or naproxen, unless your doctor agrees.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Kidney function, if your doctor agrees to you taking both.",
    evidenceLevel: 5,
    references: [R.merckCreatine],
  }),
  // "Use caution": graded minor, as psyllium's record with the same class from Drugs.com is.
  record(
    "glucomannan",
    classTarget("blood-glucose-lowering", "Medicines that lower blood sugar (diabetes medicines)"),
    {
      severityLevel: "minor",
      interactionType: "additive_blood_glucose_lowering",
      mechanism:
        "Glucomannan is a soluble fibre that may lower blood sugar, which adds to the effect of diabetes medicines.",
      expectedEffect: "Lower blood sugar; with diabetes medicines, blood sugar that may go too low.",
      clinicalSignificance:
        "The Drugs.com professional monograph on glucomannan says that, because of its potential to lower blood glucose, caution should be used in people taking oral diabetes medicines or insulin, and that its blood-sugar-lowering effects are potentially dangerous in diabetes. It also says glucomannan may reduce the absorption of other medicines taken by mouth, which should be taken 1 hour before or 4 hours after it.",
      recommendation:
        "Check your blood sugar more often when you start glucomannan, and tell your diabetes team if your readings change. Take your diabetes tablets 1 hour before or 4 hours after glucomannan.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: "Blood sugar.",
      evidenceLevel: 5,
      references: [R.drugsComGlucomannan],
    },
  ),
  // "May increase the effects": the nitrate's own effects, which include lowering blood pressure.
  record("arginine", classTarget("nitrate", "Nitrates (such as GTN and isosorbide mononitrate)"), {
    severityLevel: "moderate",
    interactionType: "additive_vasodilation",
    mechanism:
      "The body turns L-arginine into nitric oxide, which widens blood vessels; nitrates work by releasing nitric oxide, so L-arginine may add to their effect.",
    expectedEffect:
      "A stronger effect of the nitrate, such as headache, flushing or dizziness from low blood pressure.",
    clinicalSignificance:
      "Drugs.com's monograph on L-arginine says it may increase the effects of isosorbide mononitrate and other nitric oxide donors, such as glyceryl trinitrate and sodium nitroprusside.",
    recommendation:
      "Ask your doctor or pharmacist before taking L-arginine if you use a nitrate for angina, and sit down if you feel dizzy.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Dizziness, light-headedness or headaches.",
    evidenceLevel: 5,
    references: [R.drugsComArginine],
  }),
  // "Unpredictable effects": the direction is not known, so minor with monitoring.
  record("arginine", classTarget("insulin", "Insulins"), {
    severityLevel: "minor",
    interactionType: "altered_blood_glucose",
    mechanism: "L-arginine can affect the release of insulin, so it may change how insulin works.",
    expectedEffect: "Blood sugar that may rise or fall in ways that are hard to predict.",
    clinicalSignificance: "Drugs.com's monograph on L-arginine says it has unpredictable effects on insulin.",
    recommendation:
      "Check your blood sugar more often when you start or stop L-arginine, and tell your diabetes team if your readings change.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Blood sugar.",
    evidenceLevel: 5,
    references: [R.drugsComArginine],
  }),
  record("arginine", classTarget("lipid-lowering", "Cholesterol-lowering medicines"), {
    severityLevel: "minor",
    interactionType: "unpredictable_effect",
    mechanism:
      "L-arginine may change how cholesterol-lowering medicines work, in a way that cannot be predicted.",
    expectedEffect: "The cholesterol-lowering medicine may work more or less well.",
    clinicalSignificance:
      "Drugs.com's monograph on L-arginine says it has unpredictable effects on cholesterol-lowering agents.",
    recommendation:
      "Tell your GP or pharmacist if you take L-arginine with a statin or other cholesterol-lowering medicine, so your next cholesterol test can be read with it in mind.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.drugsComArginine],
  }),
  record(
    "boron",
    { drugName: "Estradiol", genericName: "estradiol", brandNames: [], drugClass: "Oestrogen (HRT)" },
    BORON_OESTROGEN,
  ),
  named(
    "di-boron-conjugated-oestrogens",
    "boron",
    {
      drugName: "Conjugated oestrogens",
      genericName: "conjugated oestrogens",
      brandNames: ["Premarin"],
      drugClass: "Oestrogen (HRT)",
    },
    BORON_OESTROGEN,
  ),
];
