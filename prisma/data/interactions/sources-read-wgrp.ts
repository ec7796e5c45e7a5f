// The read log of the groups-and-medicines round (medicine-classes-wgrp.ts, medicines/wgrp.ts,
// drug-interactions-part-33.ts): product information of the medicines added, read for the ingredients it names.
// The pages that give the groups their members (the ÖAZ report, the Deutsches Apothekenportal, the Imbruvica
// product information) are not kinds this log holds; the notes say what came of them.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_WGRP } from "./references-wgrp";
import { notFound, records, ukProductInformation, type Page } from "./sources-read-page";

const UNNAMED = "does not name the product or country whose text it copies.";

const READ_ON = "2026-11-30";

const STRONTIUM_UK_SMPC: Page = {
  title: "Strontium ranelate Aristo 2 g granules for oral suspension: summary of product characteristics",
  publisher: "UK SmPC, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/strontium-ranelate-aristo-2-g-granules-for-oral-suspension-86002/summary-of-medicine-characteristics",
};

export const SOURCES_READ_WGRP: SourceReadInput[] = [
  // RxReasoner's substance page does not name the product or country it copies (as in sources-read-rx.ts), so it is
  // told in the note on the UK SmPC copy, whose text available here stops at section 4.2.
  ukProductInformation(
    "calcium",
    STRONTIUM_UK_SMPC,
    {
      outcome: "not-readable",
      note: `Read for strontium ranelate, which joined the dictionary this round: the text available here stops at section 4.2, which says to take it at least two hours after eating (see section 4.5). RxReasoner's strontium ranelate page (rxreasoner.com/substances/strontium/precautions) was read instead; it ${UNNAMED} Medicinal products containing calcium, like food and milk, may cut strontium ranelate's bioavailability by about 60-70%, so they should be taken at least two hours apart: di-calcium-strontium-ranelate, which also cites Kalcipos-D's section 4.5 (emc), read again ('iron, zinc or strontium ranelate preparations should be taken at least two hours before or after'). Tetracyclines and quinolones, also named, concern strontium ranelate, not calcium.`,
    },
    READ_ON,
  ),
  ukProductInformation(
    "magnesium",
    STRONTIUM_UK_SMPC,
    {
      outcome: "not-readable",
      note: `Read for strontium ranelate: the text available here stops at section 4.2. RxReasoner's strontium ranelate page (rxreasoner.com/substances/strontium/precautions) was read instead; it ${UNNAMED} Antacids of aluminium and magnesium hydroxides taken with or two hours before strontium ranelate slightly lowered its absorption (20-25%); the text prefers them at least two hours after it but says taking them together remains acceptable. Not recorded: it concerns antacid doses, and the text accepts the combination.`,
    },
    READ_ON,
  ),
  ukProductInformation(
    "cbd",
    REF_WGRP.toriselSmpc,
    {
      outcome: "not-readable",
      note: "Read for temsirolimus, which joined the dictionary this round: the text available here gives sections 1 to 4.2, not 4.4 or 4.5. di-cbd-mtor-inhibitor rests on the ÖAZ report, read again this round, of the BASG warnings with 'mTOR-Inhibitoren (Everolimus, Sirolimus, Temsirolimus)', which had to be added to those medicines' product information; di-cbd-cyp3a4-inhibitor rests on the Deutsches Apothekenportal, read again ('CYP3A4-Inhibitoren wie Ketoconazol, Itraconazol, Clarithromycin oder Ritonavir').",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    REF_WGRP.toriselSmpc,
    {
      outcome: "not-readable",
      note: "Read for temsirolimus: the text available here stops at section 4.2. A print BNF's temsirolimus interactions ('St John's Wort is predicted to decrease the concentration of temsirolimus. Avoid.') was seen only in an unofficial copy (issuhub.com) and is not cited; temsirolimus reaches di-st-johns-wort-anticancer as a cancer medicine, and St John's wort's CYP3A4 record since a ketoconazole study (Br J Cancer 2008) says CYP3A4 breaks it down.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "st-johns-wort",
    REF_WGRP.crixivanLeaflet,
    {
      ...records("di-st-johns-wort-indinavir"),
      note: "Read for indinavir, which joined the dictionary this round with nelfinavir (Viracept's UK leaflet on patient-info.co.uk, section 1, calls it a protease inhibitor; the list of medicines in its section 2 was not in what could be read). Both are HIV protease inhibitors, so di-st-johns-wort-hiv-protease-inhibitor reaches them as well.",
    },
    READ_ON,
  ),
  // The groups-and-conditions round: groups people name by an effect, and body states (conditions-wgrp.ts).
  notFound(
    "ginkgo-biloba",
    "bnf-nice-mhra",
    "No BNF, NICE or NHS page listing medicines that lower the seizure threshold came up here. Read again instead for the group it names, as section 4.5 of the UK ginkgo registrations could not be read (logged before): the Swiss product information of Ginkgo Spirig HC (ch.oddb.org, in German), warnings ('Ginkgo biloba sollte nicht gleichzeitig mit Antikonvulsiva oder Medikamenten, die die Krampfschwelle senken, verabreicht werden') and undesirable effects ('Die kombinierte Anwendung sollte daher vermieden werden'). Medicines that lower the seizure threshold are now a dictionary group, its members the examples HD Rx Services' table names (hdrxservices.com, a US long-term-care pharmacy page citing Hitchings, Adverse Drug Reaction Bulletin 2016): di-ginkgo-biloba-lowers-seizure-threshold, asking rather than blocking. Hitchings' article itself was seen only on Scribd (its first page), and the table of Australian Prescriber's 'Medications which may lower seizure threshold' did not come up in what could be read, so neither is cited. Penicillins, SSRIs and SNRIs and 'any diabetic agent' on that table are not members: the page says SSRIs and SNRIs raise the risk only at toxic doses, and names no single penicillin or diabetes medicine.",
  ),
  notFound(
    "licorice-root",
    "ema",
    "Looked for again to read low blood potassium (hypokalaemia), which the dictionary now reads as a condition: the HMPC monograph's copies available here (imedi.co.uk draft, Scribd final) stop at their first page, and the HMPC assessment report on dokumen.tips at its title page. The German Commission E text that lists 'Hypokalemia' among the contraindications came up only at http addresses (dog2doc.com, licorice.org) and the PDR for Herbal Medicines only in an unofficial copy (issuhub.com), so no record on liquorice and low potassium is written: typed, low potassium is read and meets no liquorice record yet.",
  ),
  notFound(
    "licorice-root",
    "bnf-nice-mhra",
    "Looked for a BNF, NICE or NHS list of medicines that lower blood potassium, for the group a copy of NCCIH's liquorice page names ('medications that reduce potassium levels'): none came up. Read instead: Drugs.com's professional monograph on liquorice with hydrochlorothiazide (regular liquorice adds to the potassium lost with some diuretics and other potassium-depleting drugs such as amphotericin B and cation exchange resins, and should generally be avoided with them; rated moderate, resting on case reports) and a UK clinical guidance page on hypokalaemia (virtualward.net: loop or thiazide diuretics, laxatives, insulin, steroids, beta-agonists, xanthines). Medicines that can lower blood potassium are now a group of the potassium-losing diuretics, systemic steroids, xanthines, the stimulant laxatives and amphotericin: di-licorice-root-lowers-potassium. Insulin and beta-agonists (which move potassium into cells rather than out of the body) and the other laxatives are not members.",
  ),
  notFound(
    "black-cohosh",
    "bnf-nice-mhra",
    "Medicines that can harm the liver (UK Medicines Information's black cohosh Q&A, logged before) are still not a dictionary group. A UK pharmacists' CPD page (Independent Pharmacist, 'Drug-induced liver injury (DILI)') lists the drugs most often implicated (co-amoxiclav, flucloxacillin, erythromycin, diclofenac, co-trimoxazole, isoniazid, disulfiram, ibuprofen, flutamide, nitrofurantoin, minocycline) and others with a typical pattern (paracetamol, methotrexate, chlorpromazine, amiodarone, corticosteroids, tamoxifen, valproate): a group built from it would take in everyday painkillers at ordinary doses, and paracetamol harms the liver in overdose, so which members a record on liver-harming medicines should reach is left for a pharmacist rather than guessed; liver-toxic medicines typed as a group stay unread.",
  ),
  ukProductInformation(
    "valerian",
    REF_WGRP.kalmsTabletsSmpc,
    {
      outcome: "not-readable",
      note: "Read for the bare brand 'Kalms', which the checker did not read: Kalms Tablets hold hop strobile, valerian root extract and gentian root extract, three herbs, and the other Kalms products differ (Kalms Day and Kalms Night One-A-Night valerian alone, Kalms Lavender, Kalms Rhodiola, Kalms Sleep of five herbs), so the bare name is left unread with those products suggested rather than read as valerian. The part read stops at section 4.2.",
    },
    "2026-11-30",
  ),
];
