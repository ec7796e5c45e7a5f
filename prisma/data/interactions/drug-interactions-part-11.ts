// Supplement–medicine interactions, part 11: what the herbs' product information and monographs state and
// parts 1 to 9 lacked — St John's wort and ginkgo on the P-glycoprotein pump, ginkgo with dabigatran and
// nifedipine, passion flower with sedating medicines, enteric-coated peppermint oil with acid reducers. Each was
// checked against the text of its first reference.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import {
  verifiedRecord as record,
  type RecordFields as Fields,
  type RecordTarget as Target,
} from "./verified-record";
import { REF_HERBS } from "./references-herbs";

const PEPPERMINT_EARLY_RELEASE =
  "Medicines that lower stomach acid can make the coating of gastro-resistant peppermint oil capsules dissolve in the stomach instead of the gut, releasing the oil too early.";
const PEPPERMINT_EFFECT =
  "Heartburn, indigestion or an irritated gullet, and less relief of bowel symptoms, because the oil is released before it reaches the gut.";
const PEPPERMINT_SEPARATE =
  "Take enteric-coated (gastro-resistant) peppermint oil capsules at least 2 hours before or 2 hours after this medicine, not at the same time.";

function peppermintWith(slug: string, name: string, which: string): DrugInteractionInput {
  return record("peppermint-oil", classTarget(slug, name), {
    severityLevel: "minor",
    interactionType: "premature_release",
    mechanism: PEPPERMINT_EARLY_RELEASE,
    expectedEffect: PEPPERMINT_EFFECT,
    clinicalSignificance: `The Colpermin leaflet says ${which} taken at the same time could cause the premature release of the peppermint oil, so they should be taken at least 2 hours before or after it.`,
    recommendation: PEPPERMINT_SEPARATE,
    avoidCombination: false,
    timingSeparationHours: 2,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_HERBS.colperminLeaflet, REF_HERBS.drugsComPeppermintOmeprazole],
  });
}

const BLACK_COHOSH_OESTROGEN: Fields = {
  severityLevel: "major",
  interactionType: "hormonal_interference",
  mechanism:
    "Black cohosh may have hormone-like actions, which could add to or interfere with a medicine that contains oestrogen.",
  expectedEffect:
    "The oestrogen medicine may not work as intended, or hormone-related side effects may change.",
  clinicalSignificance:
    "The UK black cohosh leaflet says not to take it with a medicine containing oestrogen unless your doctor advises it is safe to do so.",
  recommendation:
    "Do not take black cohosh with a medicine that contains oestrogen unless your doctor says it is safe.",
  avoidCombination: true,
  timingSeparationHours: null,
  medicalSupervision: true,
  dosageModification: null,
  monitoringRequired: null,
  evidenceLevel: 1,
  references: [REF_HERBS.bootsBlackCohoshLeaflet],
};

function turmericWith(target: Target, effect: string): DrugInteractionInput {
  return record("turmeric-curcumin", target, {
    severityLevel: "moderate",
    interactionType: "altered_drug_level",
    mechanism:
      "Turmeric and curcumin affect some liver enzymes (cytochrome P450) and transporters (P-glycoprotein, OATP) that handle medicines.",
    expectedEffect: effect,
    clinicalSignificance:
      "The NHS Specialist Pharmacy Service says people taking medicines with a narrow therapeutic index or significant side effects, such as anticancer or immunosuppressant medicines, should use turmeric and curcumin with caution.",
    recommendation:
      "Speak to your specialist team or pharmacist before taking turmeric or curcumin supplements with this medicine; turmeric used in cooking is fine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_HERBS.spsTurmeric],
  });
}

function lavenderWith(target: Target): DrugInteractionInput {
  return record("lavender", target, {
    severityLevel: "major",
    interactionType: "additive_sedation",
    mechanism:
      "Lavender oil is taken to calm anxiety; its effect may add to that of medicines for sleep or anxiety.",
    expectedEffect: "More drowsiness or sedation.",
    clinicalSignificance:
      "The UK product information for lavender oil capsules (Kalms Lavender One-a-Day) says they should not be taken with other medicines for sleep or anxiety.",
    recommendation:
      "Do not take lavender oil capsules with this medicine unless your doctor or pharmacist agrees.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_HERBS.kalmsLavenderSmpc],
  });
}

function chasteberryWith(
  target: Target,
  expectedEffect: string,
  recommendation: string,
): DrugInteractionInput {
  return record("chasteberry", target, {
    severityLevel: "moderate",
    interactionType: "hormonal_interference",
    mechanism:
      "Agnus castus (chasteberry) may bind oestrogen and dopamine receptors, so it may interfere with hormone medicines.",
    expectedEffect,
    clinicalSignificance:
      "Australia's medicines regulator received a report of an unintended pregnancy in a woman taking agnus castus with a progestogen-only pill, and says Health Canada and the EMA advise asking a health practitioner first if you take progesterone preparations, oral contraceptives or HRT.",
    recommendation,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 4,
    references: [REF_HERBS.tgaVitexContraceptives],
  });
}

export const DRUG_INTERACTIONS_PART_11: DrugInteractionInput[] = [
  record(
    "st-johns-wort",
    classTarget("pgp-substrate", "Medicines carried by the P-glycoprotein (P-gp) pump in the gut"),
    {
      severityLevel: "moderate",
      interactionType: "transporter_induction",
      mechanism:
        "St John's wort makes the gut produce more P-glycoprotein, a pump that pushes this medicine back out of the gut wall, so less of it reaches the blood.",
      expectedEffect: "Lower levels of the medicine, so it may work less well.",
      clinicalSignificance:
        "A review of the interaction studies and case reports concluded that St John's wort induces P-glycoprotein in a clinically relevant way, reducing the effect of medicines that depend on it; in a study in healthy volunteers it significantly lowered the level of digoxin, a medicine carried by this pump. Medicines with a narrow margin between an effective and a harmful dose need closer monitoring when St John's wort is started, stopped or its dose changed.",
      recommendation:
        "Speak to your doctor or pharmacist before taking St John's wort with this medicine. If you already take both, do not stop St John's wort suddenly on your own: the medicine's level can rise again as the effect wears off.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Levels or effect of the medicine when St John's wort is started or stopped.",
      evidenceLevel: 3,
      references: [REF_HERBS.mannelSjw2004, REF_HERBS.gurleyDigoxinPgp],
    },
  ),
  record(
    "ginkgo-biloba",
    classTarget("pgp-substrate", "Medicines carried by the P-glycoprotein (P-gp) pump in the gut"),
    {
      severityLevel: "moderate",
      interactionType: "transporter_inhibition",
      mechanism:
        "Ginkgo may slow P-glycoprotein, a pump in the gut wall that limits how much of this medicine is absorbed, so more of it reaches the blood.",
      expectedEffect: "Higher levels of the medicine and more of its side effects.",
      clinicalSignificance:
        "The EU product information for ginkgo leaf extract says an interaction study with talinolol indicates ginkgo may inhibit P-glycoprotein in the gut, which may raise exposure to medicines markedly affected by this pump, such as dabigatran.",
      recommendation:
        "Ask your doctor or pharmacist before taking ginkgo with this medicine, and tell them if you notice more side effects from it.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_HERBS.ginkgoPrecautions],
    },
  ),
  record(
    "ginkgo-biloba",
    {
      drugName: "Dabigatran",
      genericName: "dabigatran",
      brandNames: ["Pradaxa"],
      drugClass: "Direct oral anticoagulant (thrombin inhibitor)",
    },
    {
      severityLevel: "moderate",
      interactionType: "increased_drug_level",
      mechanism:
        "Ginkgo may slow the P-glycoprotein pump that limits how much dabigatran the gut absorbs, and ginkgo extracts may also make platelets less sticky.",
      expectedEffect: "More dabigatran in the blood and a greater risk of bleeding.",
      clinicalSignificance:
        "The EU product information for ginkgo leaf extract advises caution when combining ginkgo and dabigatran, and says ginkgo should only be used with anticoagulants after consulting a doctor.",
      recommendation:
        "Speak to your doctor or anticoagulant clinic before taking ginkgo with dabigatran. Get medical help for unusual bleeding or bruising, black or bloody stools, or blood in your urine.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Signs of bleeding.",
      evidenceLevel: 1,
      references: [REF_HERBS.ginkgoPrecautions],
    },
  ),
  record(
    "ginkgo-biloba",
    {
      drugName: "Nifedipine",
      genericName: "nifedipine",
      brandNames: ["Adalat"],
      drugClass: "Calcium channel blocker",
    },
    {
      severityLevel: "moderate",
      interactionType: "increased_drug_level",
      mechanism: "Ginkgo may raise the peak level of nifedipine in the blood.",
      expectedEffect: "Dizziness and worse hot flushes.",
      clinicalSignificance:
        "The EU product information for ginkgo leaf extract says one interaction study found ginkgo may increase the peak level of nifedipine, by up to 100% in some people, causing dizziness and more severe hot flushes.",
      recommendation:
        "Ask your doctor or pharmacist before taking ginkgo with nifedipine, and tell them if you feel dizzy or flushed.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_HERBS.ginkgoPrecautions],
    },
  ),
  record(
    "passionflower",
    classTarget("sedative", "Medicines that cause drowsiness (sleeping tablets, benzodiazepines, opioids)"),
    {
      severityLevel: "major",
      interactionType: "additive_sedation",
      mechanism:
        "Passion flower is taken to calm and aid sleep; its sedating effect adds to that of medicines that cause drowsiness.",
      expectedEffect: "More drowsiness and slower reactions.",
      clinicalSignificance:
        "Health Canada's passionflower monograph says taking it with alcohol or other medicines or natural health products with sedative properties is not recommended.",
      recommendation:
        "Do not take passion flower with medicines that make you drowsy unless your doctor or pharmacist agrees, and do not drive or use machinery if you feel drowsy.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_HERBS.healthCanadaPassionflower, REF_HERBS.nccamSafetyNotes],
    },
  ),
  peppermintWith(
    "ppi",
    "Proton pump inhibitors (omeprazole, lansoprazole, esomeprazole, pantoprazole, rabeprazole)",
    "proton pump inhibitors",
  ),
  peppermintWith("h2-antagonist", "H2 antagonists (famotidine, cimetidine)", "H2 receptor antagonists"),
  peppermintWith("antacid", "Antacids and indigestion remedies", "antacids"),
  record(
    "black-cohosh",
    classTarget("hrt", "Hormone replacement therapy (HRT) containing oestrogen"),
    BLACK_COHOSH_OESTROGEN,
  ),
  record(
    "black-cohosh",
    classTarget("combined-hormonal-contraceptive", "Combined hormonal contraceptives (contain oestrogen)"),
    BLACK_COHOSH_OESTROGEN,
  ),
  record("sage", classTarget("benzodiazepine", "Benzodiazepines (diazepam, lorazepam and similar)"), {
    severityLevel: "major",
    interactionType: "additive_sedation",
    mechanism:
      "Sage leaf preparations might act on the brain's GABA receptors, the same target as benzodiazepines and barbiturates.",
    expectedEffect: "The medicine's calming or sedating effect may change; more drowsiness is possible.",
    clinicalSignificance:
      "UK sage leaf product information says sage might influence the effect of medicines acting via GABA receptors, such as barbiturates and benzodiazepines, even if this has not been seen clinically, so using them together is not recommended.",
    recommendation:
      "Do not take sage leaf tablets or capsules with a benzodiazepine unless your doctor or pharmacist agrees.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_HERBS.menoforceSageSmpc, REF_HERBS.salvianSmpc],
  }),
  record(
    "sage",
    {
      drugName: "Phenobarbital",
      genericName: "phenobarbital",
      brandNames: [],
      drugClass: "Barbiturate antiepileptic",
    },
    {
      severityLevel: "major",
      interactionType: "altered_drug_effect",
      mechanism:
        "Sage leaf preparations might act on the brain's GABA receptors, the same target as barbiturates.",
      expectedEffect: "Phenobarbital's effect may change.",
      clinicalSignificance:
        "UK sage leaf product information names barbiturates among the medicines acting via GABA receptors that sage might influence, and says using them together is not recommended.",
      recommendation:
        "Do not take sage leaf tablets or capsules with phenobarbital unless your doctor agrees.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_HERBS.menoforceSageSmpc, REF_HERBS.salvianSmpc],
    },
  ),
  turmericWith(
    classTarget("immunosuppressant", "Immunosuppressants (ciclosporin, tacrolimus and similar)"),
    "The level of the immunosuppressant may change, affecting how well it works or its side effects.",
  ),
  turmericWith(
    classTarget("anticancer", "Cancer medicines"),
    "The level of the cancer medicine may change, affecting how well it works or its side effects.",
  ),
  record(
    "ginseng",
    classTarget("blood-glucose-lowering", "Medicines that lower blood sugar (diabetes medicines)"),
    {
      severityLevel: "moderate",
      interactionType: "additive_hypoglycaemia",
      mechanism: "Asian ginseng may lower blood sugar, adding to the effect of diabetes medicines.",
      expectedEffect: "Blood sugar may fall lower than expected (hypoglycaemia).",
      clinicalSignificance:
        "The NIH's Herbs at a Glance safety summary for Asian ginseng says people with diabetes should use extra caution, especially if using medicines to lower blood sugar or other herbs thought to lower it.",
      recommendation:
        "Speak to your diabetes team or pharmacist before taking ginseng with a diabetes medicine, and check your blood sugar more often when you start or stop it. Know the signs of a hypo: shaking, sweating, hunger, confusion.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Blood sugar when ginseng is started or stopped.",
      evidenceLevel: 3,
      references: [REF_HERBS.bmcHerbsAtAGlance],
    },
  ),
  ...(
    [
      ["cardiac-glycoside", "Cardiac glycosides (digoxin)", "The effect of digoxin on the heart may change."],
      [
        "nitrate",
        "Nitrates (such as GTN and isosorbide)",
        "Blood pressure may fall further, with dizziness.",
      ],
    ] as const
  ).map(([slug, name, effect]) =>
    record("hawthorn", classTarget(slug, name), {
      severityLevel: "moderate",
      interactionType: "additive_cardiac_effect",
      mechanism: "Hawthorn acts on the heart and blood vessels, as this medicine does.",
      expectedEffect: effect,
      clinicalSignificance:
        "A review table of popular herbal medicines lists cardiac glycosides, blood pressure medicines and nitrates as hawthorn's potential interactions.",
      recommendation: "Speak to your doctor or pharmacist before taking hawthorn with a heart medicine.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [REF_HERBS.pmjHerbalRisks],
    }),
  ),
  record("lavender", classTarget("sedative", "Medicines that cause drowsiness (sedatives)"), {
    severityLevel: "moderate",
    interactionType: "additive_sedation",
    mechanism: "Lavender taken by mouth has a calming effect that may add to that of sedating medicines.",
    expectedEffect: "More drowsiness.",
    clinicalSignificance:
      "The NIH's complementary health centre says using lavender with sedative medicines may increase drowsiness; UK lavender oil capsule information says not to take them with other medicines for sleep or anxiety.",
    recommendation:
      "Ask your pharmacist before taking lavender capsules with a medicine that makes you drowsy, and do not drive if you feel sleepy.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF_HERBS.nccamSafetyNotes, REF_HERBS.kalmsLavenderSmpc],
  }),
  record(
    "garlic",
    {
      drugName: "Saquinavir",
      genericName: "saquinavir",
      brandNames: ["Invirase"],
      drugClass: "HIV protease inhibitor",
    },
    {
      severityLevel: "major",
      interactionType: "reduced_drug_level",
      mechanism: "Garlic supplements lower the amount of saquinavir that reaches the blood.",
      expectedEffect:
        "Saquinavir may work less well against HIV, with a risk of the virus becoming resistant.",
      clinicalSignificance:
        "In an NIH study, garlic caplets taken twice daily for three weeks lowered saquinavir levels by about half, and they were still about a third lower ten days after stopping; the NIH's Herbs at a Glance says garlic interferes with the effectiveness of saquinavir.",
      recommendation:
        "Do not take garlic supplements with saquinavir unless your HIV team agrees; garlic in cooking is fine.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 3,
      references: [REF_HERBS.ibaseGarlicSaquinavir, REF_HERBS.bmcHerbsAtAGlance],
    },
  ),
  record("horse-chestnut", classTarget("anticoagulant", "Anticoagulants (blood thinners)"), {
    severityLevel: "moderate",
    interactionType: "increased_anticoagulant_effect",
    mechanism:
      "Horse chestnut seed extract may add to the effect of blood thinners; the way it does so is not established.",
    expectedEffect: "A greater effect of the blood thinner, with more bruising or bleeding.",
    clinicalSignificance:
      "The package leaflet of a licensed horse chestnut seed extract (Venosin retard) says an increased effect of anticoagulant medicines was seen in single cases, and that clotting should be checked more often when they are taken together.",
    recommendation:
      "Tell your anticoagulant clinic or pharmacist before taking horse chestnut; your clotting may need checking more often. Get medical help for unusual bleeding or bruising.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Clotting tests (such as INR) more often.",
    evidenceLevel: 4,
    references: [REF_HERBS.venosinLeaflet],
  }),
  lavenderWith(classTarget("benzodiazepine", "Benzodiazepines (medicines for anxiety or sleep)")),
  lavenderWith(classTarget("z-drug", "Z-drug sleeping tablets (zopiclone, zolpidem)")),
  chasteberryWith(
    classTarget("hormonal-contraceptive", "Hormonal contraceptives (pill, implant, patch, ring)"),
    "The contraceptive may not work as well, with a risk of unplanned pregnancy.",
    "Speak to your doctor, nurse or pharmacist before taking agnus castus with hormonal contraception, and consider extra contraception such as condoms.",
  ),
  chasteberryWith(
    classTarget("hrt", "Hormone replacement therapy (HRT)"),
    "HRT may not work as intended.",
    "Speak to your doctor or pharmacist before taking agnus castus with HRT.",
  ),
  chasteberryWith(
    classTarget("progestogen", "Progestogens (progesterone preparations)"),
    "The progestogen may not work as intended.",
    "Speak to your doctor or pharmacist before taking agnus castus with a progesterone medicine.",
  ),
];
