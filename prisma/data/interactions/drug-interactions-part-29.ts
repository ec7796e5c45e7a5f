// Supplement–medicine interactions, part 29: herbs read again in their sources' own words — berberine with the
// medicines a human study measured it slowing the breakdown of, psyllium with loperamide, a medicine that slows
// the gut as the Fybogel product information names, ginkgo with the groups Swiss ginkgo product information
// names (read in German), milk thistle with amiodarone from a German milk thistle leaflet, black cohosh with
// tamoxifen from a laboratory study, herbs with ciclosporin and tacrolimus from reviews and a transplant trial, red
// clover with warfarin from a review of the clinical evidence, ginkgo with trazodone from a case report,
// and ginseng with nifedipine from a pharmacokinetic study. Each record was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { TACROLIMUS_LEAFLET_ON_HERBS } from "./drug-interactions-part-103";
import { REF_LICENSED_FORMS } from "./references-licensed-forms";
import { REF_P12 } from "./references-p12";
import { REF_WHERB } from "./references-wherb";
import { verifiedRecord as record, type RecordTarget as Target } from "./verified-record";

const CICLOSPORIN: Target = {
  drugName: "Ciclosporin",
  genericName: "ciclosporin",
  brandNames: ["Neoral"],
  drugClass: "Immunosuppressant (calcineurin inhibitor)",
};

const COLOMBO = "A 2014 review of ciclosporin and herbal supplements (Journal of Toxicology) says that";

/** A review's animal finding for ciclosporin: asked about, not blocked. */
function ciclosporinAnimalOnly(
  ingredient: string,
  herb: { start: string; within: string },
  direction: "lower" | "higher",
  finding: string,
): DrugInteractionInput {
  return record(ingredient, CICLOSPORIN, {
    severityLevel: "moderate",
    interactionType: direction === "lower" ? "decreased_drug_level" : "increased_drug_level",
    mechanism: `${herb.start} may change how much ciclosporin is absorbed or broken down, so its level in the blood may be ${direction}.`,
    expectedEffect:
      direction === "lower"
        ? "Lower ciclosporin levels, with a risk of rejection or the condition it treats flaring."
        : "Higher ciclosporin levels and more of its side effects, such as kidney problems.",
    clinicalSignificance: `${COLOMBO} ${finding}; findings in animals cannot be applied directly to people, and the review advises avoiding herbal extracts with ciclosporin until human studies rule an interaction out.`,
    recommendation: `Ask your transplant or specialist team before taking ${herb.within} with ciclosporin.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Ciclosporin blood levels, as your team arranges.",
    evidenceLevel: 5,
    references: [REF_WHERB.colomboCiclosporinHerbs],
  });
}

const TACROLIMUS: Target = {
  drugName: "Tacrolimus",
  genericName: "tacrolimus",
  brandNames: ["Prograf", "Advagraf", "Adoport"],
  drugClass: "Immunosuppressant (calcineurin inhibitor)",
};

/** A review naming the herb among CYP3A4 inhibitors that can raise tacrolimus levels. */
function tacrolimusRaised(ingredient: string, herb: { start: string; within: string }): DrugInteractionInput {
  return record(ingredient, TACROLIMUS, {
    severityLevel: "major",
    interactionType: "enzyme_inhibition",
    mechanism: `${herb.start} may slow the enzyme CYP3A4, which breaks tacrolimus down, so more tacrolimus stays in the blood.`,
    expectedEffect: "Higher tacrolimus levels and more of its side effects, particularly kidney damage.",
    clinicalSignificance: `A 2022 review of tacrolimus with dietary supplements, herbs and food (Pharmaceutics) names ${herb.within} among the CYP3A4 inhibitors that can raise the level of tacrolimus in the blood and bring out its side effects, particularly harm to the kidneys. ${TACROLIMUS_LEAFLET_ON_HERBS}`,
    recommendation: `Do not take ${herb.within} while you take tacrolimus unless your transplant team agrees; they may want to check your tacrolimus level.`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Tacrolimus blood levels and kidney function, as your team arranges.",
    evidenceLevel: 4,
    references: [REF_WHERB.miedziaszczykTacrolimus, REF_P12.advagrafLeaflet],
  });
}

const BERBERINE_STUDY = "In a study in healthy men, berberine 300 mg three times a day for two weeks";

export const DRUG_INTERACTIONS_PART_29: DrugInteractionInput[] = [
  // A measured rise, not a warning in product information: graded as for goldenseal's CYP3A4 record.
  record(
    "berberine",
    {
      drugName: "Midazolam",
      genericName: "midazolam",
      brandNames: ["Buccolam", "Epistatus"],
      drugClass: "Benzodiazepine",
    },
    {
      severityLevel: "moderate",
      interactionType: "enzyme_inhibition",
      mechanism:
        "Berberine slows the liver and gut enzyme CYP3A4, which breaks midazolam down, so more midazolam stays in the blood.",
      expectedEffect: "Higher levels of midazolam, so more drowsiness for longer.",
      clinicalSignificance: `${BERBERINE_STUDY} raised midazolam's peak level by 38% and its overall exposure by 40%, and lowered its clearance by 27%; the authors say drug interactions should be considered when berberine is taken.`,
      recommendation:
        "Tell the doctor, nurse or pharmacist who gives you midazolam that you take berberine, and ask before starting it.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Drowsiness that is deeper or lasts longer than expected.",
      evidenceLevel: 3,
      references: [REF_WHERB.guoBerberineCyp],
    },
  ),
  record("berberine", classTarget("cyp3a4-dependent", "Medicines cleared mainly by CYP3A4"), {
    severityLevel: "moderate",
    interactionType: "enzyme_inhibition",
    mechanism:
      "Berberine slows the enzyme CYP3A4, which clears this medicine, so more of the medicine may stay in the blood.",
    expectedEffect: "Higher levels of the medicine and more of its side effects.",
    clinicalSignificance: `${BERBERINE_STUDY} slowed CYP3A4, measured with midazolam (overall exposure up 40%); the authors say drug interactions should be considered when berberine is taken.`,
    recommendation: "Ask your pharmacist before taking berberine with this medicine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [REF_WHERB.guoBerberineCyp],
  }),
  record(
    "berberine",
    {
      drugName: "Dextromethorphan",
      genericName: "dextromethorphan",
      brandNames: [],
      drugClass: "Cough suppressant",
    },
    {
      severityLevel: "moderate",
      interactionType: "enzyme_inhibition",
      mechanism:
        "Berberine slows the liver enzyme CYP2D6, which breaks dextromethorphan down, so more of it stays in the body.",
      expectedEffect:
        "Higher levels of dextromethorphan and more of its side effects, such as drowsiness and dizziness.",
      clinicalSignificance: `${BERBERINE_STUDY} raised the ratio of dextromethorphan to its breakdown product in urine ninefold, a sign that CYP2D6 was slowed; the authors say drug interactions should be considered when berberine is taken.`,
      recommendation:
        "Ask your pharmacist before taking a dextromethorphan cough medicine while you take berberine.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 3,
      references: [REF_WHERB.guoBerberineCyp],
    },
  ),
  // "Should not be used together … and then only under medical supervision", as the opioid record of part 20.
  record(
    "psyllium",
    {
      drugName: "Loperamide",
      genericName: "loperamide",
      brandNames: ["Imodium"],
      drugClass: "Antidiarrhoeal (slows the gut)",
    },
    {
      severityLevel: "major",
      interactionType: "additive_adverse",
      mechanism:
        "Loperamide works on opioid receptors in the gut wall and slows the movement of the gut; psyllium swells with water, and in a slow gut it can cause a blockage.",
      expectedEffect: "A higher risk of the bowel becoming blocked.",
      clinicalSignificance:
        "The UK product information for Fybogel (ispaghula husk, the licensed form of psyllium) says it should not be used together with medicines known to slow the movement of the gut, such as opioids, and then only under medical supervision, and rules it out when the gut has been slowed by a medicine. Loperamide is an opioid that slows the gut.",
      recommendation:
        "Do not take psyllium and loperamide together unless a doctor advises it. Always take psyllium with plenty of water.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Tummy pain, swelling, being sick, or not opening your bowels.",
      evidenceLevel: 1,
      references: [REF_LICENSED_FORMS.fybogelSmpcSections43And44, REF_WHERB.independentPharmacistLoperamide],
    },
  ),
  // "Should not be given at the same time … the combined use should therefore be avoided": blocked.
  record("ginkgo-biloba", classTarget("antiepileptic", "Medicines for epilepsy (anticonvulsants)"), {
    severityLevel: "major",
    interactionType: "opposing_effects",
    mechanism: "Ginkgo may make seizures more likely, working against a medicine taken to prevent them.",
    expectedEffect: "Seizures may be set off.",
    clinicalSignificance:
      "Swiss product information for a ginkgo leaf extract (Ginkgo Spirig HC, read in German) says seizures may occur when ginkgo is taken with anticonvulsants, that ginkgo should not be given at the same time as anticonvulsants or medicines that lower the seizure threshold, and that the combination should be avoided.",
    recommendation: "Do not take ginkgo while you take a medicine for epilepsy unless your doctor agrees.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Any seizure or change in your seizures.",
    evidenceLevel: 1,
    references: [REF_WHERB.ginkgoSpirigWarnings, REF_WHERB.ginkgoSpirigUnwantedEffects],
  }),
  record("ginkgo-biloba", classTarget("calcium-channel-blocker", "Calcium channel blockers"), {
    severityLevel: "moderate",
    interactionType: "increased_drug_level",
    mechanism:
      "Ginkgo may change how much of the calcium channel blocker the body absorbs and breaks down, so more of it may reach the blood.",
    expectedEffect:
      "Higher levels of the calcium channel blocker, with more of its side effects such as dizziness, flushing or low blood pressure.",
    clinicalSignificance:
      "Swiss product information for a ginkgo leaf extract (Ginkgo-Mepha, read in German) says that taking ginkgo extracts with calcium antagonists such as nifedipine and diltiazem carries a risk of higher levels of these medicines.",
    recommendation:
      "Ask your doctor or pharmacist before taking ginkgo with a calcium channel blocker, and tell them if you feel dizzy or flushed.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Dizziness, flushing, headache or ankle swelling.",
    evidenceLevel: 1,
    references: [REF_WHERB.ginkgoMephaInteractions],
  }),
  // "It cannot be excluded that the antiarrhythmic effect of amiodarone is increased": a caution, not a block.
  record(
    "milk-thistle",
    {
      drugName: "Amiodarone",
      genericName: "amiodarone",
      brandNames: [],
      drugClass: "Antiarrhythmic",
    },
    {
      severityLevel: "moderate",
      interactionType: "increased_drug_effect",
      mechanism:
        "Milk thistle may change how the liver handles other medicines, and it may strengthen the effect of amiodarone on the heart's rhythm.",
      expectedEffect: "A stronger effect of amiodarone on the heart.",
      clinicalSignificance:
        "The German leaflet for a licensed milk thistle medicine (Silicur für die Leber) says that when it is taken with amiodarone, a stronger antiarrhythmic effect of amiodarone cannot be ruled out, and that better liver function may change how other medicines are broken down, so their dose may need adjusting.",
      recommendation: "Ask the doctor who prescribes your amiodarone before taking milk thistle.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "A slow, irregular or pounding heartbeat, dizziness or fainting.",
      evidenceLevel: 1,
      references: [REF_WHERB.silicurLeaflet, REF_WHERB.ptaForumSilymarin],
    },
  ),
  // A laboratory finding whose authors ask for clinical studies: a question for the prescriber, not a block.
  record(
    "black-cohosh",
    {
      drugName: "Tamoxifen",
      genericName: "tamoxifen",
      brandNames: [],
      drugClass: "Anti-oestrogen (breast cancer)",
    },
    {
      severityLevel: "moderate",
      interactionType: "enzyme_inhibition",
      mechanism:
        "Tamoxifen works through the active forms the liver enzymes CYP2D6 and CYP3A4 make from it; in laboratory tests a black cohosh extract slowed these enzymes and the making of those active forms.",
      expectedEffect: "Tamoxifen might work less well.",
      clinicalSignificance:
        "A laboratory study (Xenobiotica 2011) found a black cohosh extract blocked the formation of tamoxifen's active metabolites and inhibited CYP2D6 and CYP3A4; its authors say taking black cohosh with tamoxifen might interfere with how well tamoxifen works, and that clinical studies are needed to know whether it does.",
      recommendation: "Ask your cancer team before taking black cohosh while you take tamoxifen.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [REF_WHERB.liBlackCohoshTamoxifen],
    },
  ),
  // A randomised trial in transplant patients and a review advising against herbal extracts with ciclosporin.
  record("berberine", CICLOSPORIN, {
    severityLevel: "major",
    interactionType: "increased_drug_level",
    mechanism:
      "Berberine slows the breakdown of ciclosporin in the gut and liver (CYP3A4), so more ciclosporin stays in the blood.",
    expectedEffect: "Higher ciclosporin levels and more of its side effects, such as kidney problems.",
    clinicalSignificance: `In a randomised trial in kidney transplant recipients, berberine 0.2 g three times a day for 3 months left ciclosporin trough levels 29% higher than in patients not taking it, and raised ciclosporin exposure by 34.5% over 12 days. ${COLOMBO} raised ciclosporin levels have been reported in patients taking berberine, and advises avoiding herbal extracts with ciclosporin.`,
    recommendation:
      "Do not take berberine with ciclosporin unless your transplant or specialist team agrees and checks your ciclosporin levels.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Ciclosporin blood levels and kidney function.",
    evidenceLevel: 2,
    references: [REF_WHERB.napdiBerberineCiclosporin, REF_WHERB.colomboCiclosporinHerbs],
  }),
  // "Not shown consistently, but concomitant use should be avoided": blocked as the review advises.
  record("saw-palmetto", CICLOSPORIN, {
    severityLevel: "major",
    interactionType: "altered_drug_level",
    mechanism: "Saw palmetto may change ciclosporin levels; the evidence is not consistent.",
    expectedEffect: "Ciclosporin levels that are harder to keep in range.",
    clinicalSignificance: `${COLOMBO} an effect of saw palmetto (Serenoa repens) on ciclosporin levels has not been shown consistently, but that the two should not be used together.`,
    recommendation:
      "Do not take saw palmetto with ciclosporin unless your transplant or specialist team agrees.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Ciclosporin blood levels, as your team arranges.",
    evidenceLevel: 5,
    references: [REF_WHERB.colomboCiclosporinHerbs],
  }),
  ciclosporinAnimalOnly(
    "ginger",
    { start: "Ginger", within: "ginger" },
    "lower",
    "ginger lowered ciclosporin levels in animal studies",
  ),
  ciclosporinAnimalOnly(
    "licorice-root",
    { start: "Liquorice", within: "liquorice" },
    "lower",
    "liquorice lowered ciclosporin levels in animal studies",
  ),
  ciclosporinAnimalOnly(
    "cbd",
    { start: "CBD (cannabidiol)", within: "CBD" },
    "higher",
    "cannabidiol raised ciclosporin levels in animal studies",
  ),
  tacrolimusRaised("pomegranate", { start: "Pomegranate", within: "pomegranate" }),
  tacrolimusRaised("ginger", { start: "Ginger", within: "ginger" }),
  // A review's "major severity" rating, with no advice to avoid: major, asked about rather than blocked.
  record(
    "red-clover",
    {
      drugName: "Warfarin",
      genericName: "warfarin",
      brandNames: [],
      drugClass: "Vitamin K antagonist anticoagulant",
    },
    {
      severityLevel: "major",
      interactionType: "increased_anticoagulant_effect",
      mechanism:
        "Red clover may add to warfarin's effect on blood clotting; how it does so is not established.",
      expectedEffect: "A change in INR and a higher risk of bleeding.",
      clinicalSignificance:
        "A 2014 review of the clinical evidence on herbs and warfarin (Evidence-Based Complementary and Alternative Medicine) rated red clover, with cannabis, chamomile, cranberry, garlic, ginkgo, grapefruit, lycium and St John's wort, as having a major-severity interaction with warfarin.",
      recommendation:
        "Do not start red clover while you take warfarin without asking your anticoagulant clinic, who may want to check your INR. Get medical help for unusual bleeding or bruising.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "INR, and signs of bleeding.",
      evidenceLevel: 4,
      references: [REF_WHERB.geHerbWarfarin],
    },
  ),
  // One case report, graded as kava with alprazolam: major, asked about rather than blocked.
  record(
    "ginkgo-biloba",
    {
      drugName: "Trazodone",
      genericName: "trazodone",
      brandNames: [],
      drugClass: "Antidepressant (sedating)",
    },
    {
      severityLevel: "major",
      interactionType: "additive_sedation",
      mechanism:
        "Ginkgo may act on the brain's calming GABA receptors and may change how trazodone is broken down, adding to its sedating effect.",
      expectedEffect: "Excessive drowsiness; in one reported case, a coma.",
      clinicalSignificance:
        "A single case report describes an 80-year-old woman with Alzheimer's disease who became semicomatose a few days after starting ginkgo 80 mg and trazodone 20 mg twice a day; it was reversed with flumazenil. The drug interaction reference read says it is not certain the combination caused it, but advises avoiding ginkgo with trazodone until more is known.",
      recommendation:
        "Ask the doctor who prescribes your trazodone before taking ginkgo, and get help at once for severe drowsiness or if someone cannot be woken.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Drowsiness, confusion or being hard to wake.",
      evidenceLevel: 4,
      references: [REF_WHERB.helloPharmacistGinkgoTrazodone],
    },
  ),
  // A 29% rise in peak level in a small study, against no change with midazolam: minor.
  record(
    "ginseng",
    {
      drugName: "Nifedipine",
      genericName: "nifedipine",
      brandNames: [],
      drugClass: "Calcium channel blocker",
    },
    {
      severityLevel: "minor",
      interactionType: "enzyme_inhibition",
      mechanism:
        "Ginseng may slow the enzyme CYP3A4, which breaks nifedipine down, so its level may rise a little.",
      expectedEffect:
        "Slightly higher nifedipine levels, with more of its side effects such as flushing, headache or dizziness.",
      clinicalSignificance:
        "An article in a series on herb–drug interactions (Integrative Medicine Alert) reports that ginseng 200 mg a day for 18 days raised the peak level of nifedipine by 29%, while a standardised Asian ginseng extract taken for 28 days did not change midazolam, another medicine broken down by CYP3A4; it calls human findings on this enzyme inconsistent.",
      recommendation:
        "Tell your pharmacist if you take ginseng with nifedipine, and mention flushing, headache or dizziness.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 3,
      references: [REF_WHERB.brinkerPlantProductsPk],
    },
  ),
];
