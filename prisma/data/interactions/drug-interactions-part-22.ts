// Supplement–medicine interactions, part 22: ingredients that had few or no medicine records — garcinia cambogia with
// SSRI antidepressants and chitosan with warfarin (published case reports, level 4), chamomile with anticoagulants and
// sedatives (Merck Manual), bilberry with diabetes and blood-thinning medicines (American Academy of Family
// Physicians), evening primrose oil with two phenothiazine antipsychotics (a hospital health library), bromelain with
// blood thinners and tetracyclines and grape seed extract with blood thinners and quercetin with chemotherapy (Memorial Sloan
// Kettering), glutamine with paclitaxel and docetaxel (University
// of Arizona integrative oncology toolkit); the
// monographs and tables give no grade of evidence, so those records are level 5. Each was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { verifiedRecord as record, type RecordTarget as Target } from "./verified-record";
import { REF_ZERO as R } from "./references-zero";

export const DRUG_INTERACTIONS_PART_22: DrugInteractionInput[] = [
  // One reported case, not a trial: flagged for supervision rather than blocked.
  record("garcinia-cambogia", classTarget("ssri", "SSRI antidepressants"), {
    severityLevel: "moderate",
    interactionType: "serotonergic",
    mechanism:
      "Hydroxycitric acid, the main substance in garcinia cambogia, may raise serotonin levels, which adds to the effect of SSRI antidepressants.",
    expectedEffect:
      "A risk of too much serotonin (serotonin toxicity): sweating, shaking, a fast heartbeat, high blood pressure, agitation and muscle twitching.",
    clinicalSignificance:
      "A published case report describes serotonin toxicity in a woman who had taken escitalopram for over a year without problems and then took a garcinia cambogia weight-loss supplement for 2 to 3 months; the authors note that hydroxycitric acid may increase serotonin and so the risk of serotonin toxicity with SSRIs.",
    recommendation:
      "Ask your doctor or pharmacist before taking garcinia cambogia if you take an SSRI antidepressant. Get medical help straight away if you develop sweating, shaking, a racing heart or muscle twitching.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Signs of serotonin toxicity: sweating, shaking, agitation, a fast heartbeat.",
    evidenceLevel: 4,
    references: [R.garciniaSerotoninCase],
  }),
  record(
    "chitosan",
    {
      drugName: "Warfarin",
      genericName: "warfarin",
      brandNames: ["Coumadin"],
      drugClass: "Vitamin K antagonist",
    },
    {
      severityLevel: "moderate",
      interactionType: "increased_anticoagulant_effect",
      mechanism:
        "Chitosan binds fats and bile acids in the gut and can reduce how much vitamin K (a fat-soluble vitamin) is absorbed, which makes warfarin act more strongly.",
      expectedEffect: "A higher INR and a greater risk of bleeding or bruising.",
      clinicalSignificance:
        "A published case report describes a man stable on warfarin whose INR rose markedly after he took chitosan 1,200 mg twice a day, settled when he stopped, and rose again when he restarted it; the authors judged the interaction probable and say healthcare professionals should be aware of it.",
      recommendation:
        "Do not start or stop chitosan without telling the clinic that manages your warfarin, so your INR can be checked.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "INR when chitosan is started or stopped.",
      evidenceLevel: 4,
      references: [R.chitosanWarfarinCase],
    },
  ),
  record("chamomile", classTarget("anticoagulant", "Anticoagulants (blood thinners)"), {
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "Chamomile may add to the effect of medicines that stop the blood clotting.",
    expectedEffect: "A possible increase in bruising and bleeding.",
    clinicalSignificance:
      "The Merck Manual's table of herb–drug interactions says chamomile taken with anticoagulants such as warfarin may increase the risk of bleeding.",
    recommendation:
      "Ask your pharmacist or the clinic that manages your anticoagulant before taking chamomile supplements. Get medical advice if you notice unusual bruising or bleeding.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Unusual bruising or bleeding.",
    evidenceLevel: 5,
    references: [R.merckHerbDrugTable],
  }),
  // "May intensify or prolong": graded below the herbs whose sources describe marked sedation (valerian, kava).
  record("chamomile", classTarget("sedative", "Medicines that cause drowsiness (sedatives)"), {
    severityLevel: "minor",
    interactionType: "additive_sedation",
    mechanism: "Chamomile has a mild calming effect, which may add to the effect of sedating medicines.",
    expectedEffect: "More or longer-lasting drowsiness.",
    clinicalSignificance:
      "The Merck Manual's table of herb–drug interactions says chamomile may intensify or prolong the effects of sedatives such as barbiturates and benzodiazepines.",
    recommendation:
      "Be aware that chamomile supplements may make a sedating medicine's drowsiness stronger or last longer; do not drive or use machinery if you feel drowsy.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.merckHerbDrugTable],
  }),
  ...(
    [
      [
        classTarget("blood-glucose-lowering", "Medicines that lower blood sugar (diabetes medicines)"),
        "additive_blood_glucose_lowering",
        "Bilberry may lower blood sugar, adding to the effect of diabetes medicines.",
        "Blood sugar may fall too low (hypoglycaemia): shaking, sweating, confusion.",
        "The American Academy of Family Physicians lists diabetes medicines among bilberry's possible interactions: it can decrease blood sugar, which can cause blood sugar to reach dangerously low levels.",
        "Ask your doctor or diabetes nurse before taking bilberry supplements, and check your blood sugar more often when you start or stop them.",
        "Blood sugar, especially when starting or stopping bilberry.",
      ],
      [
        classTarget("anticoagulant", "Anticoagulants (blood thinners)"),
        "additive_bleeding_risk",
        "Bilberry may slow blood clotting, adding to the effect of anticoagulants.",
        "A possible increase in bruising and bleeding.",
        "The American Academy of Family Physicians lists anticoagulant and antiplatelet medicines such as warfarin among bilberry's possible interactions: it can slow blood clotting, which can increase the risk of bruising and bleeding.",
        "Ask your pharmacist or the clinic that manages your anticoagulant before taking bilberry supplements. Get medical advice if you notice unusual bruising or bleeding.",
        "Unusual bruising or bleeding.",
      ],
      [
        classTarget("antiplatelet", "Antiplatelet medicines (such as aspirin and clopidogrel)"),
        "additive_bleeding_risk",
        "Bilberry may slow blood clotting, adding to the effect of antiplatelet medicines.",
        "A possible increase in bruising and bleeding.",
        "The American Academy of Family Physicians lists anticoagulant and antiplatelet medicines such as warfarin among bilberry's possible interactions: it can slow blood clotting, which can increase the risk of bruising and bleeding.",
        "Ask your pharmacist before taking bilberry supplements with an antiplatelet medicine. Get medical advice if you notice unusual bruising or bleeding.",
        "Unusual bruising or bleeding.",
      ],
    ] as const
  ).map(
    ([
      target,
      interactionType,
      mechanism,
      expectedEffect,
      clinicalSignificance,
      recommendation,
      monitoring,
    ]) =>
      record("bilberry", target, {
        severityLevel: "moderate",
        interactionType,
        mechanism,
        expectedEffect,
        clinicalSignificance,
        recommendation,
        avoidCombination: false,
        timingSeparationHours: null,
        medicalSupervision: true,
        dosageModification: null,
        monitoringRequired: monitoring,
        evidenceLevel: 5,
        references: [R.familyDoctorSupplements],
      }),
  ),
  ...(
    [
      {
        drugName: "Chlorpromazine",
        genericName: "chlorpromazine",
        brandNames: [],
        drugClass: "Phenothiazine antipsychotic",
      },
      {
        drugName: "Perphenazine",
        genericName: "perphenazine",
        brandNames: [],
        drugClass: "Phenothiazine antipsychotic",
      },
    ] satisfies Target[]
  ).map((target) =>
    // "Should not take" on a consumer page resting on old case reports: flagged for supervision, not blocked.
    record("evening-primrose-oil", target, {
      severityLevel: "moderate",
      interactionType: "seizure_threshold",
      mechanism:
        "Evening primrose oil may make seizures more likely in people taking phenothiazine antipsychotics, which can themselves lower the seizure threshold.",
      expectedEffect: "A possible increase in the risk of a seizure (fit).",
      clinicalSignificance: `A US hospital health library page on gamma-linolenic acid says people taking phenothiazines such as ${target.genericName} to treat schizophrenia should not take evening primrose oil, because it may increase the risk of seizures.`,
      recommendation: `Ask your psychiatrist or pharmacist before taking evening primrose oil with ${target.genericName}, and get urgent help if you have a fit.`,
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.stLukesGla],
    }),
  ),
  // Memorial Sloan Kettering's "Do Not Take If" is written as blocking, as for its dandelion entries.
  record("bromelain", classTarget("anticoagulant", "Anticoagulants (blood thinners)"), {
    severityLevel: "major",
    interactionType: "additive_bleeding_risk",
    mechanism: "Bromelain slows several steps of blood clotting, which adds to the effect of blood thinners.",
    expectedEffect: "A greater risk of bruising and bleeding.",
    clinicalSignificance:
      'Memorial Sloan Kettering Cancer Center\'s monograph lists taking warfarin or other blood thinners under "Do Not Take If", because bromelain may increase the risk of bruising and bleeding.',
    recommendation: "Do not take bromelain while you are taking a blood thinner.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.mskBromelain],
  }),
  record("bromelain", classTarget("tetracycline", "Tetracycline antibiotics (such as doxycycline)"), {
    severityLevel: "major",
    interactionType: "increased_absorption",
    mechanism: "Bromelain increases how much of these antibiotics is absorbed from the gut.",
    expectedEffect: "Higher levels of the antibiotic in the blood and urine.",
    clinicalSignificance:
      'Memorial Sloan Kettering Cancer Center\'s monograph lists taking tetracycline antibiotics under "Do Not Take If", because bromelain may increase their blood and urine levels.',
    recommendation: "Do not take bromelain during a course of a tetracycline antibiotic such as doxycycline.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.mskBromelain],
  }),
  record("grape-seed-extract", classTarget("anticoagulant", "Anticoagulants (blood thinners)"), {
    severityLevel: "major",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "In laboratory studies grape seed extract may increase the risk of bleeding, adding to the effect of blood thinners.",
    expectedEffect: "A possible increase in bruising and bleeding.",
    clinicalSignificance:
      'Memorial Sloan Kettering Cancer Center\'s monograph lists taking warfarin or other blood thinners under "Do Not Take If": laboratory studies suggest grape seed may increase bleeding risk, although its clinical relevance has yet to be determined.',
    recommendation:
      "Do not take grape seed extract while you are taking a blood thinner unless your anticoagulant clinic agrees.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.mskGrapeSeed],
  }),
  ...(
    [
      {
        drugName: "Paclitaxel",
        genericName: "paclitaxel",
        brandNames: ["Taxol"],
        drugClass: "Taxane chemotherapy",
      },
      {
        drugName: "Docetaxel",
        genericName: "docetaxel",
        brandNames: ["Taxotere"],
        drugClass: "Taxane chemotherapy",
      },
    ] satisfies Target[]
  ).map((target) =>
    record("glutamine", target, {
      severityLevel: "major",
      interactionType: "increased_toxicity",
      mechanism: `Glutamine may add to the nerve damage (peripheral neuropathy) that ${target.genericName} can cause.`,
      expectedEffect: "A possible increase in numbness, tingling or pain in the hands and feet.",
      clinicalSignificance: `The University of Arizona's integrative oncology toolkit says glutamine should not be taken during paclitaxel (Taxol, Abraxane) or docetaxel (Taxotere) chemotherapy, as it may increase the risk of peripheral neuropathy.`,
      recommendation: `Do not take glutamine supplements during ${target.genericName} chemotherapy unless your cancer team advises it.`,
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 5,
      references: [R.arizonaGlutamine],
    }),
  ),
  record("quercetin", classTarget("cytotoxic-chemotherapy", "Chemotherapy medicines"), {
    severityLevel: "moderate",
    interactionType: "reduced_effect",
    mechanism:
      "Quercetin is an antioxidant, and antioxidants may work against the way some chemotherapy medicines act.",
    expectedEffect: "Some chemotherapy medicines may work less well.",
    clinicalSignificance:
      "Memorial Sloan Kettering Cancer Center's monograph says that, because of its antioxidant effects, quercetin may interfere with the actions of certain chemotherapy drugs.",
    recommendation:
      "Tell your cancer team before taking quercetin during chemotherapy, and take it only if they agree.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.mskQuercetin],
  }),
];
