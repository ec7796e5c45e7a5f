// The read log of the wx1 round: the texts a blind probe was written from, and what came of each. Only pages not
// already in the log are entered; the probe's other UK texts (the ferrous sulfate, Kalcipos-D, Solvazinc, Pro Plus,
// Dolenio, Fybogel, Epidyolex, NACSYS, Cytacon and THR herb texts among them) were logged in earlier rounds, and what
// the probe found of them is in docs/knowledge-base.md §4. Pages outside the log's kinds (theodora.com's Circadin text, the
// i-Base copy of the UK's 2000 St John's wort advice, drugs.com/uk leaflets, RxReasoner's Irish texts) are not entered.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { readPage, records, ukProductInformation, type Page } from "./sources-read-page";
import { REF_WX1 } from "./references-wx1";

const READ_ON = "2026-12-04";

const read = (ingredient: string, page: Page, outcome: Parameters<typeof ukProductInformation>[2]) =>
  ukProductInformation(ingredient, page, outcome, READ_ON);

const OPENING_ONLY = (upTo: string) =>
  `Only the opening came up here, as far as ${upTo}; the sections naming medicines and conditions were not in what could be read.`;

export const SOURCES_READ_WX1: SourceReadInput[] = [
  readPage(
    "melatonin",
    "nhs",
    REF_WX1.nhsMelatoninOtherMedicines,
    {
      ...records(
        "di-melatonin-amitriptyline",
        "di-melatonin-opioid",
        "di-melatonin-nsaid",
        "di-melatonin-antihypertensive",
      ),
      note: "Read in full under 'Cautions with other medicines' (seen at the nhs.uk address without www). New: amitriptyline (named as an example of the antidepressants) and the opiates (codeine, morphine), each asking, not blocking, as the page asks people to tell their doctor or pharmacist. Already covered: fluvoxamine, benzodiazepines (temazepam, diazepam), oestrogens (the pill, HRT), quinolones, rifampicin, carbamazepine, cimetidine, warfarin and the Z-drugs (zolpidem, zopiclone). New as well, on review: the NSAIDs and 'medicines that lower blood pressure', asked about in the same words as the antidepressants (the page gives no effect for any of them; nifedipine keeps its own record from the Syncrodin leaflet). Not recorded: psoralens, thioridazine and zaleplon (not in the medicine dictionary; thioridazine has not been sold in the UK since 2005), and 'herbal remedies that make you feel sleepy' (the sleepy-herb records already cover them).",
    },
    READ_ON,
  ),
  read(
    "calcium",
    {
      title: "Adcal-D3 Caplets 750 mg/200 IU: summary of product characteristics, sections 4.3 and 4.4",
      publisher: "emc",
      url: "https://medicines.org.uk/emc/product/4723/smpc/print",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3 names hypercalcaemia (for example from myeloma or bone metastases), sarcoidosis, primary hyperparathyroidism, vitamin D overdosage and severe renal failure as absolute contraindications, and renal stones, severe hypercalciuria and osteoporosis from prolonged immobilisation as relative ones; section 4.4 asks for supervision in mild to moderate renal failure. Each named condition the dictionary holds already reaches a calcium record (mc-calcium-hypercalcaemia, mc-calcium-multiple-myeloma, mc-calcium-sarcoidosis, mc-calcium-primary-hyperparathyroidism, mc-calcium-severe-kidney-disease, mc-calcium-kidney-stones, mc-calcium-kidney-failure), so nothing new was written. Section 4.5 was not in what could be read.",
    },
  ),
  read(
    "calcium",
    {
      title: "Adcal-D3 Dissolve 1500 mg/400 IU effervescent tablets: summary of product characteristics",
      publisher: "emc",
      url: "https://medicines.org.uk/emc/product/6177/smpc/print",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3 opens as the caplets' text does (hypercalcaemia, sarcoidosis, primary hyperparathyroidism, vitamin D overdosage, severe renal failure), each already reaching a calcium record; the rest of the text was not in what could be read.",
    },
  ),
  read(
    "vitamin-d3",
    {
      title: "Fultium-D3 3,200 IU capsules: summary of product characteristics, sections 4.3 and 4.4",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://medine.co.uk/fultium-d3-3-200-iu-capsules/g/3895:02c0:117d:d802/info/summary?doc=1",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3 names hypervitaminosis D, nephrolithiasis, diseases or conditions resulting in hypercalcaemia or hypercalciuria, and severe renal impairment; section 4.4 asks for caution in renal impairment and breaks off at treatment for cardiovascular disease. Each reaches an existing vitamin D record (mc-vitamin-d3-kidney-stones, mc-vitamin-d3-hypercalcaemia, mc-vitamin-d3-severe-kidney-disease, mc-vitamin-d3-kidney-failure); section 4.5 was not in what could be read.",
    },
  ),
  readPage(
    "vitamin-k1",
    "nhs",
    {
      title: "Devon Formulary, 9.6.6 Vitamin K",
      publisher: "NHS Devon",
      url: "https://northeast.devonformularyguidance.nhs.uk/formulary/chapters/9-blood-and-nutrition/9-6-vitamins/9-6-6-vitamin-k",
    },
    {
      outcome: "stated-not-recorded",
      note: "The formulary says the oral coumarin anticoagulants (warfarin, phenindione) interfere with vitamin K metabolism and their effects can be reversed by vitamin K, and that larger doses lead to prolonged resistance to warfarin. di-vitamin-k1-warfarin and di-vitamin-k1-vitamin-k-antagonist already reach warfarin and the coumarins (the probe's warfarin pair found a record); nothing new was written.",
    },
    READ_ON,
  ),
  read(
    "devils-claw",
    {
      title:
        "Vitabiotics Devil's Claw tablets (THR): summary of product characteristics, sections 4.3 and 4.4",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://imedi.co.uk/vitabiotics-devils-claw-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.4 asks for caution when devil's claw is given to people with cardiac disorders, which mc-devils-claw-cardiovascular-disease already reaches (the probe's heart disease pair found it); its under-18 advice is not written, by design. Section 4.5 was not in what could be read.",
    },
  ),
  read(
    "devils-claw",
    {
      title: "Thompson and Capper Devil's Claw tablets (THR): summary of product characteristics",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://imedi.co.uk/thompson-and-capper-devils-claw-tablets/g/9d16:c0d2/info/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "The same text as Vitabiotics Devil's Claw: caution with cardiac disorders (section 4.4), already reached by mc-devils-claw-cardiovascular-disease. Section 4.5 was not in what could be read.",
    },
  ),
  read(
    "devils-claw",
    {
      title: "Atrosan Devil's Claw tablets (THR): summary of product characteristics",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://medine.co.uk/atrosan-devils-claw-tablets/summary",
    },
    {
      outcome: "not-readable",
      note: "Section 4.3 names only hypersensitivity, the lactose it holds and patients under 18; section 4.4 broke off at its animal studies, before any medicine or condition, so sections 4.4 and 4.5 were not read to the end.",
    },
  ),
  read(
    "magnesium",
    {
      title:
        "Neomag 4 mmol chewable tablets (magnesium glycerophosphate): summary of product characteristics",
      publisher: "emc",
      url: "https://medicines.org.uk/emc/product/2678/smpc/print",
    },
    {
      outcome: "not-readable",
      note: `${OPENING_ONLY("section 4.2 (posology)")} Its UK leaflet on drugs.com, outside the log's kinds, says not to use it with kidney disease (mc-magnesium-chronic-kidney-disease already reaches that) or high phosphate levels (the salt's phosphate, not written by design).`,
    },
  ),
  read(
    "peppermint-oil",
    {
      title: "Colpermin IBS Relief Capsules: summary of product characteristics",
      publisher: "patient-info.co.uk (copy of the UK SmPC)",
      url: "https://patient-info.co.uk/colpermin-ibs-relief-capsules-88103/summary-of-medicine-characteristics",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.4: people who already have heartburn sometimes find it worse, and should stop (an existing peppermint oil record reaches heartburn); the arachis (peanut) oil warning concerns an excipient, not written by design. Section 4.5 was not in what could be read; the Spanish Colpermin leaflet seen beside it (antacids, H2 blockers and proton pump inhibitors two hours apart) is not a UK text and was not used.",
    },
  ),
  read(
    "nac",
    {
      title: "NACSYS 600 mg effervescent tablets: summary of product characteristics",
      publisher: "emc",
      url: "https://www.medicines.org.uk/emc/product/8576/smpc/print",
    },
    {
      outcome: "not-readable",
      note: `${OPENING_ONLY("the start of section 4.3")} The leaflet (logged earlier) gave di-nac-pholcodine in this round: its 'cough suppressants' had reached dextromethorphan only.`,
    },
  ),
  read(
    "glucosamine",
    {
      title: "Glucosamine sulfate 1500 mg film-coated tablets: summary of product characteristics",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://imedi.co.uk/glucosamine-sulfate-1500-mg-film-coated-tablets/summary",
    },
    { outcome: "not-readable", note: OPENING_ONLY("section 4.2 (impaired renal or liver function)") },
  ),
  read(
    "glucosamine",
    {
      title: "Glucosamine sulphate 1500 mg powder for oral solution: summary of product characteristics",
      publisher: "patient-info.co.uk (copy of the UK SmPC)",
      url: "https://patient-info.co.uk/glucosamine-sulphate-1500-mg-powder-for-oral-solution-90067/summary-of-medicine-characteristics",
    },
    { outcome: "not-readable", note: OPENING_ONLY("section 4.2 (method of administration)") },
  ),
  read(
    "folic-acid",
    {
      title: "Folic Acid 5 mg Tablets: summary of product characteristics, sections 4.3 and 4.4",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://imedi.co.uk/folic-acid-5mg-tablets/g/ba3e:1982:85e2:386e:ff41:1691:a730/info/summary?doc=1",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3 names Addisonian pernicious anaemia (vitamin B12 deficiency) and malignant disease; section 4.4 says not to treat pernicious anaemia or other B12 deficiency until hydroxocobalamin has been given, and cautions on 5 mg a day continuously. mc-folic-acid-vitamin-b12-deficiency and mc-folic-acid-cancer already reach both; section 4.5 was not in what could be read.",
    },
  ),
  read(
    "folic-acid",
    {
      title: "Folic Acid Tablets 5mg: summary of product characteristics, sections 4.3 and 4.4",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://medine.co.uk/folic-acid-tablets-5mg/g/6d28:45a6:72d6:cc2f/info/summary?doc=1",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3: not alone in Addisonian anaemia or other vitamin B12 deficiency states, not in malignant disease unless folate deficiency complicates it, and no long-term folate with untreated cobalamin deficiency (including lifelong vegetarians). mc-folic-acid-vitamin-b12-deficiency and mc-folic-acid-cancer already reach these; section 4.5 was not in what could be read.",
    },
  ),
  read(
    "iron",
    {
      title: "Ferrous Sulfate Tablets BP 200 mg: summary of product characteristics, section 4.3",
      publisher: "patient-info.co.uk (copy of the UK SmPC)",
      url: "https://patient-info.co.uk/ferrous-sulfate-tablets-bp-200-mg-94369/summary-of-medicine-characteristics",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3 names paroxysmal nocturnal haemoglobinuria, haemosiderosis and haemochromatosis, active peptic ulcer, repeated blood transfusions, regional enteritis and ulcerative colitis, haemolytic anaemia and parenteral iron; each condition the dictionary holds already reaches an iron record (the probe's haemochromatosis, haemolytic anaemia, stomach ulcer, Crohn's disease and ulcerative colitis pairs all found one). Sections 4.4 and 4.5 were not in what could be read.",
    },
  ),
  read(
    "iron",
    {
      title: "Ferrous Sulphate 200mg Tablets: patient leaflet",
      publisher: "Medine.co.uk (copy of the UK leaflet)",
      url: "https://imedi.co.uk/ferrous-sulphate-200mg-tablets",
    },
    {
      outcome: "stated-not-recorded",
      note: "Do not take with repeated blood transfusions, intravenous iron or haemochromatosis: mc-iron-regular-blood-transfusions and mc-iron-haemochromatosis already reach the two conditions (intravenous iron is a treatment, not a condition); the leaflet's warnings broke off at 'any form of anaemia', before its list of medicines.",
    },
  ),
  read(
    "vitamin-b12",
    {
      title: "Cytacon 50 micrograms tablets: summary of product characteristics, section 4.5",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://medine.co.uk/cytacon-50micrograms-tablets/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "The same section 4.5 as the emc copy logged earlier: absorption may be reduced by para-aminosalicylic acid, colchicine, biguanides, neomycin, colestyramine, potassium chloride, methyldopa and cimetidine, and people on chloramphenicol may respond poorly. These are effects on the vitamin, kept as notes by design (the probe's metformin, colchicine and chloramphenicol pairs found no warning, as intended).",
    },
  ),
  read(
    "vitamin-b12",
    {
      title: "Cyanocobalamin 50 micrograms film-coated tablets: summary of product characteristics",
      publisher: "emc",
      url: "https://www.medicines.org.uk/emc/product/15102/smpc",
    },
    { outcome: "not-readable", note: OPENING_ONLY("section 4.3") },
  ),
  read(
    "l-carnitine",
    {
      title:
        "Levocarnitine Paediatric 30% oral solution: summary of product characteristics, sections 4.3 and 4.4",
      publisher: "RxReasoner (copy of the UK SmPC held by the MHRA, Cenoté Pharma 2018)",
      url: "https://rxreasoner.com/monographs/levocarnitine-pead/precautions",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.4: hypoglycaemia in people with diabetes on insulin or oral hypoglycaemic treatment, accumulation of toxic metabolites with high oral doses in severe renal impairment or dialysis, and very rare raised INR with coumarins. di-l-carnitine-vitamin-k-antagonist, di-l-carnitine-blood-glucose-lowering and mc-l-carnitine-kidney-failure already reach these (the probe's warfarin, insulin, gliclazide and dialysis pairs each found a record); the sugar and paraben warnings concern excipients.",
    },
  ),
  read(
    "caffeine",
    {
      title:
        "Energy Extra caffeine 50 mg tablets (Sainsbury's and others): summary of product characteristics, section 4.3",
      publisher: "Medine.co.uk (copy of the UK SmPC)",
      url: "https://imedi.co.uk/sainsburys-energy-extra/summary",
    },
    {
      outcome: "stated-not-recorded",
      note: "Section 4.3 says as Pro Plus's does: not with hypertension or antihypertensive medication, a history of cardiac arrhythmia, disulfiram, antidepressants (including lithium), clozapine, anxiolytics or sedatives, anxiety disorders or ephedrine, and not with theophylline. Each reaches an existing caffeine record (the probe's pairs on these all passed).",
    },
  ),
];
