// Supplement–medicine interactions, part 4: class-targeted bleeding-risk records (DOACs and antiplatelets),
// biotin and thyroid tests, caffeine, retinoids, diabetes medicines, sedatives, PPIs and potassium.
// Every bleeding-risk record uses interactionType "additive_bleeding_risk" so the engine can give one
// combined warning when several such supplements meet an anticoagulant or antiplatelet.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF, bnf, nhs } from "./references";
import { REFN } from "./references-nutrients";
import { OMACOR_REFERENCES, OMACOR_WITH_ANTICOAGULANTS } from "./references-licensed-forms";

const DOAC = classTarget("doac", "Direct oral anticoagulants (apixaban, rivaroxaban, edoxaban, dabigatran)");
const ANTIPLATELET = classTarget(
  "antiplatelet",
  "Antiplatelet medicines (clopidogrel, prasugrel, ticagrelor, dipyridamole, low-dose aspirin)",
);
const BLEEDING_SIGNS =
  "Get medical help for unusual bleeding or bruising, black or bloody stools, blood in urine, or a severe headache.";
const VITAMIN_E_THRESHOLD = {
  ingredient: "vitamin-e",
  minDailyAmount: { amount: 400, unit: "IU" as const },
  rationale:
    "The NIH fact sheet states that the amount of supplemental vitamin E needed to affect clotting is unknown but probably exceeds 400 IU a day, and the UK product information warns about high doses; multivitamin amounts are far lower.",
};
const FISH_OIL_THRESHOLD = {
  ingredient: "omega-3-fish-oil",
  minDailyAmount: { amount: 5, unit: "g" as const },
  rationale:
    "EFSA found that long-term supplemental EPA and DHA up to about 5 g a day does not increase spontaneous bleeding, and the 2022 bleeding review found fish oil not associated with bleeding; the record applies only above the amounts studied.",
};

const BLEEDING: DrugInteractionInput[] = [
  {
    id: "di-ginkgo-biloba-doac",
    ingredient: "ginkgo-biloba",
    ...DOAC,
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "Ginkgo has antiplatelet effects that may add to the effect of an anticoagulant.",
    expectedEffect: "Possible increase in bruising and bleeding.",
    clinicalSignificance:
      "A 2022 review found ginkgo associated with bleeding in people taking anticoagulants, although overall evidence is conflicting; there are no studies specific to DOACs.",
    recommendation: `Speak to your doctor or pharmacist before taking ginkgo with a blood thinner such as apixaban or rivaroxaban. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [REF.supplementBleedingReview2022, REF.bentGinkgoBleeding2005],
    isVerified: true,
  },
  {
    id: "di-ginkgo-biloba-antiplatelet",
    ingredient: "ginkgo-biloba",
    ...ANTIPLATELET,
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Ginkgo's antiplatelet effect (it antagonises platelet-activating factor) may add to an antiplatelet medicine.",
    expectedEffect: "Possible increase in bruising and bleeding.",
    clinicalSignificance:
      "Spontaneous bleeding has been reported with ginkgo, particularly in people with other bleeding risks; a 2022 review rated ginkgo among the supplements with a high bleeding risk.",
    recommendation: `Speak to your doctor or pharmacist before taking ginkgo with aspirin, clopidogrel or another antiplatelet medicine. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [REF.supplementBleedingReview2022, REF.bentGinkgoBleeding2005, REF.nccihGinkgo],
    isVerified: true,
  },
  {
    id: "di-garlic-doac",
    ingredient: "garlic",
    ...DOAC,
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "Garlic supplements have antiplatelet effects that may add to the effect of an anticoagulant.",
    expectedEffect: "Possible increase in bruising and bleeding.",
    clinicalSignificance:
      "A 2022 review found garlic supplements strongly associated with surgical bleeding, independent of anticoagulants; there are no studies specific to DOACs.",
    recommendation: `Speak to your doctor or pharmacist before taking garlic supplements with a blood thinner such as apixaban or rivaroxaban (garlic in food is fine). ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [REF.supplementBleedingReview2022, REF.nccihGarlic],
    isVerified: true,
  },
  {
    id: "di-garlic-antiplatelet",
    ingredient: "garlic",
    ...ANTIPLATELET,
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "Garlic supplements have antiplatelet effects that may add to an antiplatelet medicine.",
    expectedEffect: "Possible increase in bruising and bleeding.",
    clinicalSignificance:
      "A 2022 review found garlic supplements strongly associated with surgical bleeding, independent of anticoagulants.",
    recommendation: `Speak to your doctor or pharmacist before taking garlic supplements with aspirin, clopidogrel or another antiplatelet medicine (garlic in food is fine). ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 3,
    references: [REF.supplementBleedingReview2022, REF.nccihGarlic],
    isVerified: true,
  },
  {
    id: "di-turmeric-curcumin-doac",
    ingredient: "turmeric-curcumin",
    ...DOAC,
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "Curcumin has antiplatelet effects in laboratory studies.",
    expectedEffect: "Possible increase in bruising and bleeding; evidence comes from case reports.",
    clinicalSignificance:
      "A 2022 review found turmeric associated with bleeding in people taking anticoagulants, on the evidence of case reports.",
    recommendation: `Speak to your doctor or pharmacist before taking turmeric or curcumin supplements with a blood thinner such as apixaban or rivaroxaban (turmeric in food is fine). ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 4,
    references: [REF.supplementBleedingReview2022, REF.nccihTurmeric],
    isVerified: true,
  },
  {
    id: "di-turmeric-curcumin-antiplatelet",
    ingredient: "turmeric-curcumin",
    ...ANTIPLATELET,
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "Curcumin has antiplatelet effects in laboratory studies that may add to an antiplatelet medicine.",
    expectedEffect: "Possible increase in bruising and bleeding; evidence comes from case reports.",
    clinicalSignificance:
      "A 2022 review rated turmeric as a moderate bleeding risk on the evidence of case reports in people taking blood thinners.",
    recommendation: `Speak to your doctor or pharmacist before taking turmeric or curcumin supplements with aspirin, clopidogrel or another antiplatelet medicine. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 4,
    references: [REF.supplementBleedingReview2022, REF.nccihTurmeric],
    isVerified: true,
  },
  {
    id: "di-vitamin-e-doac",
    ingredient: "vitamin-e",
    ...DOAC,
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism:
      "High-dose vitamin E can reduce platelet clumping and act against vitamin K, adding to the effect of an anticoagulant.",
    expectedEffect: "Possible increase in bleeding at high doses.",
    clinicalSignificance:
      "UK product information for vitamin E warns that high doses may increase the risk of bleeding in people taking anticoagulants.",
    recommendation: `Do not take high-dose vitamin E (400 IU or more a day) with a blood thinner unless your doctor agrees; the amount in a multivitamin is fine. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.vitaminESmpc, REF.odsVitaminE],
    isVerified: true,
    appliesWhen: VITAMIN_E_THRESHOLD,
  },
  {
    id: "di-vitamin-e-antiplatelet",
    ingredient: "vitamin-e",
    ...ANTIPLATELET,
    severityLevel: "moderate",
    interactionType: "additive_bleeding_risk",
    mechanism: "High-dose vitamin E reduces platelet clumping, adding to an antiplatelet medicine.",
    expectedEffect: "Possible increase in bleeding at high doses.",
    clinicalSignificance:
      "UK product information for vitamin E warns that high doses may increase the risk of bleeding in people taking platelet aggregation inhibitors such as aspirin and clopidogrel.",
    recommendation: `Do not take high-dose vitamin E (400 IU or more a day) with aspirin, clopidogrel or another antiplatelet medicine unless your doctor agrees; the amount in a multivitamin is fine. ${BLEEDING_SIGNS}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.vitaminESmpc, REF.odsVitaminE],
    isVerified: true,
    appliesWhen: VITAMIN_E_THRESHOLD,
  },
  {
    id: "di-omega-3-fish-oil-doac",
    ingredient: "omega-3-fish-oil",
    ...DOAC,
    ...OMACOR_WITH_ANTICOAGULANTS,
    recommendation:
      "If you take about 3.4 g or more of EPA and DHA a day, tell your doctor or pharmacist that you take fish oil with your blood thinner.",
    monitoringRequired: null,
    references: OMACOR_REFERENCES,
  },
  {
    id: "di-omega-3-fish-oil-antiplatelet",
    ingredient: "omega-3-fish-oil",
    ...ANTIPLATELET,
    severityLevel: "minor",
    interactionType: "additive_bleeding_risk",
    mechanism: "Omega-3 fats have mild antiplatelet effects in laboratory studies.",
    expectedEffect: "No meaningful increase in bleeding has been shown at usual doses.",
    clinicalSignificance:
      "Fish oil was not associated with bleeding in a 2022 review, and EFSA found no increase in bleeding with up to about 5 g of EPA and DHA a day; this note applies only above that amount.",
    recommendation:
      "Keep to no more than 5 g of EPA and DHA a day, and tell your doctor or pharmacist that you take fish oil with your antiplatelet medicine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.supplementBleedingReview2022, REF.efsaOmega3Safety2012],
    isVerified: true,
    appliesWhen: FISH_OIL_THRESHOLD,
  },
];

const BIOTIN_THRESHOLD = {
  ingredient: "biotin",
  minDailyAmount: { amount: 150, unit: "µg" as const },
  rationale:
    "Interference has been reported with oral products containing 150 micrograms or more of biotin per dose; it is not expected at amounts near the 30 microgram daily intake (HSA safety alert).",
};
const BIOTIN_MECHANISM =
  "Many thyroid blood tests use a biotin–streptavidin reaction; biotin from supplements in the blood sample can make results falsely high or falsely low.";

const BIOTIN_AND_CAFFEINE: DrugInteractionInput[] = [
  {
    id: "di-biotin-thyroid-hormone",
    ingredient: "biotin",
    ...classTarget("thyroid-hormone", "Thyroid hormones (levothyroxine, liothyronine)"),
    severityLevel: "moderate",
    interactionType: "laboratory_test_interference",
    mechanism: BIOTIN_MECHANISM,
    expectedEffect:
      "Thyroid function tests used to set your levothyroxine dose may be wrong, which could lead to an unnecessary dose change.",
    clinicalSignificance:
      "The MHRA Drug Safety Update of June 2023 highlighted that biotin can interfere with thyroid immunoassays and that patients should be asked about biotin before thyroid function tests; NICE is adding this to its thyroid guideline.",
    recommendation:
      "Tell your GP or the blood test clinic that you take biotin (including hair, skin and nail supplements) before any thyroid blood test, and ask whether to stop it for a while beforehand.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Mention biotin before thyroid function tests.",
    evidenceLevel: 1,
    references: [REF.niceBiotinThyroidTests2023, REF.hsaBiotinThyroidTests],
    isVerified: true,
    appliesWhen: BIOTIN_THRESHOLD,
  },
  {
    id: "di-biotin-antithyroid",
    ingredient: "biotin",
    ...classTarget("antithyroid", "Antithyroid medicines (carbimazole, propylthiouracil)"),
    severityLevel: "moderate",
    interactionType: "laboratory_test_interference",
    mechanism: BIOTIN_MECHANISM,
    expectedEffect:
      "Biotin can make results look like an overactive thyroid, so tests used to adjust carbimazole or propylthiouracil may be misleading.",
    clinicalSignificance:
      "The MHRA Drug Safety Update of June 2023 highlighted that biotin can interfere with thyroid immunoassays and that patients should be asked about biotin before thyroid function tests.",
    recommendation:
      "Tell your specialist or the blood test clinic that you take biotin (including hair, skin and nail supplements) before any thyroid blood test, and ask whether to stop it for a while beforehand.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Mention biotin before thyroid function tests.",
    evidenceLevel: 1,
    references: [REF.niceBiotinThyroidTests2023, REF.hsaBiotinThyroidTests],
    isVerified: true,
    appliesWhen: BIOTIN_THRESHOLD,
  },
  {
    id: "di-caffeine-lithium",
    ingredient: "caffeine",
    ...classTarget("mood-stabiliser", "Lithium"),
    severityLevel: "major",
    interactionType: "altered_drug_level",
    mechanism:
      "Caffeine increases the amount of lithium the kidneys remove; when a regular caffeine intake stops, lithium levels can rise.",
    expectedEffect:
      "Starting caffeine can lower lithium levels; stopping or sharply cutting caffeine can raise them, in reported cases to toxic levels (shaking, confusion, being sick, unsteadiness).",
    clinicalSignificance:
      "Caffeine withdrawal increased blood lithium levels in a clinical study, and a 2024 case report described toxic lithium levels after a sudden cut in caffeine intake. UK product information for caffeine tablets (Pro Plus) says they should not be used by people taking antidepressants, naming lithium carbonate.",
    recommendation:
      "Do not take caffeine tablets or caffeine supplements with lithium unless your lithium clinic agrees. Keep your coffee, tea, cola and energy drinks steady: a big change either way can alter your lithium level.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Lithium level after a big change in caffeine intake.",
    evidenceLevel: 3,
    references: [REF.mesterCaffeineLithium1995, REF.caffeineLithiumCase2024, REFN.proPlusSmpc],
    isVerified: true,
  },
  {
    id: "di-caffeine-clozapine",
    ingredient: "caffeine",
    drugName: "Clozapine",
    genericName: "clozapine",
    brandNames: ["Clozaril", "Denzapine", "Zaponex"],
    drugClass: "Antipsychotic",
    severityLevel: "major",
    interactionType: "enzyme_inhibition",
    mechanism: "Caffeine and clozapine are both broken down by CYP1A2; caffeine slows clozapine's breakdown.",
    expectedEffect:
      "Clozapine levels can rise with large amounts of caffeine and fall when caffeine is cut, changing side effects or control of symptoms.",
    clinicalSignificance:
      "Caffeine 400 to 1,000 mg a day reduced clozapine clearance in a volunteer study, to an extent that may matter for some people; clozapine prescribing information lists caffeine as a CYP1A2 inhibitor to watch. UK product information for caffeine tablets (Pro Plus) says they should not be used by people taking anxiolytics, naming clozapine.",
    recommendation:
      "Do not take caffeine tablets or caffeine supplements with clozapine unless your mental health team agrees, and keep your coffee, tea and energy drinks steady.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Clozapine blood level if caffeine intake changes a lot.",
    evidenceLevel: 3,
    references: [REF.haggCaffeineClozapine2000, REF.clozapineCoMedicationTable2022, REFN.proPlusSmpc],
    isVerified: true,
  },
  {
    id: "di-caffeine-methylxanthine",
    ingredient: "caffeine",
    ...classTarget("methylxanthine", "Theophylline and aminophylline"),
    severityLevel: "major",
    interactionType: "additive_effect",
    mechanism:
      "Caffeine is a methylxanthine like theophylline and is broken down by the same liver enzyme (CYP1A2), so their effects and side effects add up.",
    expectedEffect: "More side effects such as feeling sick, a fast heartbeat, shaking and poor sleep.",
    clinicalSignificance:
      "Theophylline has a narrow margin between effective and toxic levels, and theophylline patient information advises avoiding large amounts of caffeine-containing drinks. UK product information for caffeine tablets (PEP) says they should not be used with theophylline, as caffeine shares its metabolic pathway.",
    recommendation:
      "Do not take caffeine tablets or caffeine supplements while taking theophylline or aminophylline, and avoid large amounts of coffee, tea, cola or energy drinks; ask your pharmacist if you are unsure.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.uniphyllinSmpc, REF.pepCaffeineSmpc, bnf("theophylline", "Theophylline")],
    isVerified: true,
  },
];

const GLUCOSE_ADVICE =
  "If you have diabetes, speak to your GP or diabetes team before taking it, check your blood glucose more often, and know the signs of a hypo (shaking, sweating, confusion). Hypos are most likely with insulin or sulfonylureas such as gliclazide.";
const GLUCOSE_LOWERING = classTarget("blood-glucose-lowering", "Diabetes medicines");

const OTHER_CLASSES: DrugInteractionInput[] = [
  {
    id: "di-vitamin-a-retinoid",
    ingredient: "vitamin-a",
    ...classTarget("retinoid", "Oral retinoids (isotretinoin, acitretin, alitretinoin)"),
    severityLevel: "major",
    interactionType: "additive_toxicity",
    mechanism: "Oral retinoids are vitamin A derivatives; extra vitamin A adds to their effects.",
    expectedEffect:
      "Risk of vitamin A toxicity (hypervitaminosis A): headache, dry skin, liver problems and raised pressure in the head.",
    clinicalSignificance:
      "Acitretin product information contraindicates vitamin A with it because of the risk of hypervitaminosis A; isotretinoin and alitretinoin carry the same warning.",
    recommendation:
      "Do not take vitamin A supplements (or multivitamins containing vitamin A) while taking isotretinoin, acitretin or alitretinoin; speak to your dermatologist or pharmacist.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [
      REF.neotigasonSmpc,
      nhs("isotretinoin-capsules", "Isotretinoin capsules"),
      bnf("isotretinoin", "Isotretinoin"),
      REF.odsVitaminA,
    ],
    isVerified: true,
  },
  {
    id: "di-cod-liver-oil-retinoid",
    ingredient: "cod-liver-oil",
    ...classTarget("retinoid", "Oral retinoids (isotretinoin, acitretin, alitretinoin)"),
    severityLevel: "major",
    interactionType: "additive_toxicity",
    mechanism:
      "Cod liver oil contains preformed vitamin A, which adds to the effects of oral retinoids (vitamin A derivatives).",
    expectedEffect: "Risk of vitamin A toxicity.",
    clinicalSignificance:
      "Retinoid product information says vitamin A must not be taken at the same time; cod liver oil is a vitamin A source.",
    recommendation:
      "Do not take cod liver oil while taking isotretinoin, acitretin or alitretinoin; an omega-3 fish body oil without vitamin A is an alternative.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.neotigasonSmpc, nhs("isotretinoin-capsules", "Isotretinoin capsules"), REF.nhsVitaminA],
    isVerified: true,
  },
  {
    id: "di-berberine-blood-glucose-lowering",
    ingredient: "berberine",
    ...GLUCOSE_LOWERING,
    severityLevel: "moderate",
    interactionType: "additive_blood_glucose_lowering",
    mechanism: "Berberine lowers blood glucose; with diabetes medicines the effects may add up.",
    expectedEffect: "Possible low blood sugar (hypoglycaemia).",
    clinicalSignificance:
      "Berberine is promoted for blood glucose; its effect alongside diabetes medicines has not been studied properly, so the risk is inferred from its action.",
    recommendation: `Do not add berberine to diabetes medicines without advice. ${GLUCOSE_ADVICE}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood glucose.",
    evidenceLevel: 5,
    references: [REF.diabetesSupplementsReview2021, REF.nccihGoldenseal],
    isVerified: false,
  },
  {
    id: "di-chromium-blood-glucose-lowering",
    ingredient: "chromium",
    ...GLUCOSE_LOWERING,
    severityLevel: "moderate",
    interactionType: "additive_blood_glucose_lowering",
    mechanism: "Chromium may improve insulin sensitivity; with diabetes medicines the effects may add up.",
    expectedEffect: "Possible low blood sugar (hypoglycaemia), mainly with insulin or sulfonylureas.",
    clinicalSignificance:
      "Chromium supplements might lower blood glucose, and people taking them with insulin or other diabetes medicines have needed lower doses in some reports.",
    recommendation: `Do not add chromium to diabetes medicines without advice. ${GLUCOSE_ADVICE}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood glucose.",
    evidenceLevel: 4,
    references: [REF.odsChromium, REF.diabetesSupplementsReview2021],
    isVerified: false,
  },
  {
    id: "di-alpha-lipoic-acid-blood-glucose-lowering",
    ingredient: "alpha-lipoic-acid",
    ...GLUCOSE_LOWERING,
    severityLevel: "moderate",
    interactionType: "additive_blood_glucose_lowering",
    mechanism:
      "Alpha-lipoic acid may improve glucose uptake; with diabetes medicines the effects may add up.",
    expectedEffect: "Possible low blood sugar (hypoglycaemia).",
    clinicalSignificance:
      "Alpha-lipoic acid may lower blood glucose, so people taking diabetes medicines are advised to monitor glucose; the size of any effect is uncertain.",
    recommendation: `Do not add alpha-lipoic acid to diabetes medicines without advice. ${GLUCOSE_ADVICE}`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood glucose.",
    evidenceLevel: 5,
    references: [REF.lpiLipoicAcid],
    isVerified: false,
  },
  {
    id: "di-valerian-sedative",
    ingredient: "valerian",
    ...classTarget(
      "sedative",
      "Sedating medicines (benzodiazepines, Z-drugs, opioids, gabapentinoids, sedating antihistamines)",
    ),
    severityLevel: "moderate",
    interactionType: "additive_sedation",
    mechanism:
      "Valerian is taken for its calming, sleep-promoting effect, which may add to sedating medicines.",
    expectedEffect: "Possible extra drowsiness and slower reactions.",
    clinicalSignificance:
      "Valerian may add to the effect of sedating medicines such as opioid painkillers, gabapentinoids and sedating antihistamines; the evidence is limited. With benzodiazepines and sleeping tablets the advice is stronger: UK valerian leaflets say not to combine them.",
    recommendation:
      "Ask your doctor or pharmacist before taking valerian with strong painkillers or other sedating medicines. Do not drive or use machinery if you feel drowsy.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF.hmpcValerian, REF.nccihValerian],
    isVerified: false,
  },
  {
    id: "di-iron-ppi",
    ingredient: "iron",
    ...classTarget(
      "ppi",
      "Proton pump inhibitors (omeprazole, lansoprazole, esomeprazole, pantoprazole, rabeprazole)",
    ),
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Stomach acid helps non-haem iron to be absorbed; proton pump inhibitors reduce stomach acid.",
    expectedEffect: "Iron supplements may be absorbed less well, especially with long-term PPI use.",
    clinicalSignificance:
      "Proton pump inhibitors may reduce iron absorption; this matters most when iron is being taken to treat iron deficiency.",
    recommendation:
      "If you take iron for iron deficiency and a PPI long term, ask your GP whether your iron levels should be checked.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Iron levels if treating iron deficiency.",
    evidenceLevel: 3,
    references: [REF.odsIron],
    isVerified: false,
  },
];

const POTASSIUM_RETENTION =
  "This medicine reduces the amount of potassium the kidneys remove, so extra potassium from a supplement or salt substitute can build up in the blood.";
const HYPERKALAEMIA =
  "High blood potassium (hyperkalaemia), which can cause muscle weakness and dangerous heart rhythm problems.";
const POTASSIUM_REFS = [
  REF.bmjSaltSubstitutes2003,
  REF.potassiumChlorideSmpc,
  REF.medsafePotassiumSupplements2024,
  REF.odsPotassium,
];

const POTASSIUM: DrugInteractionInput[] = [
  {
    id: "di-potassium-ace-inhibitor",
    ingredient: "potassium",
    ...classTarget(
      "ace-inhibitor",
      "ACE inhibitors (ramipril, lisinopril, perindopril, enalapril and others)",
    ),
    severityLevel: "major",
    interactionType: "hyperkalaemia",
    mechanism: POTASSIUM_RETENTION,
    expectedEffect: HYPERKALAEMIA,
    clinicalSignificance:
      "ACE inhibitors raise potassium; potassium supplements and potassium salt substitutes add to this, especially with kidney problems or diabetes. Potassium product information asks for caution with ACE inhibitors.",
    recommendation:
      "Do not take potassium supplements or potassium salt substitutes (such as LoSalt) with an ACE inhibitor unless your doctor has told you to.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood potassium and kidney function tests.",
    evidenceLevel: 1,
    references: POTASSIUM_REFS,
    isVerified: true,
  },
  {
    id: "di-potassium-arb",
    ingredient: "potassium",
    ...classTarget("arb", "Angiotensin II receptor blockers (losartan, candesartan, valsartan and others)"),
    severityLevel: "major",
    interactionType: "hyperkalaemia",
    mechanism: POTASSIUM_RETENTION,
    expectedEffect: HYPERKALAEMIA,
    clinicalSignificance:
      "ARBs raise potassium (including valsartan in sacubitril/valsartan); potassium supplements and potassium salt substitutes add to this, especially with kidney problems.",
    recommendation:
      "Do not take potassium supplements or potassium salt substitutes with an ARB such as losartan or candesartan unless your doctor has told you to.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood potassium and kidney function tests.",
    evidenceLevel: 1,
    references: POTASSIUM_REFS,
    isVerified: true,
  },
  {
    id: "di-potassium-potassium-sparing-diuretic",
    ingredient: "potassium",
    ...classTarget(
      "potassium-sparing-diuretic",
      "Potassium-sparing diuretics (spironolactone, eplerenone, amiloride, triamterene)",
    ),
    severityLevel: "major",
    interactionType: "hyperkalaemia",
    mechanism: POTASSIUM_RETENTION,
    expectedEffect: HYPERKALAEMIA,
    clinicalSignificance:
      "Potassium supplements and potassium salt substitutes can cause life-threatening hyperkalaemia in people taking potassium-sparing diuretics, especially with kidney problems; potassium product information asks for caution with them.",
    recommendation:
      "Do not take potassium supplements or potassium salt substitutes with spironolactone, eplerenone, amiloride or triamterene unless your doctor has told you to.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood potassium and kidney function tests.",
    evidenceLevel: 1,
    references: POTASSIUM_REFS,
    isVerified: true,
  },
  {
    id: "di-potassium-trimethoprim",
    ingredient: "potassium",
    drugName: "Trimethoprim (including co-trimoxazole)",
    genericName: "trimethoprim",
    brandNames: [],
    drugClass: "Antibacterial",
    severityLevel: "moderate",
    interactionType: "hyperkalaemia",
    mechanism:
      "Trimethoprim acts like a potassium-sparing diuretic in the kidney and reduces potassium excretion.",
    expectedEffect: HYPERKALAEMIA,
    clinicalSignificance:
      "Trimethoprim is a recognised cause of hyperkalaemia, more so in older people, with kidney problems, or with other medicines that raise potassium; potassium supplements add to this.",
    recommendation:
      "Ask your doctor before taking potassium supplements or potassium salt substitutes while you take trimethoprim, especially if you have kidney problems or also take an ACE inhibitor, ARB or spironolactone; you may need your potassium checked.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired:
      "Blood potassium if you have kidney problems or take other medicines that raise potassium.",
    evidenceLevel: 1,
    references: [REF.medsafePotassiumSupplements2024, REF.potassiumChlorideSmpc],
    isVerified: true,
  },
];

export const DRUG_INTERACTIONS_PART_4: DrugInteractionInput[] = [
  ...BLEEDING,
  ...BIOTIN_AND_CAFFEINE,
  ...OTHER_CLASSES,
  ...POTASSIUM,
];
