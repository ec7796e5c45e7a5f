// Supplement–medicine interactions, part 3: class-targeted records for St John's wort and 5-HTP
// (antiepileptics, serotonergic medicines, HIV medicines, emergency contraception, clozapine).
// Each record covers every member of its class (classes.md); the single-medicine records these replaced
// are listed in retired-record-ids.ts.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF, nhs } from "./references";
import { REF_NUT3 } from "./references-nutrients-3";
import { REF_P23 } from "./references-p23";

const SJW_INDUCTION =
  "St John's wort induces liver enzymes (CYP3A4, CYP2C9, CYP1A2, CYP2C19) and the P-glycoprotein transporter, so many medicines are broken down or removed faster and their blood levels fall.";
const SJW_SEROTONIN =
  "St John's wort increases serotonin activity in the brain, adding to the effect of serotonergic medicines.";
const SEROTONIN_SYNDROME =
  "Risk of serotonin syndrome: agitation, confusion, sweating, shaking, muscle twitching, fast heartbeat and high temperature. Get urgent help if these appear.";
const SJW_STOPPING =
  "If you already take both, do not stop St John's wort suddenly on your own: levels of the medicine can change when it is stopped, so speak to your doctor or pharmacist first.";
const FIVE_HTP_SEROTONIN =
  "5-HTP is turned directly into serotonin; taken with a medicine that raises serotonin activity, serotonin can build up.";

const SJW_SEROTONERGIC: DrugInteractionInput[] = [
  {
    id: "di-st-johns-wort-ssri",
    ingredient: "st-johns-wort",
    ...classTarget("ssri", "SSRI antidepressants"),
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism: SJW_SEROTONIN,
    expectedEffect: `More side effects and a risk of serotonin syndrome. ${SEROTONIN_SYNDROME}`,
    clinicalSignificance:
      "The UK Committee on Safety of Medicines advised in 2000 that people taking SSRIs (citalopram, fluoxetine, fluvoxamine, paroxetine, sertraline) should not take St John's wort; St John's wort product information lists a pharmacodynamic interaction with SSRIs.",
    recommendation: `Do not take St John's wort with an SSRI antidepressant (such as sertraline, citalopram, escitalopram, fluoxetine, paroxetine or fluvoxamine). Speak to your doctor or pharmacist. Fluoxetine stays in the body for weeks after stopping, so ask before starting St John's wort afterwards too. ${SJW_STOPPING}`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.cmsSjwLetter2000, REF.hendersonSjw2002, REF.medsafeSjwSerotonin2012, REF.hmpcSjw],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-snri",
    ingredient: "st-johns-wort",
    ...classTarget("snri", "SNRI antidepressants"),
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism: SJW_SEROTONIN,
    expectedEffect: `More side effects and a risk of serotonin syndrome. ${SEROTONIN_SYNDROME}`,
    clinicalSignificance:
      "Venlafaxine and duloxetine are serotonergic antidepressants; St John's wort is listed among the serotonergic products associated with serotonin syndrome and is not to be combined with antidepressants without medical supervision.",
    recommendation: `Do not take St John's wort with venlafaxine or duloxetine. Speak to your doctor or pharmacist. ${SJW_STOPPING}`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.serotoninAgentsTable2019, REF.npsSerotoninSyndrome, REF.medsafeSjwSerotonin2012],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-maoi",
    ingredient: "st-johns-wort",
    ...classTarget("maoi", "MAOI antidepressants and MAO-B inhibitors"),
    severityLevel: "contraindicated",
    interactionType: "serotonergic",
    mechanism: `${SJW_SEROTONIN} MAO inhibitors stop serotonin being broken down, so the two effects add up.`,
    expectedEffect: `Risk of serotonin syndrome. ${SEROTONIN_SYNDROME}`,
    clinicalSignificance:
      "Medicines that increase serotonin, St John's wort among them, are not to be taken with an MAOI (phenelzine, isocarboxazid, tranylcypromine, moclobemide) or with the MAO-B inhibitors selegiline and rasagiline, nor within 14 days of stopping an MAOI; the rasagiline leaflets name St John's wort among the products not to take with it.",
    recommendation:
      "Do not take St John's wort with an MAOI or MAO-B inhibitor, or within 14 days of stopping an MAOI. Speak to your doctor or pharmacist.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [
      REF.npsSerotoninSyndrome,
      REF.serotoninAgentsTable2019,
      REF.hmpcSjw,
      REF_P23.rasagilineLeaflet,
    ],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-triptan",
    ingredient: "st-johns-wort",
    ...classTarget("triptan", "Triptans for migraine"),
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism: "Triptans act on serotonin receptors; St John's wort increases serotonin activity.",
    expectedEffect: "More side effects and a risk of serotonin toxicity.",
    clinicalSignificance:
      "The UK Committee on Safety of Medicines advised in 2000 that people taking triptans (sumatriptan, naratriptan, rizatriptan, zolmitriptan) should stop St John's wort because of an increased risk of adverse reactions.",
    recommendation:
      "Do not take St John's wort with a triptan (such as sumatriptan, rizatriptan, zolmitriptan or naratriptan). Speak to your doctor or pharmacist about other migraine treatment.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.cmsSjwLetter2000, REF.hendersonSjw2002, REF.npsSerotoninSyndrome],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-serotonergic-opioid",
    ingredient: "st-johns-wort",
    ...classTarget(
      "serotonergic-opioid",
      "Serotonergic opioid painkillers (tramadol, tapentadol, pethidine, methadone, fentanyl)",
    ),
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism: `${SJW_SEROTONIN} St John's wort can also speed up the breakdown of methadone and some other opioids.`,
    expectedEffect: `Risk of serotonin syndrome; pain relief or methadone treatment may also become less effective. ${SEROTONIN_SYNDROME}`,
    clinicalSignificance:
      "Tramadol, fentanyl and St John's wort are on the list of medicines to combine only under careful medical supervision; St John's wort product information also advises special care with methadone because its levels may fall.",
    recommendation:
      "Take St John's wort with tramadol or another serotonergic opioid painkiller only if your doctor has agreed and is monitoring you, and get urgent help for the signs of serotonin syndrome. Speak to your pharmacist.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Watch for signs of serotonin syndrome, and for reduced effect of methadone.",
    evidenceLevel: 1,
    references: [REF.npsSerotoninSyndrome, REF.serotoninAgentsTable2019, REF.hmpcSjw],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-mirtazapine",
    ingredient: "st-johns-wort",
    drugName: "Mirtazapine",
    genericName: "mirtazapine",
    brandNames: ["Zispin SolTab"],
    drugClass: "Antidepressant (noradrenergic and specific serotonergic)",
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism: SJW_SEROTONIN,
    expectedEffect: "More side effects and a possible risk of serotonin syndrome.",
    clinicalSignificance:
      "St John's wort is a recognised serotonergic product, to be combined with antidepressants only under medical supervision; mirtazapine's own part in serotonin syndrome is debated.",
    recommendation:
      "Ask your doctor before taking St John's wort with mirtazapine, and take them together only under their supervision; speak to your pharmacist.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF.npsSerotoninSyndrome, REF.serotoninAgentsTable2019, nhs("mirtazapine", "Mirtazapine")],
    isVerified: true,
  },
];

const SJW_INDUCED: DrugInteractionInput[] = [
  {
    id: "di-st-johns-wort-antiepileptic",
    ingredient: "st-johns-wort",
    ...classTarget("antiepileptic", "Antiepileptic medicines"),
    severityLevel: "major",
    interactionType: "enzyme_induction",
    mechanism: `${SJW_INDUCTION} The MHRA also received a report of worse seizures with antiepileptics not broken down by these enzymes.`,
    expectedEffect: "Seizures may become more frequent or more severe.",
    clinicalSignificance:
      "The MHRA advises that St John's wort and antiepileptic medicines should not be used together, and that people with epilepsy should not use products containing St John's wort; the 2000 warning on carbamazepine, phenobarbital and phenytoin was extended to all antiepileptics in 2007.",
    recommendation: `Do not take St John's wort if you take any medicine for epilepsy. ${SJW_STOPPING}`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood levels of the antiepileptic if St John's wort has been started or stopped.",
    evidenceLevel: 1,
    references: [REF.mhraSjwAntiepileptics2007, REF.cmsSjwLetter2000],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-emergency-contraceptive",
    ingredient: "st-johns-wort",
    ...classTarget("emergency-contraceptive", "Emergency contraception (morning-after pill)"),
    severityLevel: "major",
    interactionType: "enzyme_induction",
    mechanism: `${SJW_INDUCTION} Levonorgestrel is broken down by CYP3A4, and the effect lasts up to 4 weeks after stopping St John's wort.`,
    expectedEffect: "A standard dose of the morning-after pill may not prevent pregnancy.",
    clinicalSignificance:
      "The MHRA advises that anyone who has taken St John's wort or another enzyme inducer in the last 4 weeks should preferably have a copper IUD; if that is not an option, the levonorgestrel dose is doubled from 1.5 mg to 3 mg. FSRH guidance does not recommend ulipristal (ellaOne) in this situation.",
    recommendation:
      "If you need emergency contraception and have taken St John's wort in the last 4 weeks, tell the pharmacist, doctor or nurse. A copper coil works best; otherwise you need a double dose (3 mg) of levonorgestrel, not ulipristal. Take a pregnancy test afterwards.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification:
      "Levonorgestrel 3 mg (two 1.5 mg tablets taken together) instead of 1.5 mg, if a copper IUD is not an option.",
    monitoringRequired: "Pregnancy test after using emergency contraception.",
    evidenceLevel: 1,
    references: [REF.mhraLevonorgestrelInducers, REF.fsrhDoubleDoseLng2016, REF.fsrhEmergencyContraception],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-hiv-protease-inhibitor",
    ingredient: "st-johns-wort",
    ...classTarget("hiv-protease-inhibitor", "HIV protease inhibitors"),
    severityLevel: "contraindicated",
    interactionType: "enzyme_induction",
    mechanism: SJW_INDUCTION,
    expectedEffect: "Levels of the HIV medicine fall, risking treatment failure and drug resistance.",
    clinicalSignificance:
      "St John's wort sharply lowered indinavir levels; UK regulators warned that all HIV protease inhibitors are likely to be affected, and St John's wort product information contraindicates indinavir and other protease inhibitors.",
    recommendation: `Do not take St John's wort with HIV medicines; speak to your HIV clinic or pharmacist. ${SJW_STOPPING}`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Viral load if St John's wort has been taken.",
    evidenceLevel: 1,
    references: [REF.cmsSjwLetter2000, REF.aidsmapMcaSjw, REF.hmpcSjw, REF.mannelSjwInteractions2004],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-nnrti",
    ingredient: "st-johns-wort",
    ...classTarget("nnrti", "HIV non-nucleoside reverse transcriptase inhibitors (NNRTIs)"),
    severityLevel: "contraindicated",
    interactionType: "enzyme_induction",
    mechanism: "St John's wort induces CYP3A4, which breaks down NNRTIs such as efavirenz and nevirapine.",
    expectedEffect: "Levels of the HIV medicine fall, risking treatment failure and drug resistance.",
    clinicalSignificance:
      "UK regulators warned that St John's wort may lower efavirenz and nevirapine levels; a review of St John's wort interactions lists NNRTIs among the medicines contraindicated with it.",
    recommendation: `Do not take St John's wort with HIV medicines; speak to your HIV clinic or pharmacist. ${SJW_STOPPING}`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Viral load if St John's wort has been taken.",
    evidenceLevel: 1,
    references: [REF.aidsmapMcaSjw, REF.mannelSjwInteractions2004, REF.cmsSjwLetter2000],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-integrase-inhibitor",
    ingredient: "st-johns-wort",
    ...classTarget("integrase-inhibitor", "HIV integrase inhibitors"),
    severityLevel: "major",
    interactionType: "enzyme_induction",
    mechanism:
      "St John's wort induces the enzymes and transporters that clear integrase inhibitors such as bictegravir and dolutegravir.",
    expectedEffect: "Levels of the HIV medicine may fall, risking treatment failure and drug resistance.",
    clinicalSignificance:
      "Biktarvy (bictegravir) product information contraindicates St John's wort; for dolutegravir combinations the advice is to avoid it because there are too few data to adjust the dose.",
    recommendation: `Do not take St John's wort with HIV medicines; speak to your HIV clinic or pharmacist. ${SJW_STOPPING}`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Viral load if St John's wort has been taken.",
    evidenceLevel: 1,
    references: [REF.liverpoolBictegravirSjw, REF.biktarvyInteractions],
    isVerified: true,
  },
  {
    id: "di-st-johns-wort-clozapine",
    ingredient: "st-johns-wort",
    drugName: "Clozapine",
    genericName: "clozapine",
    brandNames: ["Clozaril", "Denzapine", "Zaponex"],
    drugClass: "Antipsychotic",
    severityLevel: "major",
    interactionType: "enzyme_induction",
    mechanism: "St John's wort is a strong CYP3A4 inducer and can speed up the breakdown of clozapine.",
    expectedEffect: "Clozapine levels may fall and symptoms of psychosis may return.",
    clinicalSignificance:
      "Clozapine prescribing information lists St John's wort among strong CYP3A4 inducers whose use with clozapine is not recommended.",
    recommendation: `Do not take St John's wort with clozapine; speak to your mental health team or pharmacist. ${SJW_STOPPING}`,
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Clozapine blood level if St John's wort has been started or stopped.",
    evidenceLevel: 1,
    references: [REF.clozapineCoMedicationTable2022],
    isVerified: true,
  },
];

const FIVE_HTP: DrugInteractionInput[] = [
  {
    id: "di-5-htp-ssri",
    ingredient: "5-htp",
    ...classTarget("ssri", "SSRI antidepressants"),
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism: `${FIVE_HTP_SEROTONIN} SSRIs stop serotonin being cleared.`,
    expectedEffect: SEROTONIN_SYNDROME,
    // Tript-OH's Italian product information: 5-HTP may increase the effect of SSRIs and is to be used with caution in
    // people taking or recently taking one, because of the possibility of serotonin syndrome.
    clinicalSignificance:
      "The product information of a licensed 5-HTP medicine (Tript-OH, Italy) says 5-HTP may increase the effect of SSRIs such as fluoxetine and citalopram, and should be used with caution in people taking or recently taking an SSRI because of the possibility of serotonin syndrome.",
    recommendation:
      "Take 5-HTP with an SSRI antidepressant only if your doctor has agreed and is monitoring you; speak to your pharmacist, and get urgent help for the signs of serotonin syndrome.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [
      REF.boyerSerotoninSyndrome2005,
      REF.npsSerotoninSyndrome,
      REF.serotoninAgentsTable2019,
      REF_NUT3.triptOhItalian,
    ],
    isVerified: true,
  },
  {
    id: "di-5-htp-snri",
    ingredient: "5-htp",
    ...classTarget("snri", "SNRI antidepressants"),
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism: `${FIVE_HTP_SEROTONIN} Venlafaxine and duloxetine stop serotonin being cleared.`,
    expectedEffect: SEROTONIN_SYNDROME,
    clinicalSignificance:
      "Serotonin precursors taken with serotonin reuptake inhibitors are a recognised cause of serotonin toxicity; the risk with 5-HTP is inferred from its action.",
    recommendation:
      "Take 5-HTP with venlafaxine or duloxetine only if your doctor has agreed and is monitoring you; speak to your pharmacist, and get urgent help for the signs of serotonin syndrome.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF.boyerSerotoninSyndrome2005, REF.npsSerotoninSyndrome],
    isVerified: false,
  },
  {
    id: "di-5-htp-maoi",
    ingredient: "5-htp",
    ...classTarget("maoi", "MAOI antidepressants and MAO-B inhibitors"),
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism: `${FIVE_HTP_SEROTONIN} MAO inhibitors stop serotonin being broken down.`,
    expectedEffect: SEROTONIN_SYNDROME,
    clinicalSignificance:
      "Tryptophan, the amino acid 5-HTP is made from, is on the list of products not to be taken with an MAOI or within 14 days of stopping one; MAOI combinations cause the most severe serotonin toxicity.",
    recommendation:
      "Do not take 5-HTP with an MAOI or MAO-B inhibitor, or within 14 days of stopping an MAOI. Speak to your doctor or pharmacist.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF.npsSerotoninSyndrome, REF.boyerSerotoninSyndrome2005],
    isVerified: false,
  },
  {
    id: "di-5-htp-triptan",
    ingredient: "5-htp",
    ...classTarget("triptan", "Triptans for migraine"),
    severityLevel: "moderate",
    interactionType: "serotonergic",
    mechanism: `${FIVE_HTP_SEROTONIN} Triptans act on serotonin receptors.`,
    expectedEffect: "A possible increase in serotonergic side effects.",
    clinicalSignificance:
      "Triptans appear on lists of medicines not to combine with other serotonergic products, although their own part in serotonin syndrome is debated; the risk with 5-HTP is inferred from its action.",
    recommendation:
      "Speak to your doctor or pharmacist before taking 5-HTP if you use a triptan for migraine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF.npsSerotoninSyndrome, REF.serotoninAgentsTable2019],
    isVerified: false,
  },
  {
    id: "di-5-htp-serotonergic-opioid",
    ingredient: "5-htp",
    ...classTarget(
      "serotonergic-opioid",
      "Serotonergic opioid painkillers (tramadol, tapentadol, pethidine, methadone, fentanyl)",
    ),
    severityLevel: "major",
    interactionType: "serotonergic",
    mechanism: `${FIVE_HTP_SEROTONIN} Tramadol and some other opioids also block serotonin reuptake.`,
    expectedEffect: SEROTONIN_SYNDROME,
    clinicalSignificance:
      "Tramadol, fentanyl and tryptophan are on the list of medicines to combine only under careful medical supervision; the risk with 5-HTP is inferred from its action.",
    recommendation:
      "Take 5-HTP with tramadol or another serotonergic opioid painkiller only if your doctor has agreed and is monitoring you; speak to your pharmacist.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF.npsSerotoninSyndrome, REF.serotoninAgentsTable2019],
    isVerified: false,
  },
  {
    id: "di-5-htp-mirtazapine",
    ingredient: "5-htp",
    drugName: "Mirtazapine",
    genericName: "mirtazapine",
    brandNames: ["Zispin SolTab"],
    drugClass: "Antidepressant (noradrenergic and specific serotonergic)",
    severityLevel: "moderate",
    interactionType: "serotonergic",
    mechanism: FIVE_HTP_SEROTONIN,
    expectedEffect: "A possible increase in serotonergic side effects.",
    clinicalSignificance:
      "All antidepressants except reboxetine and agomelatine are on the list of medicines to combine with tryptophan only under medical supervision; the risk with 5-HTP is inferred from its action.",
    recommendation:
      "Ask your doctor before taking 5-HTP with mirtazapine, and take them together only under their supervision.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [REF.npsSerotoninSyndrome, REF.serotoninAgentsTable2019],
    isVerified: false,
  },
];

export const DRUG_INTERACTIONS_PART_3: DrugInteractionInput[] = [
  ...SJW_SEROTONERGIC,
  ...SJW_INDUCED,
  ...FIVE_HTP,
];
