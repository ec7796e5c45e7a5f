// The read log of the wmed2 round (medicines/wmed2.ts, drug-interactions-part-40.ts): the UK product information of
// the medicines the nutrients' texts name that the dictionary lacked, read for those nutrients. Pages of kinds this
// log does not hold (RxReasoner's substance page, a Drugs.com leaflet copy, StatPearls, Swiss product information)
// are told in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_WMED2 } from "./references-wmed2";
import { records, ukProductInformation, type Page } from "./sources-read-page";

const READ_ON = "2026-11-30";

const ESTRACYT_UK_SMPC: Page = {
  title: "Estracyt capsules (estramustine): summary of product characteristics, sections 4.3 and 4.4",
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url: "https://www.rxreasoner.com/monographs/estracyt-cap/precautions",
};

const ESTRAMUSTINE_NOTE =
  "Read for estramustine, which joined the dictionary this round (the UK Estracyt leaflet on Drugs.com, section 1: one of the cytotoxics, for prostate cancer). Sections 4.3 and 4.4 (peptic ulceration, severe liver disease, thrombosis, calcium and phosphorus metabolism) concern estramustine itself; section 4.5 was not in what could be read. RxReasoner's estramustine page (rxreasoner.com/substances/estramustine/precautions), which does not name the product or country whose text it copies, was read instead: milk, milk products or medicines containing calcium, magnesium or aluminium may impair its absorption, so simultaneous intake must be avoided.";

const CALCIUM_ANTACID_LEAFLET: Page = {
  title: "Fruit Flavoured Antacid 500 mg Tablets (calcium carbonate): patient leaflet, section 2",
  publisher: "UK patient leaflet, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/fruit-flavoured-antacid-tablets?doc=15",
};

export const SOURCES_READ_WMED2: SourceReadInput[] = [
  ukProductInformation(
    "folic-acid",
    REF_WMED2.tomudexSmpc,
    {
      ...records("di-folic-acid-raltitrexed"),
      note: "Section 4.3: leucovorin (folinic acid), folic acid or vitamin preparations containing them are contraindicated with raltitrexed, which joined the dictionary this round (section 4.4 calls it a cytotoxic agent). Its other contraindications (pregnancy, breastfeeding, severe kidney impairment) concern raltitrexed, not folic acid.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "folic-acid",
    REF_WMED2.daraprimSmpc,
    {
      outcome: "stated-not-recorded",
      note: "Read for pyrimethamine, which joined the dictionary this round as a folate antagonist (the Swiss AndreaFol text behind that group names 'Pyrimethamin'), so di-folic-acid-folate-antagonist reaches it. Section 4.4: a folate supplement is necessary in toxoplasmosis, and calcium folinate should be used because folic acid does not correct the folate deficiency that dihydrofolate reductase inhibitors cause. That is prescribed folate rescue, not a warning about a folic acid supplement, so no separate record; section 4.5 was not in what could be read.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "folic-acid",
    REF_WMED2.daraprimLeaflet,
    {
      outcome: "stated-not-recorded",
      note: "Section 1 calls pyrimethamine an antiprotozoal (toxoplasmosis, with a sulphonamide) and says Daraprim should always be given with a folic acid (vitamin) supplement, prescribed with it; its list of other medicines (trimethoprim, co-trimoxazole, proguanil, quinine, zidovudine, methotrexate, daunorubicin, lorazepam, warfarin, antacids) concerns pyrimethamine, not folic acid.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "folic-acid",
    REF_WMED2.proEpanutinSmpc,
    {
      outcome: "not-readable",
      note: "Read for fosphenytoin, which joined the dictionary this round: section 2 says its active metabolite is phenytoin, so it has phenytoin's groups and di-folic-acid-enzyme-inducing-antiepileptic reaches it. Section 4.5 was not in what could be read, and no folic acid text read here names fosphenytoin, so phenytoin's own folate records are not copied to it.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    REF_WMED2.proEpanutinSmpc,
    {
      outcome: "not-readable",
      note: "Read for fosphenytoin (sections 2 and 4.1 only). Phenytoin's effect on vitamin D is a nutrient effect keyed by phenytoin; no vitamin D text read here names fosphenytoin, so none was written for it.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    REF_WMED2.cosmegenSmpc,
    {
      outcome: "not-readable",
      note: "Read for dactinomycin (actinomycin D), which joined the dictionary this round: section 4.1 calls Cosmegen a cytotoxic, antineoplastic antibiotic; sections 4.4 and 4.5 were not in what could be read. di-vitamin-d3-dactinomycin cites Swiss vitamin D3 product information (ch.oddb.org, reg. 65253, in German; the same sentence in French under reg. 67173): cytotoxic agents such as actinomycin and imidazole antifungals interfere with vitamin D by blocking the kidney's 1-hydroxylase. The record stays on actinomycin, the medicine named; the mechanism is not said of cytotoxic medicines in general. Imidazole antifungals are not a dictionary group, so not recorded; the text's thiazides, phenytoin, barbiturates, glucocorticoids, cardiac glycosides and ion-exchange resins already have records.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "iron",
    REF_WMED2.dimercaprolSmpc,
    {
      ...records("di-iron-dimercaprol"),
      note: "Iron supplements must not be taken during dimercaprol therapy as iron forms toxic complexes with it. Dimercaprol joined the dictionary this round (StatPearls: the chelating class; once the copper treatment of Wilson disease). The record also cites the ferrous sulfate SmPC's section 4.5 (emc 3130, logged in sources-read-min.ts), read again: oral iron and dimercaprol should not be given together. Its other warnings (kidney impairment, G6PD deficiency, peanut or soya allergy) concern dimercaprol itself.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "calcium",
    ESTRACYT_UK_SMPC,
    { outcome: "not-readable", note: `${ESTRAMUSTINE_NOTE} Record: di-calcium-estramustine.` },
    READ_ON,
  ),
  ukProductInformation(
    "magnesium",
    ESTRACYT_UK_SMPC,
    { outcome: "not-readable", note: `${ESTRAMUSTINE_NOTE} Record: di-magnesium-estramustine.` },
    READ_ON,
  ),
  ukProductInformation(
    "calcium",
    CALCIUM_ANTACID_LEAFLET,
    {
      outcome: "stated-not-recorded",
      note: "Read for etidronate, which joined the dictionary this round as a bisphosphonate (the UK Didronel leaflet on Drugs.com; Nursing Times on Didronel PMO): see the doctor before taking the antacid with tetracycline antibiotics, bisphosphonates ('e.g. etidronate and pamidronate') or thiazide diuretics ('e.g. chlortalidone and metolazone'), and do not take it with cardiac glycosides such as digoxin if you have heart problems. Each reaches a calcium record from the calcium SmPCs (di-calcium-bisphosphonate now reaches etidronate); pamidronate, an infusion, is not in the dictionary. Its advice to keep three hours from any other medicine is written for antacid doses and is not recorded.",
    },
    READ_ON,
  ),
];
