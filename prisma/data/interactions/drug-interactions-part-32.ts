// Supplement–medicine interactions, part 32: CBD with the medicines that sources on Epidyolex and on CBD products
// name beyond parts 9, 13 and 29 — calcineurin and mTOR inhibitors (everolimus's is in part 109), caffeine,
// bupropion, digoxin and CYP3A4 inhibitors — and psyllium with diabetes medicines. Each record was checked against the text of its references.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record, type RecordTarget as Target } from "./verified-record";
import { REF_WCBD } from "./references-wcbd";
import { REF_NUT2 } from "./references-nutrients-2";

// The sources describe prescription cannabidiol or CBD products in general, not the FSA's 10 mg a day.
const DOSES =
  "How much of this applies at the 10 mg a day the Food Standards Agency advises as the most for CBD in food is not known; the FSA advises people taking medication not to take CBD without consulting a medical professional.";

const ASK = "Speak to the doctor or pharmacist who prescribes this medicine before taking CBD.";

/** A calcineurin or mTOR inhibitor: the Austrian regulator's warning as the ÖAZ reports it. */
function immunosuppressant(target: Target): DrugInteractionInput {
  return record("cbd", target, {
    severityLevel: "moderate",
    interactionType: "altered_drug_level",
    mechanism:
      "CBD is thought to block the P-glycoprotein pump in the gut, so more of the medicine is absorbed.",
    expectedEffect: "Higher blood levels of the medicine, with a risk of its side effects (toxicity).",
    clinicalSignificance: `The Austrian Pharmacists' Journal (ÖAZ) reports warnings from the Austrian medicines agency (BASG) of raised serum levels and toxicity when CBD-containing products are taken with ciclosporin, tacrolimus, everolimus, sirolimus or temsirolimus, with close monitoring of side effects and drug levels so the dose can be adjusted. ${DOSES}`,
    recommendation: `${ASK} If you take both, your specialist team may check your blood levels and adjust your dose.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood levels of the medicine and its side effects, as your team advises.",
    evidenceLevel: 1,
    references: [REF_WCBD.oeazCbd, REF_NUT2.fsaCbdUpdate2023],
  });
}

/** A medicine whose levels Epidiolex can raise, as GoodRx's pharmacist-reviewed article says. */
function raisedByCbd(
  target: Target,
  severityLevel: "minor" | "moderate",
  expectedEffect: string,
  monitoringRequired: string,
): DrugInteractionInput {
  return record("cbd", target, {
    severityLevel,
    interactionType: "altered_drug_level",
    mechanism:
      "Cannabidiol slows the breakdown of some medicines by liver enzymes, so more of them stays in the blood.",
    expectedEffect,
    clinicalSignificance: `GoodRx says Epidiolex (prescription cannabidiol) can raise the levels of caffeine, some epilepsy medicines and everolimus, and can interact with digoxin and bupropion in the same way, and that over-the-counter CBD products, with the same active ingredient, can interact with the same medicines. ${DOSES}`,
    recommendation: ASK,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: severityLevel === "moderate",
    dosageModification: null,
    monitoringRequired,
    evidenceLevel: 3,
    references: [REF_WCBD.goodrxEpidiolex, REF_NUT2.fsaCbdUpdate2023],
  });
}

/** A CYP3A4 inhibitor the Deutsches Apothekenportal names for CBD. */
function cyp3a4Inhibitor(target: Target): DrugInteractionInput {
  return record("cbd", target, {
    severityLevel: "minor",
    interactionType: "enzyme_inhibition",
    mechanism:
      "This medicine blocks CYP3A4, one of the liver enzymes that break cannabidiol down, so more CBD may stay in the blood.",
    expectedEffect: "Stronger effects of CBD, such as drowsiness or dizziness.",
    clinicalSignificance: `The Deutsches Apothekenportal, a German pharmacists' service, advises caution with CBD and CYP3A4 inhibitors such as ketoconazole, itraconazole, clarithromycin or ritonavir, as the effects of cannabinoids may be increased. ${DOSES}`,
    recommendation:
      "Tell your pharmacist you take CBD when you are given this medicine, and stop the CBD if you feel drowsy or dizzy.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Drowsiness or dizziness.",
    evidenceLevel: 5,
    references: [REF_WCBD.dapCbdValproate, REF_NUT2.fsaCbdUpdate2023],
  });
}

export const DRUG_INTERACTIONS_PART_32: DrugInteractionInput[] = [
  // Ciclosporin and tacrolimus keep their own records (parts 13 and 29); this one reaches the class by its name.
  immunosuppressant(classTarget("calcineurin-inhibitor", "Calcineurin inhibitors (ciclosporin, tacrolimus)")),
  immunosuppressant({
    drugName: "Sirolimus",
    genericName: "sirolimus",
    brandNames: ["Rapamune"],
    drugClass: "mTOR inhibitor",
  }),
  raisedByCbd(
    { drugName: "Caffeine", genericName: "caffeine", brandNames: [], drugClass: "Stimulant" },
    "minor",
    "More caffeine in the blood for longer: jitteriness, a fast heartbeat or poor sleep.",
    "Jitteriness, palpitations or poor sleep.",
  ),
  raisedByCbd(
    {
      drugName: "Bupropion",
      genericName: "bupropion",
      brandNames: ["Zyban"],
      drugClass: "Smoking-cessation medicine",
    },
    "moderate",
    "Higher bupropion levels, with more of its side effects.",
    "Side effects of bupropion.",
  ),
  raisedByCbd(
    {
      drugName: "Digoxin",
      genericName: "digoxin",
      brandNames: ["Lanoxin"],
      drugClass: "Cardiac glycoside",
    },
    "moderate",
    "Higher digoxin levels, with a risk of digoxin side effects such as nausea, confusion or a slow or irregular heartbeat.",
    "Digoxin side effects, and digoxin blood levels if your doctor advises them.",
  ),
  cyp3a4Inhibitor({
    drugName: "Ketoconazole",
    genericName: "ketoconazole",
    brandNames: [],
    drugClass: "Azole antifungal",
  }),
  cyp3a4Inhibitor({
    drugName: "Itraconazole",
    genericName: "itraconazole",
    brandNames: ["Sporanox"],
    drugClass: "Azole antifungal",
  }),
  cyp3a4Inhibitor({
    drugName: "Clarithromycin",
    genericName: "clarithromycin",
    brandNames: ["Klaricid"],
    drugClass: "Macrolide antibiotic",
  }),
  cyp3a4Inhibitor({
    drugName: "Ritonavir",
    genericName: "ritonavir",
    brandNames: ["Norvir"],
    drugClass: "HIV protease inhibitor",
  }),
  record(
    "psyllium",
    classTarget("blood-glucose-lowering", "Medicines that lower blood sugar (diabetes medicines)"),
    {
      severityLevel: "minor",
      interactionType: "additive_blood_glucose_lowering",
      mechanism:
        "Soluble fibre such as psyllium slows the digestion of carbohydrate and the absorption of glucose, which adds to the effect of diabetes medicines.",
      expectedEffect: "Lower blood sugar after meals; with large amounts, blood sugar that goes too low.",
      clinicalSignificance:
        "Drugs.com rates psyllium with insulin as a minor interaction: large doses of soluble fibres such as psyllium may add to the blood-sugar-lowering effect of insulin and diabetes tablets, and people should be monitored for changes in their diabetes medicine needs after starting fibre.",
      recommendation:
        "Check your blood sugar more often when you start or increase psyllium, and tell your diabetes team if your readings change.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: "Blood sugar.",
      evidenceLevel: 3,
      references: [REF_WCBD.drugsComPsylliumInsulin],
    },
  ),
];
