// Supplement–medicine interactions, part 8: what the NCCIH St John's wort page, the EU ginkgo monograph, the BNF,
// the ODS fact sheets and UK product information name beyond parts 1 to 7 — St John's wort with more medicines it
// lowers, minerals with thiazides and alginates, folic acid with the other enzyme-inducing antiepileptics, green
// tea with nadolol.
import type { DrugInteractionInput, Reference } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REF2 } from "./references-part-2";
import { REFN } from "./references-nutrients";
import { REF_P23 } from "./references-p23";
import { REF_VERIFY } from "./references-verify";

const SJW_SOURCES: Reference[] = [REF2.nccihSjwInteractions, REF.hmpcSjw];
const SJW_STOPPING =
  "If you already take both, do not stop St John's wort suddenly on your own: the medicine's level rises again as the effect wears off, so speak to your doctor or pharmacist first.";

interface Lowered {
  generic: string;
  drugName: string;
  brandNames?: string[];
  drugClass: string;
  /** What the medicine is for, as the finding says it ("blood pressure or angina"). */
  treats: string;
  significance: string;
  references?: Reference[];
  severity?: DrugInteractionInput["severityLevel"];
  avoid?: boolean;
  /** Checked against the text of a cited page (the NCCIH list, or the medicine's own product information). */
  verified?: boolean;
}

/** St John's wort makes the liver and gut clear the medicine faster, so it works less well. */
function lowered(entry: Lowered): DrugInteractionInput {
  return {
    id: `di-st-johns-wort-${entry.generic}`,
    ingredient: "st-johns-wort",
    drugName: entry.drugName,
    genericName: entry.generic,
    brandNames: entry.brandNames ?? [],
    drugClass: entry.drugClass,
    severityLevel: entry.severity ?? "moderate",
    interactionType: "enzyme_induction",
    mechanism:
      "St John's wort makes the liver and gut produce more of the enzymes and pumps (CYP3A4, CYP2C9, P-glycoprotein) that remove this medicine, so less of it reaches the blood.",
    expectedEffect: `The medicine may control your ${entry.treats} less well.`,
    clinicalSignificance: entry.significance,
    recommendation: entry.avoid
      ? `Do not take St John's wort with this medicine. ${SJW_STOPPING}`
      : `Ask your doctor or pharmacist before taking St John's wort with this medicine; they may advise against it. ${SJW_STOPPING}`,
    avoidCombination: entry.avoid ?? false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "That the medicine still works as it should.",
    evidenceLevel: 1,
    references: entry.references ?? SJW_SOURCES,
    isVerified: entry.verified ?? false,
  };
}

// NCCIH's "More About St. John's Wort" page lists each medicine or group below and says St John's wort, in most
// instances, speeds up their breakdown and lowers their levels; the records marked verified were checked against it.
const NCCIH_NAMES = "The NIH's National Center for Complementary and Integrative Health lists";
const HMPC_SPECIAL_CARE =
  "and the EU monograph asks for special care with every medicine whose breakdown depends on CYP3A4, CYP2C9, CYP2C19 or P-glycoprotein.";

const ST_JOHNS_WORT: DrugInteractionInput[] = [
  lowered({
    generic: "nifedipine",
    verified: true,
    drugName: "Nifedipine",
    brandNames: ["Adalat"],
    drugClass: "Calcium-channel blocker",
    treats: "blood pressure or angina",
    significance: `${NCCIH_NAMES} nifedipine among the medicines St John's wort interacts with, ${HMPC_SPECIAL_CARE}`,
  }),
  lowered({
    generic: "verapamil",
    verified: true,
    drugName: "Verapamil",
    drugClass: "Calcium-channel blocker",
    treats: "blood pressure, angina or heart rhythm",
    significance: `${NCCIH_NAMES} verapamil among the medicines St John's wort interacts with, ${HMPC_SPECIAL_CARE}`,
  }),
  lowered({
    generic: "fexofenadine",
    verified: true,
    drugName: "Fexofenadine",
    drugClass: "Antihistamine",
    treats: "hay fever or itching",
    severity: "minor",
    significance: `The EU monograph names fexofenadine among the medicines whose levels St John's wort can lower; ${NCCIH_NAMES} it too.`,
  }),
  lowered({
    generic: "finasteride",
    verified: true,
    drugName: "Finasteride",
    drugClass: "5-alpha reductase inhibitor",
    treats: "prostate symptoms or hair loss",
    significance: `The EU monograph names finasteride among the medicines whose levels St John's wort can lower; ${NCCIH_NAMES} it too.`,
  }),
  lowered({
    generic: "voriconazole",
    drugName: "Voriconazole",
    drugClass: "Antifungal",
    treats: "fungal infection",
    severity: "contraindicated",
    avoid: true,
    verified: true,
    significance:
      "The product information of voriconazole contraindicates St John's wort, because it is likely to lower voriconazole levels significantly, so a serious fungal infection may not be treated; its leaflet lists it among the medicines that must not be taken during treatment, and NCCIH also lists voriconazole among the medicines St John's wort interacts with.",
    references: [REF2.vfendEpar, REF2.nccihSjwInteractions, REF_VERIFY.vfendUsContraindications],
  }),
  lowered({
    generic: "sirolimus",
    verified: true,
    drugName: "Sirolimus",
    drugClass: "Transplant immunosuppressant",
    treats: "transplant (the risk is rejection)",
    significance: `${NCCIH_NAMES} the medicines that prevent transplant rejection among those St John's wort interacts with, ${HMPC_SPECIAL_CARE}`,
  }),
  lowered({
    generic: "everolimus",
    verified: true,
    drugName: "Everolimus",
    drugClass: "Immunosuppressant and cancer medicine",
    treats: "transplant or cancer",
    severity: "major",
    avoid: true,
    significance: `The Afinitor leaflet says St John's wort may reduce its effectiveness and should be avoided during treatment; ${NCCIH_NAMES} the medicines that prevent transplant rejection and cancer medicines among those it interacts with.`,
    references: [...SJW_SOURCES, REF_P23.afinitorLeaflet],
  }),
  {
    ...lowered({
      generic: "benzodiazepine",
      verified: true,
      drugName: "Benzodiazepines",
      drugClass: "Benzodiazepines",
      treats: "anxiety or sleep",
      significance: `The EU monograph names benzodiazepines among the medicines whose levels St John's wort can lower; ${NCCIH_NAMES} anti-anxiety drugs.`,
    }),
    ...classTarget("benzodiazepine", "Benzodiazepines (such as diazepam or alprazolam)"),
  },
  {
    ...lowered({
      generic: "statin",
      verified: true,
      drugName: "Statins",
      drugClass: "Statins",
      treats: "cholesterol",
      significance: `${NCCIH_NAMES} cholesterol-lowering statins among the medicines St John's wort interacts with, in most cases by lowering their levels.`,
    }),
    ...classTarget("statin", "Statins (cholesterol-lowering medicines)"),
  },
  {
    ...lowered({
      generic: "sulfonylurea",
      verified: true,
      drugName: "Sulfonylureas",
      drugClass: "Sulfonylureas",
      treats: "blood sugar",
      significance: `${NCCIH_NAMES} diabetes medicines among those St John's wort interacts with, in most cases by lowering their levels.`,
    }),
    ...classTarget("sulfonylurea", "Sulfonylureas (such as gliclazide)"),
  },
];

const GINKGO: DrugInteractionInput[] = [
  {
    id: "di-ginkgo-biloba-nsaid",
    ingredient: "ginkgo-biloba",
    ...classTarget("nsaid", "Anti-inflammatory painkillers (NSAIDs)"),
    severityLevel: "moderate",
    interactionType: "bleeding_risk",
    mechanism:
      "Ginkgo can make blood platelets less sticky, and anti-inflammatory painkillers such as ibuprofen and naproxen do too.",
    expectedEffect: "A higher chance of bleeding or bruising.",
    clinicalSignificance:
      "The EU monograph on ginkgo leaf says an influence on the effect of antiplatelet medicines, naming acetylsalicylic acid and other non-steroidal anti-inflammatory drugs, cannot be excluded.",
    recommendation:
      "Ask your pharmacist before taking ginkgo with regular anti-inflammatory painkillers, and tell your doctor about unusual bruising or bleeding.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Unusual bruising or bleeding.",
    evidenceLevel: 1,
    references: [REF.hmpcGinkgo, REF.nccihGinkgo],
    isVerified: false,
  },
  {
    id: "di-ginkgo-biloba-efavirenz",
    ingredient: "ginkgo-biloba",
    drugName: "Efavirenz",
    genericName: "efavirenz",
    brandNames: [],
    drugClass: "HIV medicine (NNRTI)",
    severityLevel: "major",
    interactionType: "enzyme_induction",
    mechanism: "Ginkgo may make the liver break down efavirenz faster (induction of CYP3A4).",
    expectedEffect: "Lower efavirenz levels, so HIV may be less well controlled.",
    // Pharma Nord's Irish ginkgo SmPC 4.4 (RxReasoner copy): use with efavirenz is not recommended; the 2012 case
    // report (PubMed abstract) describes HIV breaking through on efavirenz with ginkgo.
    clinicalSignificance:
      "Licensed ginkgo product information says ginkgo should not be used with efavirenz, the Stocrin (efavirenz) leaflet asks you to tell your doctor about ginkgo extracts, and the EU monograph on ginkgo leaf gives the reason that efavirenz levels may fall; a published case describes HIV breaking through in a man on efavirenz who took ginkgo.",
    recommendation:
      "Do not take ginkgo with efavirenz, which the EU monograph does not recommend; ask your HIV clinic, and do not change your HIV medicine on your own.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "HIV viral load, if the two have been taken together.",
    evidenceLevel: 1,
    references: [
      REF.hmpcGinkgo,
      REF_VERIFY.ginkgoEfavirenzCase2012,
      REF_VERIFY.ginkgoPharmaNordIrishSmpc,
      REF_P23.stocrinLeaflet,
    ],
    isVerified: true,
  },
];

const MINERALS_AND_VITAMINS: DrugInteractionInput[] = [
  {
    id: "di-calcium-thiazide-diuretic",
    ingredient: "calcium",
    ...classTarget("thiazide-diuretic", "Thiazide and thiazide-like diuretics (water tablets)"),
    severityLevel: "moderate",
    interactionType: "hypercalcaemia",
    mechanism:
      "Thiazide and thiazide-like diuretics reduce the calcium lost in urine, so calcium supplements can raise blood calcium.",
    expectedEffect:
      "Risk of high blood calcium (thirst, constipation, confusion), more so with vitamin D as well.",
    clinicalSignificance:
      "The NIH calcium fact sheet says thiazide-type diuretics reduce urinary calcium excretion and, with calcium supplements, can lead to hypercalcaemia.",
    recommendation:
      "Speak to your doctor or pharmacist before taking calcium supplements with this medicine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood calcium.",
    evidenceLevel: 1,
    references: [REF.odsCalcium, REFN.kalciposD, REFN.calcichewSmpc],
    isVerified: true,
  },
  {
    id: "di-vitamin-d3-thiazide-diuretic",
    ingredient: "vitamin-d3",
    ...classTarget("thiazide-diuretic", "Thiazide and thiazide-like diuretics (water tablets)"),
    severityLevel: "minor",
    interactionType: "hypercalcaemia",
    mechanism: "Vitamin D increases calcium absorption while thiazides reduce calcium loss in urine.",
    expectedEffect: "Small risk of high blood calcium, mainly with high-dose vitamin D plus calcium.",
    clinicalSignificance:
      "The NIH vitamin D fact sheet says vitamin D with thiazide diuretics might lead to hypercalcaemia.",
    recommendation:
      "Ask your doctor or pharmacist before taking high-dose vitamin D; the standard 10 micrograms a day is usually fine.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF.odsVitaminD, REFN.kalciposD, REFN.colextraD3Leaflet],
    isVerified: false,
  },
  {
    id: "di-folic-acid-enzyme-inducing-antiepileptic",
    ingredient: "folic-acid",
    ...classTarget("enzyme-inducing-antiepileptic", "Enzyme-inducing antiepileptics"),
    severityLevel: "moderate",
    interactionType: "reduced_effect",
    mechanism:
      "Folic acid can speed up the breakdown of some epilepsy medicines, while these medicines lower folate levels.",
    expectedEffect: "The epilepsy medicine's level may fall a little.",
    clinicalSignificance:
      "The BNF lists folic acid as predicted to lower the levels of phenobarbital and primidone, and the NIH folate fact sheet says folic acid supplements might reduce the levels of antiepileptic medicines. UK product information for folic acid tablets says folic acid may lower the levels of phenytoin, phenobarbital and primidone, so patients should be carefully monitored and the antiepileptic dose adjusted as necessary.",
    recommendation:
      "Tell your doctor if you start or stop folic acid while taking this medicine; do not stop folic acid you have been prescribed.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Seizure control when folic acid is started or stopped.",
    evidenceLevel: 1,
    references: [REF2.bnfFolicAcid, REF.odsFolate, REFN.folicAcidSmpc, REFN.folicAcidEmcSmpc],
    isVerified: true,
  },
  {
    id: "di-iron-sodium-alginate",
    ingredient: "iron",
    drugName: "Gaviscon (sodium alginate)",
    genericName: "sodium alginate",
    brandNames: ["Gaviscon", "Gaviscon Advance", "Gaviscon Double Action"],
    drugClass: "Alginate for heartburn",
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Gaviscon can hold back iron in the stomach, so less of it is absorbed.",
    expectedEffect: "Less iron is absorbed if the two are taken together.",
    clinicalSignificance:
      "UK product information for Gaviscon asks for a 2-hour interval between it and other medicines, iron salts among them.",
    recommendation: "Leave at least 2 hours between Gaviscon and an iron supplement.",
    avoidCombination: false,
    timingSeparationHours: 2,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF2.gavisconAdvanceSmpc],
    isVerified: false,
  },
  {
    id: "di-green-tea-extract-nadolol",
    ingredient: "green-tea-extract",
    drugName: "Nadolol",
    genericName: "nadolol",
    brandNames: ["Corgard"],
    drugClass: "Beta-blocker",
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism:
      "Green tea may block a transporter in the gut that takes nadolol into the body, so less of it is absorbed.",
    expectedEffect: "Lower nadolol levels, so blood pressure or heart rate may be less well controlled.",
    // HealthDay's report of the 2014 study: after 14 days of about three cups of green tea a day, nadolol blood levels
    // were 76% lower than after water; people on nadolol who drink green tea should discuss it with their doctor.
    clinicalSignificance:
      "In a small study in healthy volunteers, nadolol blood levels were 76% lower after two weeks of drinking about three cups of green tea a day than after water; the NIH's National Center for Complementary and Integrative Health also says green tea may lower nadolol levels.",
    recommendation: "Ask your doctor or pharmacist before taking green tea extract with nadolol.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Blood pressure and pulse, if the two are taken together.",
    evidenceLevel: 3,
    references: [REF.nccihGreenTea, REF_VERIFY.greenTeaNadololReport2014],
    isVerified: true,
  },
];

export const DRUG_INTERACTIONS_PART_8: DrugInteractionInput[] = [
  ...ST_JOHNS_WORT,
  ...GINKGO,
  ...MINERALS_AND_VITAMINS,
];
