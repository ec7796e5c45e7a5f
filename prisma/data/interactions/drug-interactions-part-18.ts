// Supplement–medicine interactions, part 18: herbs with no UK product information, from professional monographs —
// kava with sedating medicines and alprazolam, red clover with hormonal medicines, tamoxifen and letrozole, soy
// isoflavones with tamoxifen and aromatase inhibitors, aloe taken by mouth with digoxin, diuretics, blood thinners and
// diabetes medicines, goldenseal with diabetes medicines, liquorice with oestrogens and MAOIs. Each
// record was checked against the text of its references.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record, type RecordTarget as Target } from "./verified-record";
import { REF_HERBS_B as R } from "./references-herbs-b";

const RED_CLOVER_HORMONES =
  "Red clover contains isoflavones, plant compounds that act like weak oestrogens and may interfere with hormonal medicines.";

interface RedClover {
  target: Target;
  expectedEffect: string;
  clinicalSignificance: string;
  recommendation: string;
  /** The monograph says "avoid use" with hormonal therapies, "caution" with tamoxifen and letrozole. */
  avoid: boolean;
}

// Graded as the monograph words it; the evidence is the isoflavones' action, not reported cases.
function redCloverWith(entry: RedClover): DrugInteractionInput {
  return record("red-clover", entry.target, {
    severityLevel: entry.avoid ? "major" : "moderate",
    interactionType: "hormonal_interference",
    mechanism: RED_CLOVER_HORMONES,
    expectedEffect: entry.expectedEffect,
    clinicalSignificance: entry.clinicalSignificance,
    recommendation: entry.recommendation,
    avoidCombination: entry.avoid,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.drugsComRedClover],
  });
}

export const DRUG_INTERACTIONS_PART_18: DrugInteractionInput[] = [
  record(
    "kava",
    classTarget(
      "sedative",
      "Sedating medicines (benzodiazepines, Z-drugs, opioids, gabapentinoids, sedating antihistamines)",
    ),
    {
      severityLevel: "moderate",
      interactionType: "additive_sedation",
      mechanism:
        "Kava acts on the brain's calming (GABA) signalling, which adds to the effect of other sedating medicines.",
      expectedEffect: "Too much drowsiness, slower reactions and a higher risk of falls or accidents.",
      clinicalSignificance:
        "The Family Practice Notebook lists excessive sedation when kava is used with other medicines that depress the central nervous system among its adverse effects.",
      recommendation:
        "Ask your doctor or pharmacist before taking kava with a medicine that makes you drowsy. Do not drive or use machinery if you feel drowsy.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "How drowsy you feel.",
      evidenceLevel: 5,
      references: [R.fpnotebookKava],
    },
  ),
  record(
    "kava",
    { drugName: "Alprazolam", genericName: "alprazolam", brandNames: ["Xanax"], drugClass: "Benzodiazepine" },
    {
      severityLevel: "major",
      interactionType: "additive_sedation",
      mechanism: "Kava and alprazolam both calm the brain, and their effects add up.",
      expectedEffect: "Very deep sedation; coma has been described with the combination.",
      clinicalSignificance:
        "The Altmeyers Encyclopedia entry on kava rootstock says comatose states have been described after kava was combined with alprazolam; the Family Practice Notebook warns of excessive sedation with other sedating medicines.",
      recommendation:
        "Ask the doctor who prescribes alprazolam before you take kava. Seek urgent help if someone is very hard to wake.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 4,
      references: [R.altmeyersKava, R.fpnotebookKava],
    },
  ),
  redCloverWith({
    target: classTarget("hormonal-contraceptive", "Hormonal contraceptives (pill, patch, ring, implant)"),
    expectedEffect: "Red clover could interfere with how your hormonal contraceptive works.",
    clinicalSignificance:
      "The Drugs.com professional monograph says red clover's isoflavones may interfere with hormonal medicines and advises avoiding it with oral contraceptives and oestrogen or progesterone therapies.",
    recommendation:
      "Avoid red clover while you use hormonal contraception unless your doctor, nurse or pharmacist says it is suitable.",
    avoid: true,
  }),
  redCloverWith({
    target: classTarget("hrt", "Hormone replacement therapy (HRT)"),
    expectedEffect: "Red clover could add to or interfere with the hormones in your HRT.",
    clinicalSignificance:
      "The Drugs.com professional monograph says red clover's isoflavones may interfere with hormonal medicines and advises avoiding it with oestrogen or progesterone therapies.",
    recommendation: "Avoid red clover while you take HRT unless the doctor who prescribes it agrees.",
    avoid: true,
  }),
  redCloverWith({
    target: {
      drugName: "Tamoxifen",
      genericName: "tamoxifen",
      brandNames: ["Soltamox"],
      drugClass: "Selective oestrogen receptor modulator",
    },
    expectedEffect: "Red clover's oestrogen-like compounds could work against tamoxifen.",
    clinicalSignificance:
      "The Drugs.com professional monograph says caution is warranted when red clover is taken with tamoxifen; case reports are lacking.",
    recommendation: "Do not start red clover while you take tamoxifen without asking your cancer team.",
    avoid: false,
  }),
  redCloverWith({
    target: {
      drugName: "Letrozole",
      genericName: "letrozole",
      brandNames: ["Femara"],
      drugClass: "Aromatase inhibitor",
    },
    expectedEffect:
      "Red clover's oestrogen-like compounds could work against letrozole, which lowers oestrogen.",
    clinicalSignificance:
      "The Drugs.com professional monograph says caution is warranted when red clover is taken with letrozole; case reports are lacking.",
    recommendation: "Do not start red clover while you take letrozole without asking your cancer team.",
    avoid: false,
  }),
  record(
    "soy-isoflavones",
    {
      drugName: "Tamoxifen",
      genericName: "tamoxifen",
      brandNames: ["Soltamox"],
      drugClass: "Selective oestrogen receptor modulator",
    },
    {
      severityLevel: "moderate",
      interactionType: "hormonal_interference",
      mechanism:
        "Soy isoflavones act in a similar way to oestrogen in the body; in animal studies genistein, one of them, interfered with tamoxifen.",
      expectedEffect: "Soy supplements could make tamoxifen work less well.",
      clinicalSignificance:
        "Memorial Sloan Kettering Cancer Center says soy supplements can affect how tamoxifen works and asks people taking it to talk with their healthcare provider; the evidence is from animal studies, and soy foods are not meant.",
      recommendation:
        "Do not start soy isoflavone supplements while you take tamoxifen without asking your cancer team.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.mskSoy, R.mskSoyHowItWorks],
    },
  ),
  record(
    "soy-isoflavones",
    classTarget("aromatase-inhibitor", "Aromatase inhibitors (anastrozole, letrozole, exemestane)"),
    {
      severityLevel: "moderate",
      interactionType: "hormonal_interference",
      mechanism:
        "Soy isoflavones act in a similar way to oestrogen in the body, while aromatase inhibitors work by lowering oestrogen.",
      expectedEffect: "Soy supplements could work against an aromatase inhibitor.",
      clinicalSignificance:
        "Memorial Sloan Kettering Cancer Center asks people taking aromatase inhibitors such as letrozole to talk with their healthcare provider before taking soy supplements.",
      recommendation:
        "Do not start soy isoflavone supplements while you take an aromatase inhibitor without asking your cancer team.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.mskSoy, R.mskSoyHowItWorks],
    },
  ),
  // Aloe latex is a stimulant laxative; the potassium it makes the body lose is what the digoxin and diuretic
  // records are about. Potassium-sparing diuretics keep potassium, so only loop and thiazide diuretics are named.
  record(
    "aloe-vera",
    { drugName: "Digoxin", genericName: "digoxin", brandNames: ["Lanoxin"], drugClass: "Cardiac glycoside" },
    {
      severityLevel: "major",
      interactionType: "hypokalaemia",
      mechanism:
        "Aloe latex taken by mouth is a stimulant laxative that can lower the body's potassium, and low potassium raises the risk of digoxin's side effects.",
      expectedEffect: "Digoxin side effects, such as an irregular heartbeat, feeling sick or confusion.",
      clinicalSignificance:
        "The Mayo Clinic says not to take aloe latex and digoxin together, and eMedicineHealth rates the combination as major: do not take it.",
      recommendation: "Do not take aloe latex or aloe laxative products by mouth while you take digoxin.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.mayoAloe, R.emedicinehealthAloe],
    },
  ),
  ...(
    [
      ["loop-diuretic", "Loop diuretics (furosemide, bumetanide)"],
      ["thiazide-diuretic", "Thiazide and thiazide-like diuretics (bendroflumethiazide, indapamide)"],
    ] as const
  ).map(([slug, name]) =>
    record("aloe-vera", classTarget(slug, name), {
      severityLevel: "moderate",
      interactionType: "hypokalaemia",
      mechanism:
        "Aloe latex taken by mouth is a laxative that makes the body lose potassium, and these water tablets also make you lose potassium.",
      expectedEffect: "Low potassium (hypokalaemia): muscle weakness, cramps or an irregular heartbeat.",
      clinicalSignificance:
        "The Mayo Clinic says taking aloe latex by mouth with diuretics (water pills) might lower the body's potassium too much, and that potassium supplements might be needed.",
      recommendation:
        "Ask your doctor or pharmacist before taking aloe by mouth with a water tablet; you may need a blood test for potassium.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood potassium.",
      evidenceLevel: 5,
      references: [R.mayoAloe, R.mosaicAloe],
    }),
  ),
  record(
    "aloe-vera",
    { drugName: "Warfarin", genericName: "warfarin", brandNames: ["Marevan"], drugClass: "Anticoagulant" },
    {
      severityLevel: "moderate",
      interactionType: "increased_anticoagulant_effect",
      mechanism:
        "Aloe latex taken by mouth can cause loose stools or diarrhoea, which can add to warfarin's effect; aloe taken by mouth might also slow blood clotting.",
      expectedEffect: "A higher INR and a higher risk of bleeding.",
      clinicalSignificance:
        "The Mayo Clinic says aloe latex can cause loose stools that add to the effects of warfarin and raise the risk of bleeding.",
      recommendation:
        "Ask your anticoagulant clinic before taking aloe by mouth, and tell them if you get diarrhoea.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Your INR blood test.",
      evidenceLevel: 5,
      references: [R.mayoAloe, R.mosaicAloe],
    },
  ),
  ...(
    [
      ["anticoagulant", "Anticoagulants (blood thinners)"],
      ["antiplatelet", "Antiplatelet medicines (aspirin, clopidogrel)"],
    ] as const
  ).map(([slug, name]) =>
    record("aloe-vera", classTarget(slug, name), {
      severityLevel: "moderate",
      interactionType: "additive_bleeding_risk",
      mechanism: "Aloe taken by mouth might slow blood clotting, adding to the effect of this medicine.",
      expectedEffect: "More bruising or bleeding.",
      clinicalSignificance:
        "The Mayo Clinic says taking aloe by mouth with medicines that slow blood clotting might lead to more bleeding.",
      recommendation:
        "Ask your doctor or pharmacist before taking aloe by mouth with a blood-thinning medicine.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Unusual bruising or bleeding.",
      evidenceLevel: 5,
      references: [R.mayoAloe, R.mosaicAloe],
    }),
  ),
  record("aloe-vera", classTarget("blood-glucose-lowering", "Medicines that lower blood sugar"), {
    severityLevel: "moderate",
    interactionType: "additive_blood_glucose_lowering",
    mechanism: "Aloe gel taken by mouth might lower blood sugar, adding to the effect of diabetes medicines.",
    expectedEffect: "Blood sugar that goes too low (hypoglycaemia): shakiness, sweating, confusion.",
    clinicalSignificance:
      "The Mayo Clinic says aloe gel taken with diabetes medicines might raise the risk of low blood sugar; eMedicineHealth advises monitoring blood sugar closely, as the diabetes medicine dose might need to change.",
    recommendation:
      "Check your blood sugar more often if you take aloe by mouth with a diabetes medicine, and tell your diabetes team.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood sugar.",
    evidenceLevel: 5,
    references: [R.mayoAloe, R.emedicinehealthAloe],
  }),
  record("goldenseal", classTarget("blood-glucose-lowering", "Medicines that lower blood sugar"), {
    severityLevel: "moderate",
    interactionType: "additive_blood_glucose_lowering",
    mechanism:
      "Berberine, a substance in goldenseal, lowers blood sugar, adding to the effect of diabetes medicines.",
    expectedEffect: "Blood sugar that goes too low (hypoglycaemia): shakiness, sweating, confusion.",
    clinicalSignificance:
      "The MSD Manual says the berberine in goldenseal may increase the blood-sugar-lowering effect of diabetes medicines, and does not recommend goldenseal.",
    recommendation:
      "Ask your diabetes team before taking goldenseal, and check your blood sugar more often if you do.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood sugar.",
    evidenceLevel: 5,
    references: [R.msdGoldenseal],
  }),
  ...(
    [
      ["hrt", "Hormone replacement therapy (HRT)"],
      ["combined-hormonal-contraceptive", "Combined hormonal contraceptives (pill, patch, ring)"],
    ] as const
  ).map(([slug, name]) =>
    record("licorice-root", classTarget(slug, name), {
      severityLevel: "moderate",
      interactionType: "hormonal_interference",
      mechanism: "Liquorice may change how strongly the oestrogen in this medicine acts in the body.",
      expectedEffect: "The oestrogen in this medicine may work more strongly or less well.",
      clinicalSignificance:
        "The MSD Manual says liquorice may increase or decrease the effects of oestrogens.",
      recommendation:
        "Ask your doctor, nurse or pharmacist before taking liquorice root with a medicine that contains oestrogen.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.msdLicorice],
    }),
  ),
  record(
    "licorice-root",
    classTarget("maoi", "MAOI antidepressants (phenelzine, isocarboxazid, tranylcypromine, moclobemide)"),
    {
      severityLevel: "moderate",
      interactionType: "additive_effect",
      mechanism:
        "Some experts believe liquorice acts a little like an MAOI antidepressant, adding to its effects.",
      expectedEffect: "Stronger MAOI side effects.",
      clinicalSignificance:
        "The MSD Manual says some experts believe liquorice has activity similar to MAO inhibitor antidepressants and may intensify their side effects.",
      recommendation: "Ask the doctor who prescribes your MAOI antidepressant before taking liquorice root.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.msdLicorice],
    },
  ),
];
