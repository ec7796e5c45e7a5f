// Supplement–medicine interactions, part 99 (p8 round): activated charcoal, chlorella, reishi, schisandra and
// horsetail, each from the text that states it (references-p8.ts). Texts copied from a reference database are graded
// as theory (5).
import { TACROLIMUS_LEAFLET_ON_HERBS } from "./drug-interactions-part-103";
import { REF_P12 } from "./references-p12";
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_P8 as R } from "./references-p8";
import { REF_WHERB } from "./references-wherb";
import { verifiedRecord as record, type RecordTarget } from "./verified-record";

type References = DrugInteractionInput["references"];

const CHARCOAL_MECHANISM =
  "Activated charcoal holds on to (adsorbs) medicines in the gut, so less of a medicine taken around the same time is absorbed into the body.";

/** The UK charcoal tablets' own words, which name no medicine: every charcoal record below rests on them. */
const BRAGGS_GENERAL =
  "UK product information for activated charcoal tablets (J.L. Bragg's) says charcoal is a powerful adsorbent that may reduce the effect of other medicines, and that anyone taking other medication should consult a pharmacist or doctor before taking it";

interface CharcoalEntry {
  target: RecordTarget;
  /** e.g. "an antiepileptic medicine". */
  taking: string;
  expectedEffect: string;
  /** What the texts say of this medicine or group, after the general UK statement. */
  significance: string;
  monitoringRequired?: string;
  dosageModification?: string;
  /** Unless given, asks the pharmacist or doctor first and how far apart to take the two. */
  recommendation?: string;
  evidenceLevel: DrugInteractionInput["evidenceLevel"];
  references: References;
}

// No text read gives a gap in hours, so none is set; the records ask the pharmacist how to space the two.
function charcoalLowers(entry: CharcoalEntry): DrugInteractionInput {
  return record("activated-charcoal", entry.target, {
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism: CHARCOAL_MECHANISM,
    expectedEffect: entry.expectedEffect,
    clinicalSignificance: `${BRAGGS_GENERAL}. ${entry.significance}`,
    recommendation:
      entry.recommendation ??
      `Ask your pharmacist or doctor before taking activated charcoal with ${entry.taking}, and ask how far apart to take them.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: entry.dosageModification ?? null,
    monitoringRequired: entry.monitoringRequired ?? null,
    evidenceLevel: entry.evidenceLevel,
    references: [R.braggsCharcoalSmpc, ...entry.references],
  });
}

/** The general statement applied to a group no charcoal text names (see the note above the list). */
const NOT_NAMED =
  "No charcoal text read names this group: the record applies that general warning to medicines where absorbing less than the prescribed amount could cause harm.";

const TACROLIMUS: RecordTarget = {
  drugName: "Tacrolimus",
  genericName: "tacrolimus",
  brandNames: ["Prograf", "Advagraf", "Adoport"],
  drugClass: "Immunosuppressant (calcineurin inhibitor)",
};

/** Reishi with a medicine that also slows clotting, from the same three texts. */
function reishiBleeding(target: RecordTarget, taking: string): DrugInteractionInput {
  return record("reishi", target, {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "Reishi may slow blood clotting, adding to the effect of medicines that do the same.",
    expectedEffect: "A possible increase in bruising and bleeding.",
    clinicalSignificance:
      "The Natural Medicines text on reishi rates this a moderate interaction: reishi might slow blood clotting, and taking it with medicines that also slow clotting might increase bruising and bleeding. Drugs.com's monograph says reishi may enhance the adverse effects of anticoagulants and antiplatelet medicines, and a consumer reference text (FoundHealth) says people taking blood-thinning medicines should use reishi only under a doctor's supervision, as one study found signs that reishi impairs clotting.",
    recommendation: `Ask your doctor before taking reishi with ${taking}, and get medical help for unusual bleeding or bruising.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Signs of bleeding or bruising.",
    evidenceLevel: 5,
    references: [R.imedixReishi, R.drugsComReishi, R.foundHealthReishi],
  });
}

export const DRUG_INTERACTIONS_PART_99: DrugInteractionInput[] = [
  // Activated charcoal. The UK SmPC's statement names no medicine ("may reduce the effect of other medicines"), so it
  // is expressed here through the groups where a smaller amount absorbed does the most harm: the groups the UK Carbellon
  // SmPC names (digoxin, phenytoin and phenobarbital, chlorpromazine and related phenothiazines, penicillins,
  // tetracyclines), the contraceptive pill (named by the Swedish SmPC, as pregnancy is the cost of failure), the
  // macrolide of the MHRA's Yellow Card case, and, named by no text but chosen for a narrow margin between working and
  // failing, levothyroxine, warfarin and the DOACs, ciclosporin and tacrolimus, and HIV medicines. Lithium is left out:
  // Charcodote's leaflet says charcoal is not very effective against lithium salts.
  charcoalLowers({
    target: classTarget(
      "hormonal-contraceptive",
      "Hormonal contraceptives taken by mouth (the pill, the morning-after pill)",
    ),
    taking: "the contraceptive pill",
    expectedEffect: "The pill may not work as well, so there is a higher chance of pregnancy.",
    significance:
      "Swedish product information for activated charcoal tablets (Carbo medicinalis) says charcoal can also reduce the effect of oral contraceptives, so an additional contraceptive method should be used. The texts concern contraceptives taken by mouth, not the patch, ring, implant, injection or coil.",
    dosageModification:
      "Use an additional contraceptive method, such as condoms, while taking activated charcoal with the pill.",
    recommendation:
      "Ask your pharmacist or doctor before taking activated charcoal with the contraceptive pill, and use an extra method of contraception, such as condoms, while you take it.",
    evidenceLevel: 1,
    references: [R.carboMedicinalisSmpc],
  }),
  charcoalLowers({
    target: classTarget("antiepileptic", "Antiepileptic medicines (such as phenytoin and phenobarbital)"),
    taking: "an antiepileptic medicine",
    expectedEffect: "Less of the medicine may be absorbed, so seizures may be less well controlled.",
    significance:
      "UK product information for Carbellon tablets says the charcoal in them adsorbs many medicines, and that care should be taken with medicines whose dose has been adjusted for each person, naming phenytoin and phenobarbitone.",
    monitoringRequired: "Seizure control.",
    evidenceLevel: 1,
    references: [R.carbellonSmpc],
  }),
  charcoalLowers({
    target: classTarget("cardiac-glycoside", "Cardiac glycosides (digoxin)"),
    taking: "digoxin",
    expectedEffect:
      "Less digoxin may be absorbed, so the heart rate or heart failure it treats may be less well controlled.",
    significance:
      "UK product information for Carbellon tablets says the charcoal in them adsorbs many medicines, and that care should be taken with medicines whose dose has been adjusted for each person, naming digoxin.",
    evidenceLevel: 1,
    references: [R.carbellonSmpc],
  }),
  charcoalLowers({
    target: classTarget("phenothiazine", "Phenothiazines (such as chlorpromazine)"),
    taking: "a phenothiazine medicine such as chlorpromazine",
    expectedEffect: "Less of the medicine may be absorbed, so it may not work as well.",
    significance:
      "UK product information for Carbellon tablets says the charcoal in them adsorbs many medicines, and that care should be taken with medicines whose dose has been adjusted for each person, naming chlorpromazine and related phenothiazines.",
    evidenceLevel: 1,
    references: [R.carbellonSmpc],
  }),
  charcoalLowers({
    target: classTarget("penicillin", "Penicillin antibiotics (such as amoxicillin)"),
    taking: "a penicillin antibiotic",
    expectedEffect: "Less of the antibiotic may be absorbed, so the infection may not clear.",
    significance:
      "UK product information for Carbellon tablets says charcoal strongly adsorbs antibiotics such as the penicillins, whose effect depends on keeping the right level in the blood. In a Yellow Card case the MHRA reviewed, a woman taking charcoal with amoxicillin and clarithromycin found her chest infection had not improved; the MHRA concluded that charcoal can reduce the absorption of other medicines.",
    evidenceLevel: 1,
    references: [R.carbellonSmpc, R.mhraCharcoalCaseStudy],
  }),
  charcoalLowers({
    target: classTarget("tetracycline", "Tetracycline antibiotics (such as doxycycline)"),
    taking: "a tetracycline antibiotic",
    expectedEffect: "Less of the antibiotic may be absorbed, so the infection may not clear.",
    significance:
      "UK product information for Carbellon tablets says charcoal strongly adsorbs antibiotics such as the tetracyclines, whose effect depends on keeping the right level in the blood.",
    evidenceLevel: 1,
    references: [R.carbellonSmpc],
  }),
  charcoalLowers({
    target: classTarget("macrolide", "Macrolide antibiotics (such as clarithromycin)"),
    taking: "a macrolide antibiotic such as clarithromycin",
    expectedEffect: "Less of the antibiotic may be absorbed, so the infection may not clear.",
    significance:
      "In a Yellow Card case the MHRA reviewed, a woman in her seventies taking charcoal with amoxicillin and clarithromycin (and heart failure medicines) found her chest infection had not improved and was admitted to hospital; the MHRA concluded that charcoal can reduce the absorption of other medicines, and that people should ask a pharmacist or doctor before starting it with other medication.",
    evidenceLevel: 4,
    references: [R.mhraCharcoalCaseStudy],
  }),
  charcoalLowers({
    target: classTarget("thyroid-hormone", "Thyroid hormones (levothyroxine, liothyronine)"),
    taking: "levothyroxine or another thyroid hormone",
    expectedEffect: "Less of the medicine may be absorbed, so thyroid levels may drift.",
    significance: `Swedish product information for charcoal tablets adds that charcoal generally reduces the effect of other medicines taken by mouth at the same time. ${NOT_NAMED}`,
    monitoringRequired: "Thyroid function (TSH) if charcoal is taken regularly.",
    evidenceLevel: 1,
    references: [R.carboMedicinalisSmpc, R.mhraCharcoalCaseStudy],
  }),
  charcoalLowers({
    target: classTarget("vitamin-k-antagonist", "Vitamin K antagonists (warfarin, acenocoumarol)"),
    taking: "warfarin",
    expectedEffect: "Less warfarin may be absorbed, so the INR may fall and clots become more likely.",
    significance: `Swedish product information for charcoal tablets adds that charcoal generally reduces the effect of other medicines taken by mouth at the same time. ${NOT_NAMED}`,
    monitoringRequired: "INR if charcoal is started, stopped or taken regularly.",
    evidenceLevel: 1,
    references: [R.carboMedicinalisSmpc, R.mhraCharcoalCaseStudy],
  }),
  charcoalLowers({
    target: classTarget("doac", "Direct oral anticoagulants (apixaban, rivaroxaban, edoxaban, dabigatran)"),
    taking: "an anticoagulant such as apixaban or rivaroxaban",
    expectedEffect:
      "Less of the anticoagulant may be absorbed, so protection against clots and stroke may fall.",
    significance: `Swedish product information for charcoal tablets adds that charcoal generally reduces the effect of other medicines taken by mouth at the same time. ${NOT_NAMED}`,
    evidenceLevel: 1,
    references: [R.carboMedicinalisSmpc, R.mhraCharcoalCaseStudy],
  }),
  charcoalLowers({
    target: classTarget("calcineurin-inhibitor", "Calcineurin inhibitors (ciclosporin, tacrolimus)"),
    taking: "ciclosporin or tacrolimus",
    expectedEffect:
      "Lower levels of the medicine, with a risk of transplant rejection or of the treated condition flaring.",
    significance: `Swedish product information for charcoal tablets adds that charcoal generally reduces the effect of other medicines taken by mouth at the same time. ${NOT_NAMED}`,
    monitoringRequired: "Ciclosporin or tacrolimus blood levels.",
    evidenceLevel: 1,
    references: [R.carboMedicinalisSmpc, R.mhraCharcoalCaseStudy],
  }),
  charcoalLowers({
    target: classTarget("hiv-antiretroviral", "HIV medicines (antiretrovirals)"),
    taking: "HIV medicines",
    expectedEffect: "Lower levels of the HIV medicines, which may then control the virus less well.",
    significance: `Swedish product information for charcoal tablets adds that charcoal generally reduces the effect of other medicines taken by mouth at the same time. ${NOT_NAMED}`,
    evidenceLevel: 1,
    references: [R.carboMedicinalisSmpc, R.mhraCharcoalCaseStudy],
  }),

  ...(
    [
      ["beta-blocker", "Beta blockers (such as bisoprolol)", "a beta blocker such as bisoprolol"],
      ["loop-diuretic", "Loop diuretics (such as furosemide)", "a water tablet such as furosemide"],
      ["arb", "Angiotensin receptor blockers (such as candesartan)", "a medicine such as candesartan"],
    ] as const
  ).map(([slug, name, taking]) =>
    charcoalLowers({
      target: classTarget(slug, name),
      taking,
      expectedEffect:
        "Less of the medicine may be absorbed, so heart failure or blood pressure may be less well controlled.",
      significance:
        "In a Yellow Card case the MHRA reviewed, a woman taking charcoal alongside candesartan, bisoprolol and furosemide for heart failure (and two antibiotics) got worse and was admitted to hospital; the MHRA concluded that charcoal can reduce the absorption of other medicines.",
      evidenceLevel: 4,
      references: [R.mhraCharcoalCaseStudy],
    }),
  ),
  // Horsetail contains nicotine, so nicotine replacement adds to it.
  record(
    "horsetail",
    {
      drugName: "Nicotine",
      genericName: "nicotine",
      brandNames: ["NiQuitin", "Nicorette", "Nicotinell"],
      drugClass: "Nicotine replacement therapy",
    },
    {
      severityLevel: "moderate",
      interactionType: "additive_effect",
      mechanism: "Horsetail contains small amounts of nicotine.",
      expectedEffect: "Large amounts might add up to symptoms of too much nicotine.",
      clinicalSignificance:
        "Natural Standard's monograph says horsetail contains nicotine, large doses may cause symptoms of nicotine overdose, and people who smoke or use nicotine patches or gum should avoid horsetail.",
      recommendation:
        "Ask your pharmacist before taking horsetail while you use nicotine patches, gum or other nicotine replacement.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.naturalStandardHorsetail],
    },
  ),
  ...(
    [
      ["hrt", "HRT (hormone replacement therapy)", "HRT"],
      [
        "combined-hormonal-contraceptive",
        "Combined hormonal contraceptives (the pill, patch or ring)",
        "the combined pill, patch or ring",
      ],
    ] as const
  ).map(([slug, name, taking]) =>
    record("maca", classTarget(slug, name), {
      severityLevel: "minor",
      interactionType: "altered_drug_effect",
      mechanism: "Maca may alter the levels of sex hormones.",
      expectedEffect: `A possible change in how well ${taking} works.`,
      clinicalSignificance: `Natural Standard's monograph says maca may alter sex hormone levels and may interfere with the effects of hormone replacement therapy and of oral contraception; it gives no study in people.`,
      recommendation: `Tell your doctor or pharmacist if you take maca with ${taking}.`,
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.naturalStandardMaca],
    }),
  ),

  // Chlorella: a case report and LactMed name warfarin; the mechanism (vitamin K) is the vitamin K antagonists'.
  record(
    "chlorella",
    classTarget("vitamin-k-antagonist", "Vitamin K antagonists (warfarin, acenocoumarol)"),
    {
      severityLevel: "moderate",
      interactionType: "reduced_effect",
      mechanism: "Chlorella is rich in vitamin K, which works against warfarin.",
      expectedEffect: "Warfarin may work less well: the INR may fall and clots become more likely.",
      clinicalSignificance:
        "In a published case report, the clotting tests of a man on warfarin had been well controlled until he started chlorella and then moved outside the target range, which the authors put down to chlorella's vitamin K. The NIH's LactMed says chlorella's high vitamin K content may decrease warfarin's effectiveness, and a warfarin-monitoring service advises discussing chlorella before taking it, as a significant fall in INR may be expected.",
      recommendation:
        "Ask your anticoagulant clinic before taking chlorella with warfarin, and tell them when you start or stop it.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "INR after starting or stopping chlorella.",
      evidenceLevel: 4,
      references: [R.ohkawaChlorellaWarfarin, R.lactmedChlorella, R.ptinrChlorellaWarfarin],
    },
  ),

  // Reishi: Natural Medicines' three moderate interactions, with Drugs.com's list of bleeding-risk medicines.
  reishiBleeding(
    classTarget("anticoagulant", "Anticoagulants (such as warfarin, apixaban and heparin)"),
    "an anticoagulant",
  ),
  reishiBleeding(
    classTarget("antiplatelet", "Antiplatelet medicines (such as aspirin and clopidogrel)"),
    "an antiplatelet medicine such as aspirin or clopidogrel",
  ),
  // Named only in Drugs.com's list, with no advice: a possible effect.
  record("reishi", classTarget("nsaid", "Anti-inflammatory painkillers (NSAIDs such as ibuprofen)"), {
    severityLevel: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Reishi may slow blood clotting; anti-inflammatory painkillers also affect clotting and can irritate the stomach.",
    expectedEffect: "A possible increase in bruising and bleeding.",
    clinicalSignificance:
      "Drugs.com's monograph lists NSAIDs among the medicines whose adverse effects reishi may enhance, with anticoagulants, antiplatelet medicines and salicylates; it gives no study of the combination.",
    recommendation:
      "Ask your pharmacist before taking reishi with an anti-inflammatory painkiller regularly, and get medical advice if you notice unusual bleeding or bruising.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.drugsComReishi],
  }),
  record("reishi", classTarget("antihypertensive", "Blood pressure-lowering medicines"), {
    severityLevel: "moderate",
    interactionType: "additive_hypotension",
    mechanism: "Reishi might lower blood pressure, adding to the effect of blood pressure medicines.",
    expectedEffect: "Blood pressure may go too low, with dizziness or fainting.",
    clinicalSignificance:
      "The Natural Medicines text on reishi rates this a moderate interaction: taking reishi with medicines that lower blood pressure might cause blood pressure to go too low, so blood pressure should be monitored closely. Malaysia's GlobinMed notes clinical studies reporting lower blood pressure with reishi and advises caution with these medicines.",
    recommendation:
      "Ask your GP or pharmacist before taking reishi with blood pressure medicines, and check your blood pressure while you take both.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood pressure.",
    evidenceLevel: 5,
    references: [R.imedixReishi, R.globinmedReishiAntihypertensives],
  }),
  record("reishi", classTarget("blood-glucose-lowering", "Diabetes medicines that lower blood glucose"), {
    severityLevel: "moderate",
    interactionType: "additive_blood_glucose_lowering",
    mechanism: "Reishi might lower blood sugar, adding to the effect of diabetes medicines.",
    expectedEffect: "Blood sugar may drop too low (a hypo).",
    clinicalSignificance:
      "The Natural Medicines text on reishi rates this a moderate interaction: taking reishi with diabetes medicines might cause blood sugar to drop too low, so blood sugar should be monitored closely.",
    recommendation:
      "Ask your diabetes team or pharmacist before taking reishi with diabetes medicines, and check your blood sugar more often while you take both.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood sugar.",
    evidenceLevel: 5,
    references: [R.imedixReishi],
  }),

  // Schisandra: a study in volunteers and Natural Medicines' data (CYP3A4 inhibition).
  record("schisandra", TACROLIMUS, {
    severityLevel: "major",
    interactionType: "enzyme_inhibition",
    mechanism:
      "Schisandra slows the enzyme CYP3A4, which breaks tacrolimus down, so more tacrolimus stays in the blood.",
    expectedEffect: "Higher tacrolimus levels and more of its side effects, such as kidney damage.",
    clinicalSignificance:
      "In 12 healthy volunteers, an extract of Schisandra sphenanthera (a related species also sold as schisandra) taken for 13 days substantially raised tacrolimus levels, and the authors say tacrolimus levels need close monitoring, with dose changes, when the two are taken together. Natural Medicines' data rate schisandra with tacrolimus a moderate, probable interaction, and a 2022 review calls the combination highly controversial. " +
      TACROLIMUS_LEAFLET_ON_HERBS,
    recommendation:
      "Do not take schisandra while you take tacrolimus unless your transplant team agrees; if you take both, your tacrolimus blood levels may need checking.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Tacrolimus blood levels.",
    evidenceLevel: 3,
    references: [
      R.xinSchisandraTacrolimus,
      R.helloPharmacistSchisandraTacrolimus,
      REF_WHERB.miedziaszczykTacrolimus,
      REF_P12.advagrafLeaflet,
    ],
  }),
  record("schisandra", classTarget("cyp3a4-substrate", "Medicines broken down by the liver enzyme CYP3A4"), {
    severityLevel: "moderate",
    interactionType: "enzyme_inhibition",
    mechanism:
      "Schisandra slows the liver enzyme CYP3A4, which breaks this medicine down, so more of the medicine may stay in the blood.",
    expectedEffect: "Higher levels of the medicine and more of its side effects.",
    clinicalSignificance:
      "Natural Medicines' data say schisandra can increase the levels and effects of medicines broken down by CYP3A4: most clinical and laboratory research shows that schisandra, taken once or up to twice daily for 14 days, slows CYP3A4 and raises the levels of medicines such as midazolam and tacrolimus (rated moderate, probable).",
    recommendation: "Ask your pharmacist before taking schisandra with this medicine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [R.helloPharmacistSchisandraCyp3a4],
  }),

  // Horsetail: the reference text says not to use it with lithium except under a doctor's supervision, so it blocks.
  record("horsetail", classTarget("mood-stabiliser", "Lithium"), {
    severityLevel: "major",
    interactionType: "increased_drug_level",
    mechanism:
      "Horsetail is used as a herbal diuretic (water pill), and becoming dehydrated while taking lithium can be dangerous.",
    expectedEffect: "Dehydration, which can lead to lithium toxicity.",
    clinicalSignificance:
      "A consumer reference text on horsetail (FoundHealth) says people taking lithium should use herbal diuretics such as horsetail only under a physician's supervision, because becoming dehydrated on lithium can be dangerous, and lists lithium among its interactions: do not use horsetail except under the supervision of a physician. It cites a published letter on herbal diuretics and lithium toxicity.",
    recommendation:
      "Do not take horsetail with lithium unless your doctor is supervising it; tell your mental health team or GP before starting any herbal water pill.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Lithium levels and signs of dehydration, if a doctor agrees to the combination.",
    evidenceLevel: 5,
    references: [R.foundHealthHorsetail],
  }),
  record("horsetail", classTarget("cardiac-glycoside", "Cardiac glycosides (digoxin)"), {
    severityLevel: "moderate",
    interactionType: "hypokalaemia",
    mechanism: "Horsetail may cause a loss of potassium from the body.",
    expectedEffect: "A fall in potassium, which may be dangerous for people taking digoxin.",
    clinicalSignificance:
      "A consumer reference text on horsetail (FoundHealth) says horsetail may cause a loss of potassium, which may be dangerous for people taking medicines of the digitalis family, and that they should use horsetail only under medical supervision.",
    recommendation:
      "Ask your doctor before taking horsetail with digoxin, and take both only if your doctor is checking your potassium level.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Potassium level.",
    evidenceLevel: 5,
    references: [R.foundHealthHorsetail],
  }),
];
