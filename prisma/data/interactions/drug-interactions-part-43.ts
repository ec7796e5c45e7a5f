// Supplement–medicine interactions, part 43 (wzero round): the ingredients whose sources had not been read. Spirulina
// with medicines that suppress the immune system (St. Luke's A.D.A.M. monograph), boron with oestrogens and androgens
// (Natural Standard), cranberry with anticoagulants and tacrolimus (Ellura's product information), pomegranate with
// ACE inhibitors and statins (Natural Standard) and elderberry with diuretics (BayCare). Checked against their text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";
import { REF_WZERO as R } from "./references-wzero";

// Natural Standard calls both boron interactions theoretical: minor and level 5, as for spirulina. The Medscape records
// on estradiol and conjugated oestrogens (part 34) keep their own wording; this one reaches the other oestrogens.
function boronWith(target: RecordTarget, hormone: string, examples: string): DrugInteractionInput {
  return record("boron", target, {
    severityLevel: "minor",
    interactionType: "hormonal_interference",
    mechanism: `Boron is thought to act on the body's steroid hormones, so it may add to the effect of a medicine that contains ${hormone}.`,
    expectedEffect: `In theory, stronger ${hormone} effects.`,
    clinicalSignificance: `Natural Standard's boron monograph says that, in theory, using boron with ${examples} may result in increased ${hormone} effects.`,
    recommendation: `Tell your GP or pharmacist if you take a boron supplement with a medicine that contains ${hormone}.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.naturalStandardBoron],
  });
}

export const DRUG_INTERACTIONS_PART_43: DrugInteractionInput[] = [
  boronWith(
    classTarget("oestrogen", "Oestrogens (combined pill, HRT)"),
    "oestrogen",
    "oestrogen-active medicines such as birth control pills or hormone replacement therapy",
  ),
  boronWith(
    classTarget("androgen", "Testosterone and other androgens"),
    "testosterone",
    "testosterone-active medicines such as testosterone patches",
  ),
  // The monograph says no interaction has been reported and calls this one only possible, so it is minor and level 5.
  // Every medicine it names but prednisone (not a UK medicine) is in the dictionary's immunosuppressant class.
  record("spirulina", classTarget("immunosuppressant", "Medicines that suppress the immune system"), {
    severityLevel: "minor",
    interactionType: "opposing_effect",
    mechanism:
      "Spirulina is thought to act on the immune system, which might work against medicines given to damp it down.",
    expectedEffect: "In theory, the medicine that suppresses your immune system might work less well.",
    clinicalSignificance:
      "St. Luke's A.D.A.M. monograph on spirulina says there are no reports of spirulina interacting with conventional medicines, but that it is possible it might interfere with drugs given to suppress the immune system, such as adalimumab, azathioprine, ciclosporin, etanercept, infliximab, leflunomide, methotrexate and mycophenolate.",
    recommendation:
      "Ask the specialist team or pharmacist who looks after your medicine before taking spirulina with a medicine that suppresses your immune system.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.stLukesSpirulinaInteractions],
  }),
  // Section 4.3 of Ellura, a registered cranberry medicine, rules both out. Written as major and blocked, like the
  // warfarin record, since catalogue cranberry products are food supplements rather than Ellura itself.
  record("cranberry", classTarget("anticoagulant", "Anticoagulants (blood thinners)"), {
    severityLevel: "major",
    interactionType: "increased_bleeding_risk",
    mechanism: "Cranberry may add to the effect of anticoagulant medicines, which stop the blood clotting.",
    expectedEffect: "A higher risk of bleeding or bruising.",
    clinicalSignificance:
      "The product information of Ellura, a cranberry medicine registered in the UK and Europe, lists use with warfarin and other anticoagulants among its contraindications (Swedish SmPC, section 4.3); its Spanish leaflet says not to take it with warfarin, acenocoumarol, apixaban, edoxaban, dabigatran or rivaroxaban, or during treatment with heparins.",
    recommendation:
      "Do not take cranberry supplements while you take an anticoagulant (blood thinner) unless the doctor or anticoagulant clinic treating you agrees.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Bleeding, bruising, and INR if you take warfarin.",
    evidenceLevel: 1,
    references: [R.elluraSwedishSmpc, R.elluraSpanishLeaflet],
  }),
  record(
    "cranberry",
    {
      drugName: "Tacrolimus",
      genericName: "tacrolimus",
      brandNames: ["Prograf", "Adoport", "Advagraf", "Envarsus"],
      drugClass: "Calcineurin inhibitor immunosuppressant",
    },
    {
      severityLevel: "major",
      interactionType: "altered_drug_level",
      mechanism:
        "Cranberry may change how tacrolimus is handled by the body, so its level in the blood may change.",
      expectedEffect:
        "Tacrolimus levels that are too high or too low, with a risk of side effects or of rejection.",
      clinicalSignificance:
        "The Swedish product information of Ellura, a registered cranberry medicine, lists use with tacrolimus among its contraindications (section 4.3, referring to section 4.5, which was not in the part read).",
      recommendation:
        "Do not take cranberry supplements while you take tacrolimus unless your transplant or specialist team agrees.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Tacrolimus blood levels, as your team arranges.",
      evidenceLevel: 1,
      references: [R.elluraSwedishSmpc],
    },
  ),
  // "Theoretically ... additive antihypertensive effects; use with caution": minor and level 5, as for boron.
  record("pomegranate", classTarget("ace-inhibitor", "ACE inhibitors"), {
    severityLevel: "minor",
    interactionType: "additive_hypotension",
    mechanism:
      "Pomegranate juice lowered the activity of the angiotensin-converting enzyme and blood pressure in a study, which may add to an ACE inhibitor's effect.",
    expectedEffect: "In theory, blood pressure may fall further, and potassium levels may change.",
    clinicalSignificance:
      "Natural Standard's pomegranate monograph says pomegranate juice may have additive ACE inhibitor effects with captopril, enalapril, lisinopril, ramipril and others, that blood pressure and potassium should be monitored, and to use caution.",
    recommendation:
      "Tell your GP or pharmacist if you take pomegranate supplements with an ACE inhibitor, and report dizziness or light-headedness.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Blood pressure and potassium, at your usual checks.",
    evidenceLevel: 5,
    references: [R.naturalStandardPomegranate],
  }),
  record("pomegranate", classTarget("statin", "Statins"), {
    severityLevel: "moderate",
    interactionType: "increased_drug_levels",
    mechanism: "Pomegranate may affect the way the liver breaks down some medicines, including statins.",
    expectedEffect: "A higher risk of statin side effects, such as muscle pain or weakness.",
    clinicalSignificance:
      "Natural Standard's pomegranate monograph says pomegranate may increase the risk of harmful side effects with statin drugs such as rosuvastatin (Crestor) and simvastatin.",
    recommendation:
      "Ask your GP or pharmacist before taking pomegranate supplements with a statin, and report any unexplained muscle pain, tenderness or weakness.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Muscle pain or weakness.",
    evidenceLevel: 5,
    references: [R.naturalStandardPomegranate],
  }),
  record("elderberry", classTarget("diuretic", "Diuretics (water tablets)"), {
    severityLevel: "minor",
    interactionType: "additive_diuretic",
    mechanism: "Elderberry may act as a diuretic, adding to medicines that increase urination.",
    expectedEffect: "More passing of urine, with a risk of losing too much fluid.",
    clinicalSignificance:
      "BayCare's elderberry monograph says elderberry may act as a diuretic, so to use caution when taking it with other drugs that increase urination; it knows of no significant drug interactions otherwise.",
    recommendation:
      "Tell your GP or pharmacist if you take elderberry with a water tablet, and drink enough fluids.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.baycareElderberry],
  }),
];
