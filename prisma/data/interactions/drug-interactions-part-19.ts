// Supplement–medicine interactions, part 19: the third reading of the nutrients' UK product information — vitamin E
// with the medicines section 4.5 of a UK vitamin E SmPC names, fish oil with ibrutinib from its own product
// information, vitamin K1 with the coumarin anticoagulants, acetylcysteine (NAC) with antibiotics and a cough
// suppressant, and 5-HTP from the product information of a non-UK 5-HTP medicine. Each was checked against the text
// of its references.
import type { Applicability, DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REFN } from "./references-nutrients";
import { REF_NUT3 } from "./references-nutrients-3";
import { verifiedRecord as record, type RecordFields } from "./verified-record";

const medicine = (genericName: string, drugName: string, drugClass: string, brandNames: string[] = []) => ({
  drugName,
  genericName,
  brandNames,
  drugClass,
});

// The SmPC speaks of "high doses" without a figure; the knowledge base's other vitamin E records start at 400 IU.
const HIGH_DOSE_VITAMIN_E: Applicability = {
  ingredient: "vitamin-e",
  minDailyAmount: { amount: 400, unit: "IU" },
  rationale:
    "The UK product information names high doses of vitamin E, not the small amounts in a multivitamin; 400 IU a day is where the knowledge base's other high-dose vitamin E records start.",
};

// Written for medicinal vitamin E, not multivitamin amounts, so the same threshold is kept.
const MEDICINAL_VITAMIN_E: Applicability = {
  ingredient: "vitamin-e",
  minDailyAmount: { amount: 400, unit: "IU" },
  rationale:
    "The UK product information is written for vitamin E taken as a medicine (the suspension's adult doses start at 100 mg a day), not the small amounts in a multivitamin.",
};

const VITAMIN_E_SMPC = "Section 4.5 of the UK product information for an oral vitamin E medicine says";

const OESTROGEN_THROMBOSIS: Omit<RecordFields, "clinicalSignificance"> = {
  severityLevel: "minor",
  interactionType: "increased_risk",
  mechanism:
    "Vitamin E has been reported to raise the risk of blood clots (thrombosis) in people already prone to them, including people taking oestrogens.",
  expectedEffect: "A possible small extra risk of a blood clot; the report has not been confirmed.",
  recommendation:
    "If you take oestrogen (in the combined pill, patch or ring, or in HRT), ask your GP or pharmacist before taking high-dose vitamin E, especially if you have had a blood clot or are at higher risk of one.",
  avoidCombination: false,
  timingSeparationHours: null,
  medicalSupervision: false,
  dosageModification: null,
  monitoringRequired: null,
  evidenceLevel: 1,
  references: [REF_NUT3.vitaminEOralSmpc, REFN.vitaminESuspensionSmpc],
  appliesWhen: MEDICINAL_VITAMIN_E,
};

/** Ibrutinib's product information names fish oil supplements among those to avoid. */
function fishOilWithIbrutinib(ingredient: string, what: string): DrugInteractionInput {
  return record(
    ingredient,
    medicine("ibrutinib", "Ibrutinib", "Cancer medicine (kinase inhibitor)", ["Imbruvica"]),
    {
      severityLevel: "major",
      interactionType: "additive_bleeding_risk",
      mechanism: `Ibrutinib itself can cause bleeding, and ${what} may add to it.`,
      expectedEffect: "A higher risk of bleeding.",
      clinicalSignificance:
        "The product information for Imbruvica (ibrutinib) reports bleeding events, some fatal, and says supplements such as fish oil and vitamin E preparations should be avoided.",
      recommendation:
        "Do not take fish oil or cod liver oil supplements while you are on ibrutinib unless your cancer team has agreed. Tell them about any supplement you take.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_NUT3.imbruvicaSmpc],
    },
  );
}

export const DRUG_INTERACTIONS_PART_19: DrugInteractionInput[] = [
  // "Should not be administered concomitantly": the combination is blocked, as for other texts of that strength.
  record(
    "vitamin-e",
    medicine("ibrutinib", "Ibrutinib", "Cancer medicine (kinase inhibitor)", ["Imbruvica"]),
    {
      severityLevel: "major",
      interactionType: "additive_bleeding_risk",
      mechanism:
        "Vitamin E may add to ibrutinib's effect on platelets, the blood cells that help blood to clot.",
      expectedEffect: "A higher risk of bleeding.",
      clinicalSignificance: `${VITAMIN_E_SMPC} vitamin E should not be given at the same time as ibrutinib, as it may enhance ibrutinib's antiplatelet effect. The product information for Imbruvica (ibrutinib) says supplements such as fish oil and vitamin E preparations should be avoided.`,
      recommendation:
        "Do not take vitamin E supplements while you are on ibrutinib unless your cancer team has agreed. Tell them about any vitamin or supplement you take.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_NUT3.vitaminEOralSmpc, REF_NUT3.imbruvicaSmpc],
    },
  ),
  record("vitamin-e", medicine("tipranavir", "Tipranavir", "HIV protease inhibitor", ["Aptivus"]), {
    severityLevel: "major",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Tipranavir itself carries a risk of bleeding, including bleeding in the brain, and high-dose vitamin E also makes bleeding more likely.",
    expectedEffect: "A higher risk of bleeding, including bleeding in the brain.",
    clinicalSignificance: `${VITAMIN_E_SMPC} tipranavir is associated with an increased risk of bleeding and of fatal and non-fatal intracranial haemorrhage, and that these risks may be increased with high-dose vitamin E.`,
    recommendation:
      "Do not take high-dose vitamin E while you are on tipranavir unless your HIV clinic has agreed. Get medical help straight away for a severe headache, unusual bleeding or bruising.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_NUT3.vitaminEOralSmpc],
    appliesWhen: HIGH_DOSE_VITAMIN_E,
  }),
  record(
    "vitamin-e",
    medicine("ciclosporin", "Ciclosporin", "Immunosuppressant (calcineurin inhibitor)", [
      "Neoral",
      "Sandimmun",
    ]),
    {
      severityLevel: "moderate",
      interactionType: "reduced_effect",
      mechanism:
        "High-dose vitamin E may change how ciclosporin is handled by the body and lower its blood level.",
      expectedEffect:
        "A lower ciclosporin level, which could make it protect a transplant or control your condition less well.",
      clinicalSignificance: `${VITAMIN_E_SMPC} high-dose vitamin E, alone or with other antioxidants, may alter the pharmacokinetics of ciclosporin and decrease its serum concentration.`,
      recommendation:
        "Do not start or stop high-dose vitamin E while you take ciclosporin without asking your transplant team or specialist, who may want to check your ciclosporin level.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Ciclosporin blood levels, as your specialist advises.",
      evidenceLevel: 1,
      references: [REF_NUT3.vitaminEOralSmpc],
      appliesWhen: HIGH_DOSE_VITAMIN_E,
    },
  ),
  record("vitamin-e", classTarget("bile-acid-sequestrant", "Bile acid sequestrants"), {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Bile acid sequestrants such as colestyramine and colestipol bind vitamin E in the gut.",
    expectedEffect: "Less vitamin E absorbed if the two are taken together.",
    clinicalSignificance: `${VITAMIN_E_SMPC} sequestrants bind vitamin E and reduce its absorption, naming colestyramine and colestipol, and that they should be taken more than two hours before or after vitamin E.`,
    recommendation:
      "Take vitamin E more than 2 hours before or after colestyramine, colestipol or colesevelam.",
    avoidCombination: false,
    timingSeparationHours: 2,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_NUT3.vitaminEOralSmpc],
  }),
  record("vitamin-e", medicine("orlistat", "Orlistat", "Weight-loss medicine", ["Xenical", "alli"]), {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "Orlistat stops some of the fat in food being absorbed, and fat-soluble vitamins such as vitamin E with it.",
    expectedEffect: "Less vitamin E absorbed.",
    clinicalSignificance: `${VITAMIN_E_SMPC} orlistat may impair the absorption of fat-soluble vitamins, including vitamin E.`,
    recommendation:
      "Ask your pharmacist when to take vitamin E while you are on orlistat, so that the two are not taken together.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_NUT3.vitaminEOralSmpc],
  }),
  record(
    "vitamin-e",
    classTarget("combined-hormonal-contraceptive", "Combined hormonal contraceptives (pill, patch, ring)"),
    {
      ...OESTROGEN_THROMBOSIS,
      clinicalSignificance: `${VITAMIN_E_SMPC} vitamin E may increase the risk of thrombosis in patients taking oestrogens; the UK SmPC for Vitamin E Suspension says this finding has not been confirmed but should be borne in mind, in particular for women taking oral contraceptives containing oestrogens.`,
    },
  ),
  record("vitamin-e", classTarget("hrt", "Hormone replacement therapy (HRT)"), {
    ...OESTROGEN_THROMBOSIS,
    clinicalSignificance: `${VITAMIN_E_SMPC} vitamin E may increase the risk of thrombosis in patients taking oestrogens; the UK SmPC for Vitamin E Suspension says this finding has not been confirmed but should be borne in mind when selecting patients for treatment.`,
  }),
  // "Should be avoided" in ibrutinib's own product information, with no amount: blocked at any dose.
  fishOilWithIbrutinib("omega-3-fish-oil", "fish oil"),
  fishOilWithIbrutinib("cod-liver-oil", "cod liver oil, a fish oil,"),
  // The paediatric SmPC's section 4.5 names the coumarins as a class; warfarin keeps its own record.
  record("vitamin-k1", classTarget("vitamin-k-antagonist", "Vitamin K antagonists (such as warfarin)"), {
    severityLevel: "major",
    interactionType: "antagonism",
    mechanism:
      "Coumarin anticoagulants such as warfarin and acenocoumarol work by blocking vitamin K; extra vitamin K1 counteracts them.",
    expectedEffect:
      "The anticoagulant works less well and your INR falls; stopping a regular vitamin K supplement can make it rise.",
    clinicalSignificance:
      "UK product information for Konakion MM Paediatric (phytomenadione, vitamin K1) says no significant interactions are known other than antagonism of coumarin anticoagulants.",
    recommendation:
      "Do not start or stop a vitamin K supplement while you take a coumarin anticoagulant without talking to your anticoagulant clinic, and keep your vitamin K intake steady.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: "The anticoagulant dose may need adjusting if vitamin K intake changes.",
    monitoringRequired: "INR checks after any change in vitamin K intake.",
    evidenceLevel: 1,
    references: [REF_NUT3.konakionPaediatricSmpc],
  }),
  // The leaflet gives the two hours and names no antibiotic, so the whole class is reached.
  record("nac", classTarget("antibacterial", "Antibiotics (antibacterials)"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism:
      "The leaflet does not give the reason; it asks for antibiotics to be taken apart from acetylcysteine.",
    expectedEffect: "The antibiotic might work less well if taken at the same time.",
    clinicalSignificance:
      "The UK patient leaflet for NACSYS 600 mg effervescent tablets (acetylcysteine) advises taking antibiotics two hours before or after NACSYS.",
    recommendation: "Take your antibiotic at least 2 hours before or after N-acetylcysteine (NAC).",
    avoidCombination: false,
    timingSeparationHours: 2,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.nacsysLeaflet],
  }),
  // The leaflet names cough suppressants as a group; dextromethorphan is the one the dictionary carries.
  record("nac", medicine("dextromethorphan", "Dextromethorphan", "Cough suppressant"), {
    severityLevel: "moderate",
    interactionType: "opposing_effect",
    mechanism:
      "Acetylcysteine loosens phlegm so that it can be coughed up; a cough suppressant such as dextromethorphan stops the cough that clears it.",
    expectedEffect: "Loosened phlegm may stay in the airways instead of being coughed up.",
    clinicalSignificance:
      "The UK patient leaflet for NACSYS 600 mg effervescent tablets (acetylcysteine) says cough suppressants should not be used at the same time, as you must be able to cough up the loosened phlegm.",
    recommendation:
      "Do not use a cough suppressant such as dextromethorphan at the same time as N-acetylcysteine (NAC); ask your pharmacist which cough remedy suits you.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.nacsysLeaflet],
  }),
  // Non-UK product information of 5-HTP sold as a medicine (Tript-OH, Italy); no UK licensed form was found.
  record("5-htp", medicine("carbidopa", "Carbidopa", "Medicine for Parkinson's disease (in co-careldopa)"), {
    severityLevel: "moderate",
    interactionType: "increased_toxicity",
    mechanism:
      "The product information names the combination without explaining how it leads to the skin reaction it describes.",
    expectedEffect:
      "In susceptible people, a possible scleroderma-like illness (hardening and thickening of the skin).",
    clinicalSignificance:
      "The Italian product information for Tript-OH (oxitriptan, 5-HTP sold as a medicine) says the combination of 5-HTP with carbidopa may, in susceptible people, increase the risk of a scleroderma-like syndrome.",
    recommendation:
      "Ask your Parkinson's team before taking 5-HTP with co-careldopa (Sinemet) or another medicine containing carbidopa, and tell them about any skin tightening or thickening.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_NUT3.triptOhItalian],
  }),
  record("5-htp", medicine("methyldopa", "Methyldopa", "Blood pressure medicine"), {
    severityLevel: "moderate",
    interactionType: "increased_effect",
    mechanism:
      "Methyldopa blocks the breakdown of 5-HTP outside the brain (peripheral decarboxylation), so more of it may reach the brain and be turned into serotonin.",
    expectedEffect: "A stronger effect of 5-HTP than expected.",
    clinicalSignificance:
      "The Italian product information for Tript-OH (oxitriptan, 5-HTP sold as a medicine) says methyldopa and methysergide block its peripheral decarboxylation, so it should be given with caution to people treated with them.",
    recommendation: "Ask your GP or pharmacist before taking 5-HTP if you take methyldopa.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_NUT3.triptOhItalian],
  }),
  // Tricyclics (apart from clomipramine) are not in the serotonergic class, so the class record reaches them here.
  record("5-htp", classTarget("tricyclic-antidepressant", "Tricyclic antidepressants"), {
    severityLevel: "moderate",
    interactionType: "increased_effect",
    mechanism: "5-HTP is turned into serotonin and may add to the effect of a tricyclic antidepressant.",
    expectedEffect: "A stronger effect of the antidepressant, which may need a lower dose.",
    clinicalSignificance:
      "The Italian product information for Tript-OH (oxitriptan, 5-HTP sold as a medicine) says the effect of tricyclic and tetracyclic antidepressants may be potentiated and their doses may need reducing.",
    recommendation:
      "Ask your doctor before taking 5-HTP with a tricyclic antidepressant such as amitriptyline or nortriptyline, including low doses taken for pain or sleep.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: "The antidepressant dose may need reducing.",
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_NUT3.triptOhItalian],
  }),
];
