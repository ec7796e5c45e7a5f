// Supplement–medicine interactions, part 84 (wpi round): what medicines' own product information says about supplements.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_P12 } from "./references-p12";
import { REF_WPI } from "./references-wpi";
import { verifiedRecord as record, stJohnsWortLowers, stJohnsWortMayLower } from "./verified-record";

const MECHANISM =
  "St John's wort increases the liver enzyme CYP3A4, which breaks this medicine down, so less of it stays in the blood.";
const STOPPING =
  "If you already take both, do not stop St John's wort on your own: ask the doctor or pharmacist who prescribes the medicine, as its effect on the body's enzymes can last for some time after it is stopped.";

export const DRUG_INTERACTIONS_PART_84: DrugInteractionInput[] = [
  // "Should be avoided" in the text, so the record blocks, as other texts of that strength do.
  stJohnsWortLowers({
    target: {
      drugName: "Macitentan",
      genericName: "macitentan",
      // Opsumit is not in the medicine dictionary yet, so it is not listed here.
      brandNames: [],
      drugClass: "Endothelin receptor antagonist (pulmonary arterial hypertension)",
    },
    severityLevel: "major",
    mechanism: MECHANISM,
    expectedEffect:
      "Lower levels of macitentan, so it may control pulmonary arterial hypertension less well.",
    clinicalSignificance:
      "Macitentan's product information says that with strong CYP3A4 inducers reduced efficacy of macitentan could occur, and that the combination of macitentan with strong CYP3A4 inducers, naming rifampicin, St John's wort, carbamazepine and phenytoin, should be avoided.",
    recommendation: `Do not take St John's wort while you take macitentan. ${STOPPING}`,
    monitoringRequired: "Whether your pulmonary hypertension symptoms stay controlled.",
    references: [REF_WPI.macitentanPrecautions],
  }),
  // Section 4.4 of the EU SmPC: "not recommended" with strong or moderate CYP3A4 inducers; Medscape UK names the herb.
  stJohnsWortLowers({
    target: {
      drugName: "Rimegepant",
      genericName: "rimegepant",
      brandNames: ["Vydura"],
      drugClass: "Migraine medicine (CGRP receptor antagonist)",
    },
    severityLevel: "major",
    mechanism: MECHANISM,
    expectedEffect: "Much lower levels of rimegepant, so it may not treat or prevent migraine.",
    clinicalSignificance:
      "The EU product information for Vydura (rimegepant) says it is not recommended with strong or moderate inducers of CYP3A4, and Medscape UK's entry for rimegepant says to advise patients not to take St John's wort at the same time.",
    recommendation: `Do not take St John's wort while you use rimegepant (Vydura). ${STOPPING}`,
    monitoringRequired: "Whether rimegepant still helps your migraine.",
    references: [REF_WPI.vyduraPrecautions, REF_WPI.medscapeUkRimegepant],
  }),
  stJohnsWortLowers({
    target: {
      drugName: "Cariprazine",
      genericName: "cariprazine",
      brandNames: ["Reagila"],
      drugClass: "Antipsychotic",
    },
    severityLevel: "contraindicated",
    mechanism:
      "St John's wort increases the liver enzyme CYP3A4, which forms and clears cariprazine and its active metabolites, so their levels can fall.",
    expectedEffect:
      "Lower levels of cariprazine and its active metabolites, so it may control symptoms less well.",
    clinicalSignificance:
      "Reagila's EU package leaflet says not to take Reagila with herbal therapy containing St John's wort, and its product information site lists St John's wort among the CYP3A4 inducers to be avoided, saying giving cariprazine with strong and moderate CYP3A4 inducers may result in a significant fall in exposure.",
    recommendation: `Do not take St John's wort while you take cariprazine (Reagila). ${STOPPING}`,
    monitoringRequired: "Whether your symptoms stay controlled.",
    references: [REF_P12.reagilaLeaflet, REF_WPI.reagilaInteractions],
  }),
  stJohnsWortLowers({
    target: {
      drugName: "Fesoterodine",
      genericName: "fesoterodine",
      brandNames: ["Toviaz"],
      drugClass: "Antimuscarinic for overactive bladder",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort increases the liver enzyme CYP3A4, which clears fesoterodine's active metabolite, so less of it stays in the blood.",
    expectedEffect:
      "Fesoterodine's active form may fall below the level that works, so bladder symptoms may return.",
    clinicalSignificance:
      "Fesoterodine's product information says that rifampicin lowered its active metabolite by about 70 to 75%, that CYP3A4 induction may lead to subtherapeutic levels, and that use with CYP3A4 inducers, naming St John's wort, is not recommended.",
    recommendation: `Do not take St John's wort while you take fesoterodine (Toviaz). ${STOPPING}`,
    monitoringRequired: "Whether your bladder symptoms stay controlled.",
    references: [REF_WPI.fesoterodinePrecautions],
  }),
  // A contraindication in the UK prescribing information, where the cancer-medicines class record only asks.
  stJohnsWortLowers({
    target: {
      drugName: "Osimertinib",
      genericName: "osimertinib",
      brandNames: ["Tagrisso"],
      drugClass: "Cancer medicine (EGFR kinase inhibitor)",
    },
    severityLevel: "contraindicated",
    mechanism: MECHANISM,
    expectedEffect: "Lower levels of osimertinib, so it may work less well against the cancer.",
    clinicalSignificance:
      "AstraZeneca's UK prescribing information for Tagrisso (osimertinib) lists among its contraindications that St John's wort should not be used together with Tagrisso.",
    recommendation: `Do not take St John's wort while you take osimertinib (Tagrisso). ${STOPPING}`,
    monitoringRequired: null,
    references: [REF_WPI.tagrissoWarnings],
  }),
  // "Should be restricted", not "avoid": the record asks, more firmly than the CYP3A4 class record it replaces.
  stJohnsWortMayLower({
    target: {
      drugName: "Ivabradine",
      genericName: "ivabradine",
      brandNames: ["Procoralan"],
      drugClass: "Heart-rate-lowering medicine (angina, heart failure)",
    },
    mechanism: MECHANISM,
    expectedEffect: "About half as much ivabradine in the blood, so it may slow the heart rate less.",
    clinicalSignificance:
      "Ivabradine's product information says CYP3A4 inducers, naming St John's wort, may decrease ivabradine exposure and activity, that St John's wort was shown to halve ivabradine exposure (AUC), and that the intake of St John's wort should be restricted during treatment with ivabradine.",
    recommendation: `Do not start St John's wort while you take ivabradine without asking the doctor or pharmacist who prescribes it. ${STOPPING}`,
    monitoringRequired: "Heart rate and symptoms, as your doctor advises.",
    references: [REF_WPI.ivabradinePrecautions],
  }),
  // A case report and a cohort study name folic acid with capecitabine itself; the fluorouracil record's SmPC does not.
  record(
    "folic-acid",
    {
      drugName: "Capecitabine",
      genericName: "capecitabine",
      brandNames: ["Xeloda"],
      drugClass: "Cancer medicine (taken by mouth, turned into fluorouracil in the body)",
    },
    {
      severityLevel: "moderate",
      interactionType: "increased_toxicity",
      mechanism:
        "Capecitabine is turned into fluorouracil in the body. Leucovorin, a form of folic acid, is given on purpose to strengthen fluorouracil; the case report's authors describe a similar interplay between capecitabine and folic acid.",
      expectedEffect:
        "More capecitabine side effects, such as sickness, diarrhoea, sore hands and feet, or low blood counts.",
      clinicalSignificance:
        "A 2022 case report in the Belgian Journal of Medical Oncology describes a patient in whom a high folic acid level led to fatal capecitabine toxicity, written to raise awareness of the interaction between folic acid supplements and capecitabine. In a 2018 study of 126 people with bowel cancer on capecitabine, a higher blood folate level before treatment predicted more side effects of grade 2 or worse (9% more risk for every 10 nmol/L).",
      recommendation:
        "Tell your cancer team before you take folic acid or a multivitamin with folic acid while you have capecitabine, and take it only if they agree.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Side effects of capecitabine, as your cancer team advises.",
      evidenceLevel: 3,
      references: [REF_WPI.bjmoCapecitabineFolicAcid, REF_WPI.chanSerumFolateCapecitabine],
    },
  ),
];
