// Supplement–medicine interactions, part 27: every medicine group NCCIH's pages name where no record reached it yet —
// ashwagandha's six groups, kava with Parkinson's medicines, St John's wort with diabetes medicines as a group and
// black cohosh with fexofenadine; and, from NCCIH's tips, green tea extract with pseudoephedrine and ginseng with
// digoxin and ciclosporin. Each record was checked against the text of its references; NCCIH states these as
// possible interactions without a study in people, so none blocks the combination.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record } from "./verified-record";
import { REF_NCI as R } from "./references-nci";
import { REF2 } from "./references-part-2";

const ASHWAGANDHA_SOURCES = [R.nccihAshwagandha, R.nccihAshwagandhaCopy];

const ASHWAGANDHA_LIST =
  "The NIH's complementary health centre (NCCIH) says there is evidence that ashwagandha might interact with some medicines, including those for diabetes and high blood pressure, immunosuppressants, sedatives, anti-seizure medicines (anticonvulsants) and thyroid hormone medicines.";

interface Ashwagandha {
  slug: string;
  name: string;
  severityLevel: DrugInteractionInput["severityLevel"];
  interactionType: string;
  mechanism: string;
  expectedEffect: string;
  recommendation: string;
  medicalSupervision: boolean;
  monitoringRequired: string | null;
}

function ashwagandha(entry: Ashwagandha): DrugInteractionInput {
  return record("ashwagandha", classTarget(entry.slug, entry.name), {
    severityLevel: entry.severityLevel,
    interactionType: entry.interactionType,
    mechanism: entry.mechanism,
    expectedEffect: entry.expectedEffect,
    clinicalSignificance: ASHWAGANDHA_LIST,
    recommendation: entry.recommendation,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: entry.medicalSupervision,
    dosageModification: null,
    monitoringRequired: entry.monitoringRequired,
    evidenceLevel: 5,
    references: ASHWAGANDHA_SOURCES,
  });
}

export const DRUG_INTERACTIONS_PART_27: DrugInteractionInput[] = [
  ashwagandha({
    slug: "blood-glucose-lowering",
    name: "Medicines that lower blood sugar",
    severityLevel: "moderate",
    interactionType: "additive_blood_glucose_lowering",
    mechanism: "NCCIH does not say how ashwagandha might change the effect of diabetes medicines.",
    expectedEffect:
      "Blood sugar control may change: watch for lows (shakiness, sweating, confusion) as well as highs.",
    recommendation:
      "Ask your GP or diabetes team before taking ashwagandha, and check your blood sugar more often if you do.",
    medicalSupervision: true,
    monitoringRequired: "Blood sugar.",
  }),
  ashwagandha({
    slug: "antihypertensive",
    name: "Blood pressure-lowering medicines",
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism: "Ashwagandha may change how well blood pressure medicines work; how has not been established.",
    expectedEffect: "Blood pressure control may change; dizziness if it drops too far.",
    recommendation:
      "Tell your doctor or pharmacist if you take ashwagandha with a blood pressure medicine, and mention dizziness or unusual blood pressure readings.",
    medicalSupervision: false,
    monitoringRequired: null,
  }),
  ashwagandha({
    slug: "immunosuppressant",
    name: "Immunosuppressants (such as ciclosporin, tacrolimus and mycophenolate)",
    severityLevel: "moderate",
    interactionType: "immune_interference",
    mechanism:
      "NCCIH does not say how; it also advises against ashwagandha for people with autoimmune disorders, whose immune system these medicines dampen.",
    expectedEffect:
      "The immunosuppressant may work less well, for example against transplant rejection or an autoimmune flare.",
    recommendation:
      "Do not start ashwagandha without asking the specialist team who prescribes your immunosuppressant.",
    medicalSupervision: true,
    monitoringRequired: "As your specialist team advises.",
  }),
  ashwagandha({
    slug: "sedative",
    name: "Sedating medicines (benzodiazepines, sleeping tablets, opioids and others)",
    severityLevel: "moderate",
    interactionType: "additive_sedation",
    mechanism: "Ashwagandha can cause drowsiness, which adds to the effect of other sedating medicines.",
    expectedEffect: "Extra drowsiness and slower reactions.",
    recommendation:
      "Ask your doctor or pharmacist before taking ashwagandha with a medicine that makes you drowsy. Do not drive or use machinery if you feel drowsy.",
    medicalSupervision: false,
    monitoringRequired: "How drowsy you feel.",
  }),
  ashwagandha({
    slug: "antiepileptic",
    name: "Anti-seizure medicines (anticonvulsants)",
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism:
      "How ashwagandha might affect anti-seizure medicines has not been established; it can also cause drowsiness.",
    expectedEffect: "Possibly extra drowsiness, or a change in how well the medicine works.",
    recommendation:
      "Ask the doctor who treats your epilepsy or pharmacist before taking ashwagandha, and report any change in your seizures.",
    medicalSupervision: true,
    monitoringRequired: "Seizure control.",
  }),
  ashwagandha({
    slug: "thyroid-hormone",
    name: "Thyroid hormone medicines (levothyroxine, liothyronine)",
    severityLevel: "moderate",
    interactionType: "additive_effect",
    mechanism:
      "NCCIH does not say how; it also advises against ashwagandha for people with thyroid disorders.",
    expectedEffect: "Your thyroid hormone dose may no longer be right for you.",
    recommendation:
      "Speak to your GP before taking ashwagandha with a thyroid hormone medicine; you may need a thyroid blood test.",
    medicalSupervision: true,
    monitoringRequired: "Thyroid function tests.",
  }),
  record("kava", classTarget("antiparkinson", "Medicines for Parkinson's disease"), {
    severityLevel: "moderate",
    interactionType: "possible_interaction",
    mechanism:
      "How kava interacts with Parkinson's medicines has not been set out; kava has been linked to abnormal, involuntary muscle movements (dystonia).",
    expectedEffect: "Parkinson's symptoms may be harder to control.",
    clinicalSignificance:
      "NCCIH's kava fact sheet says kava may interact with several drugs, including drugs used for Parkinson's disease, and that it has been associated with several cases of dystonia.",
    recommendation:
      "Ask your Parkinson's specialist or pharmacist before taking kava, and tell them about any new stiffness, spasms or movements.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Parkinson's symptoms and any new muscle spasms.",
    evidenceLevel: 5,
    references: [R.nccihKavaFactSheet],
  }),
  // NCCIH lists "diabetes drugs" as a group; the sulfonylurea record stays the narrower one for those medicines.
  record("st-johns-wort", classTarget("blood-glucose-lowering", "Medicines that lower blood sugar"), {
    severityLevel: "moderate",
    interactionType: "enzyme_induction",
    mechanism:
      "St John's wort speeds up the processes that break many medicines down, so less of them may stay in the body.",
    expectedEffect: "Your diabetes medicine may control your blood sugar less well.",
    clinicalSignificance:
      "NCCIH's page on St John's wort lists diabetes drugs among the medicines it interacts with, saying that in most instances St John's wort speeds up the processes that change a drug into inactive substances, so drug levels fall.",
    recommendation:
      "Ask your GP, diabetes team or pharmacist before taking St John's wort, and check your blood sugar more often if you do. Do not stop St John's wort suddenly on your own if you already take both.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood sugar.",
    evidenceLevel: 1,
    references: [REF2.nccihSjwInteractions],
  }),
  record(
    "black-cohosh",
    {
      drugName: "Fexofenadine",
      genericName: "fexofenadine",
      brandNames: ["Telfast", "Allegra"],
      drugClass: "Antihistamine",
    },
    {
      severityLevel: "minor",
      interactionType: "reduced_drug_effect",
      mechanism: "NCCIH does not say how black cohosh interferes with fexofenadine.",
      expectedEffect: "Fexofenadine may control your hay fever or itching less well.",
      clinicalSignificance:
        "NCCIH says black cohosh and St John's wort supplements may interfere with the effectiveness of fexofenadine (Allegra), and advises talking to a health care provider or pharmacist before taking a supplement with an over-the-counter medicine.",
      recommendation:
        "Ask your pharmacist before taking black cohosh with fexofenadine, and tell them if your allergy symptoms come back.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.nccihOverTheCounter],
    },
  ),
  record(
    "green-tea-extract",
    {
      drugName: "Pseudoephedrine",
      genericName: "pseudoephedrine",
      brandNames: [],
      drugClass: "Decongestant",
    },
    {
      severityLevel: "moderate",
      interactionType: "possible_interaction",
      mechanism: "NCCIH does not say how concentrated green tea and pseudoephedrine interact.",
      expectedEffect: "An unwanted effect of the combination is possible; NCCIH does not describe it.",
      clinicalSignificance:
        "NCCIH's tips on herbs with a high risk of interactions say concentrated green tea supplements can interact with pseudoephedrine, a decongestant.",
      recommendation:
        "Ask your pharmacist before taking a decongestant containing pseudoephedrine while you take a green tea extract.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.nccihTipsHerbsInteract],
    },
  ),
  ...(
    [
      ["digoxin", "Digoxin", "Cardiac glycoside", ["Lanoxin"]],
      ["ciclosporin", "Ciclosporin", "Immunosuppressant (calcineurin inhibitor)", ["Neoral", "Sandimmun"]],
    ] as const
  ).map(([generic, name, drugClass, brands]) =>
    record(
      "ginseng",
      { drugName: name, genericName: generic, brandNames: [...brands], drugClass },
      {
        severityLevel: "moderate",
        interactionType: "narrow_therapeutic_index",
        mechanism: `${name} must be kept at just the right level in the blood; NCCIH does not say how Asian ginseng might change it.`,
        expectedEffect: `A small change in ${name.toLowerCase()} levels can cause problems.`,
        clinicalSignificance: `NCCIH says people who take herbal supplements such as Asian ginseng while taking certain medicines with a narrow therapeutic index, such as digoxin and cyclosporine, should be closely monitored.`,
        recommendation: `Tell the doctor who prescribes ${name.toLowerCase()} before taking ginseng, so that you can be monitored more closely.`,
        avoidCombination: false,
        timingSeparationHours: null,
        medicalSupervision: true,
        dosageModification: null,
        monitoringRequired: `${name} levels and side effects, as your doctor advises.`,
        evidenceLevel: 5,
        references: [R.nccihTipsHerbsInteract],
      },
    ),
  ),
];
