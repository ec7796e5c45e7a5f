// St John's wort with medicines broken down by the liver enzymes its UK product information says it induces
// (CYP3A4, CYP2C9, CYP2C19, CYP1A2), typed as UK patients do, in a low-mood stack. Each positive pairs the
// product information with a list that names the medicine as broken down by that enzyme; the negatives are
// medicines a list read says are not cleared that way.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];

/** Section 4.3: induces CYP1A2, CYP2C19, CYP2C9 and CYP3A4, possibly lowering the effect of many medicines. */
const SJW_THR: Source = {
  title:
    "Nature's Garden St John's Wort Capsules (traditional herbal registration): summary of product characteristics",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/natures-garden-st-johns-wort-capsules/summary",
};
const CCB: Source = {
  title:
    "Calcium channel blockers with CYP3A4 inhibitors: calcium channel blockers are metabolized by CYP3A4",
  publisher: "Skyscape medical reference (drug interaction monograph)",
  url: "https://download.skyscape.com/download/ota/lonestar/1C1D0B4F-B5A0-4B97-B0BC-6F1593D2B9CD/pktnuress.ed1/content/HTML/w/ta0.htm",
};
const OPIOIDS: Source = {
  title: "Opioid analgesics with enzyme inhibitors: elimination via CYP3A4 metabolism",
  publisher: "Skyscape medical reference (drug interaction monograph)",
  url: "https://download.skyscape.com/download/ota/lonestar/3C52715-7DF0-47C4-BF2A-379E6E7AC9B5/skyscaperx.edxx/content/HTML/o/tu0.htm",
};
const CORTICOSTEROIDS: Source = {
  title: "Corticosteroids with CYP3A4 inhibitors: object drugs, and beclometasone unlikely to be affected",
  publisher: "Skyscape medical reference (drug interaction monograph)",
  url: "https://download.skyscape.com/download/ota/lonestar/1C1D0B4F-B5A0-4B97-B0BC-6F1593D2B9CD/pktnuress.ed1/content/HTML/u/ta2.htm",
};
const SENSITIVE_CYP3A: Source = {
  title:
    "Strong CYP3A inducers and sensitive CYP3A substrates (Clinical and Translational Science 2022), Table 2",
  publisher: "Clinical and Translational Science, PubMed Central",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9468573/table/cts13357-tbl-0002",
};
const ANTIPSYCHOTICS: Source = {
  title: "Commonly used antipsychotics, their half-lives and main metabolic enzymes, Table 3",
  publisher: "PubMed Central (journal article table)",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8652414/table/T3",
};
const ANTIPSYCHOTIC_TDM: Source = {
  title:
    "Therapeutic drug monitoring of second- and third-generation antipsychotic drugs (Pharmaceuticals 2021), Table 1",
  publisher: "Pharmaceuticals (MDPI), PubMed Central",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8230242/table/pharmaceuticals-14-00514-t001",
};
const INDEX_SUBSTRATES: Source = {
  title: "Possible index substrates of CYP enzymes (Clin Pharmacol Ther 2019), Table 2",
  publisher: "Clinical Pharmacology & Therapeutics, PubMed Central",
  url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC6563007/table/cpt1435-tbl-0002",
};
const PDE5: Source = {
  title:
    "Drug interactions with phosphodiesterase-5 inhibitors (tadalafil is metabolized almost solely by CYP3A4)",
  publisher: "R Discovery (researcher.life), article record",
  url: "https://discovery.researcher.life/article/drug-interactions-with-phosphodiesterase5-inhibitors-used-for-the-treatment-of-erectile-dysfunction-or-pulmonary-hypertension/613a84dcc51b3a7089813d1a42c9185e",
};

const DONEPEZIL: Source = {
  title:
    "Donepezil: interactions, from product information (CYP3A4 and 2D6; enzyme inducers may reduce its levels)",
  publisher: "RxReasoner (copy of product information)",
  url: "https://rxreasoner.com/substances/donepezil/precautions",
};
const MONTELUKAST: Source = {
  title: "Montelukast: interactions, from product information (metabolised by CYP 3A4, 2C8 and 2C9)",
  publisher: "RxReasoner (copy of product information)",
  url: "https://rxreasoner.com/substances/montelukast/precautions",
};

interface Case {
  id: string;
  medicine: string;
  title: string;
  rationale: string;
  list: Source;
}

function reached(entry: Case): ScenarioInput {
  return {
    id: `sc-cyp-${entry.id}`,
    title: entry.title,
    profile: { medicines: [entry.medicine], conditions: [] },
    stack: [take(PRODUCT.stJohnsWort), take(PRODUCT.vitaminD25)],
    expect: { flags: [flag("st-johns-wort", med(entry.medicine), "moderate")] },
    rationale: entry.rationale,
    sources: [SJW_THR, entry.list],
  };
}

function silent(entry: Case): ScenarioInput {
  return {
    id: `sc-cyp-${entry.id}`,
    title: entry.title,
    profile: { medicines: [entry.medicine], conditions: [] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { noFlags: [noFlag("st-johns-wort", med(entry.medicine))] },
    rationale: entry.rationale,
    sources: [SJW_THR, entry.list],
  };
}

const INDUCES =
  "St John's wort product information says it induces CYP1A2, CYP2C19, CYP2C9 and CYP3A4, possibly lowering the effect of many medicines";

export const CYP_SCENARIOS: ScenarioInput[] = [
  reached({
    id: "istin",
    medicine: "Istin",
    title: "Istin (amlodipine) for blood pressure, with St John's wort and vitamin D",
    rationale: `${INDUCES}; calcium channel blockers such as amlodipine are metabolised by CYP3A4.`,
    list: CCB,
  }),
  reached({
    id: "tildiem",
    medicine: "Tildiem",
    title: "Tildiem (diltiazem) for angina, with St John's wort and vitamin D",
    rationale: `${INDUCES}; diltiazem is among the calcium channel blockers metabolised by CYP3A4.`,
    list: CCB,
  }),
  reached({
    id: "oxycontin",
    medicine: "OxyContin",
    title: "OxyContin (oxycodone) for pain, with St John's wort and vitamin D",
    rationale: `${INDUCES}; oxycodone is among the opioids eliminated by CYP3A4 metabolism.`,
    list: OPIOIDS,
  }),
  reached({
    id: "dexamethasone",
    medicine: "dexamethasone",
    title: "Dexamethasone tablets, with St John's wort and vitamin D",
    rationale: `${INDUCES}; dexamethasone is among the corticosteroids whose levels depend on CYP3A4.`,
    list: CORTICOSTEROIDS,
  }),
  reached({
    id: "seroquel",
    medicine: "Seroquel",
    title: "Seroquel (quetiapine), with St John's wort and vitamin D",
    rationale: `${INDUCES}; quetiapine is a sensitive CYP3A substrate whose levels a strong CYP3A inducer lowered sharply.`,
    list: SENSITIVE_CYP3A,
  }),
  reached({
    id: "haloperidol",
    medicine: "haloperidol",
    title: "Haloperidol, with St John's wort and vitamin D",
    rationale: `${INDUCES}; haloperidol's main metabolic enzyme is CYP3A4.`,
    list: ANTIPSYCHOTICS,
  }),
  reached({
    id: "zyprexa",
    medicine: "Zyprexa",
    title: "Zyprexa (olanzapine), with St John's wort and vitamin D",
    rationale: `${INDUCES}; olanzapine's main metabolic enzyme is CYP1A2.`,
    list: ANTIPSYCHOTICS,
  }),
  reached({
    id: "cialis",
    medicine: "Cialis",
    title: "Cialis (tadalafil), with St John's wort and vitamin D",
    rationale: `${INDUCES}; tadalafil is metabolised almost solely by CYP3A4.`,
    list: PDE5,
  }),
  reached({
    id: "circadin",
    medicine: "Circadin",
    title: "Circadin (melatonin) for sleep, with St John's wort and vitamin D",
    rationale: `${INDUCES}; melatonin is an index substrate of CYP1A2.`,
    list: INDEX_SUBSTRATES,
  }),
  reached({
    id: "zoton",
    medicine: "Zoton",
    title: "Zoton (lansoprazole) for indigestion, with St John's wort and vitamin D",
    rationale: `${INDUCES}; lansoprazole is an index substrate of CYP2C19.`,
    list: INDEX_SUBSTRATES,
  }),
  reached({
    id: "flurbiprofen",
    medicine: "flurbiprofen",
    title: "Flurbiprofen, with St John's wort and vitamin D",
    rationale: `${INDUCES}; flurbiprofen is an index substrate of CYP2C9.`,
    list: INDEX_SUBSTRATES,
  }),
  reached({
    id: "aricept",
    medicine: "Aricept",
    title: "Aricept (donepezil) for dementia, with St John's wort and vitamin D",
    rationale: `${INDUCES}; donepezil is metabolised by CYP3A4, and its product information says enzyme inducers may reduce its levels.`,
    list: DONEPEZIL,
  }),
  reached({
    id: "singulair",
    medicine: "Singulair",
    title: "Singulair (montelukast) for asthma, with St John's wort and vitamin D",
    rationale: `${INDUCES}; montelukast is metabolised by CYP3A4, 2C8 and 2C9, and its product information asks for caution with inducers.`,
    list: MONTELUKAST,
  }),
  silent({
    id: "solian",
    medicine: "Solian",
    title: "Solian (amisulpride), with St John's wort: no enzyme interaction",
    rationale:
      "Amisulpride is more than 90% excreted unchanged by the kidneys and its clearance is not affected by CYP enzymes, so inducing them does not lower it; no source read names St John's wort with it.",
    list: ANTIPSYCHOTIC_TDM,
  }),
  silent({
    id: "clenil",
    medicine: "Clenil Modulite",
    title: "Clenil Modulite (beclometasone inhaler), with St John's wort: no enzyme interaction",
    rationale:
      "The corticosteroid list names budesonide, dexamethasone, fluticasone, methylprednisolone and mometasone as raised by CYP3A4 inhibitors, but says beclometasone is unlikely to be affected by them; no source read names St John's wort with it.",
    list: CORTICOSTEROIDS,
  }),
];
