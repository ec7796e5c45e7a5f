// The read log of the minerals round (drug-interactions-part-25.ts, medical-contraindications-min.ts,
// references-min.ts): UK product information of licensed magnesium, calcium, iron and potassium forms, read for
// every medicine and condition its sections 4.3 to 4.5 name, and what came of each.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_CONDITIONS as RC } from "./references-conditions";
import { REF_MIN } from "./references-min";
import { notFound, READ_ON, records, ukProductInformation, type Page } from "./sources-read-page";

const EMC = "electronic medicines compendium (emc)";

/** The records from the Neomag SmPC's section 4.5 (nutrient-interactions-min.ts), logged in sources-read.ts. */
export const NEOMAG_RECORDS = [
  "hydrochlorothiazide",
  "indapamide",
  "chlortalidone",
  "metolazone",
  "bumetanide",
  "torasemide",
  "cisplatin",
  "ciclosporin",
  "sirolimus",
  "amphotericin",
  "cetuximab",
  "erlotinib",
  "digoxin",
].map((medicine) => `ni-${medicine}-magnesium`);

const NUMARK_EPSOM_SALTS: Page = {
  title: "Epsom Salts (Magnesium Sulphate BP, Numark and Boots): summary of product characteristics",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/numark-epsom-salts-magnesium-sulphate-bp/summary",
};

const MAGNESIUM_TRISILICATE_MIXTURE: Page = {
  title:
    "Magnesium Trisilicate Mixture (magnesium carbonate, magnesium trisilicate and sodium bicarbonate): summary of product characteristics, section 4.5",
  publisher: EMC,
  url: "https://medicines.org.uk/emc/product/4880/smpc",
};

const ACIDEX_LIQUID: Page = {
  title:
    "Acidex Liquid (sodium alginate, sodium bicarbonate and calcium carbonate): summary of product characteristics, section 4.5",
  publisher: EMC,
  url: "https://medicines.org.uk/emc/product/15321/smpc",
};

const EPCLUSA_LEAFLET: Page = {
  title: "Epclusa (sofosbuvir and velpatasvir): patient leaflet",
  publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/epclusa-69765/patient-leaflet",
};

const CALCIUM_CARBONATE_ANTACID: Page = {
  title: "Calcium Carbonate Tablets 500 mg (antacid): summary of product characteristics",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/calcium-carbonate-tablets/summary?doc=0",
};

const FERROUS_SULFATE: Page = {
  title: "Ferrous sulfate tablets: summary of product characteristics, section 4.5",
  publisher: EMC,
  url: "https://medicines.org.uk/emc/product/3130",
};

const SYTRON: Page = {
  title: "Sytron oral solution (sodium feredetate): summary of product characteristics, sections 4.3 and 4.4",
  publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
  url: "https://www.rxreasoner.com/monographs/sytron/precautions",
};

const PREGADAY: Page = {
  title: "Pregaday 322 mg/0.35 mg film-coated tablets (ferrous fumarate and folic acid): patient leaflet",
  publisher: EMC,
  url: "https://www.medicines.org.uk/emc/product/9355/xpil/print",
};

const SANDO_K: Page = {
  title: "Sando-K effervescent tablets: summary of product characteristics",
  publisher: EMC,
  url: "https://www.medicines.org.uk/emc/product/959",
};

const SLOW_K_EMC: Page = {
  title: "Slow-K Tablets 600 mg: summary of product characteristics (2012 version, read at its http address)",
  publisher: EMC,
  url: "https://www.medicines.org.uk/emc/medicine/130",
};

export const SOURCES_READ_MIN: SourceReadInput[] = [
  ukProductInformation("magnesium", REF_MIN.epsomSaltsSmpc, {
    ...records(
      "di-magnesium-methenamine-hippurate",
      "di-magnesium-erlotinib",
      "di-magnesium-ulipristal",
      "di-magnesium-aspirin",
      "di-magnesium-phenothiazine",
      "di-magnesium-sodium-polystyrene-sulfonate",
      "di-magnesium-calcium-polystyrene-sulfonate",
    ),
    note: "Every other medicine its section 4.5 names already had a record from the magnesium hydroxide SmPC, a class record (tetracyclines, quinolones, bisphosphonates, levothyroxine, and the phenothiazines since the group round) or the magnesium-binding class (eltrombopag). The polystyrene sulphonate resins, not in the dictionary when this text was first read, have records since the nutrient SmPC audit (Resonium A, Calcium Resonium), and its word 'methenamine' now reads as Hiprex. Not recorded: fosinopril (not in the dictionary), competitive neuromuscular blockers such as tubocurarine (not in the dictionary; the blockers are given in anaesthesia), and bile acids (none named). Section 4.3 (renal impairment) is what mc-magnesium-severe-kidney-disease already says.",
  }),
  ukProductInformation("magnesium", MAGNESIUM_TRISILICATE_MIXTURE, {
    outcome: "stated-not-recorded",
    note: "The product's name was read on a mirror of the same emc page; section 4.5 was read at emc. Its list of medicines an antacid may affect (not within 2 to 4 hours; erlotinib 4 hours before or 2 after; ulipristal: avoid with antacids) repeats the magnesium SmPCs' medicines, which have records, and adds barbiturates, cephalosporins as a class and lithium. Those three are not recorded: the mixture also holds sodium bicarbonate, and the text does not say it is the magnesium that matters.",
  }),
  ukProductInformation("calcium", ACIDEX_LIQUID, {
    outcome: "stated-not-recorded",
    note: "Section 4.5 asks for 2 hours between the liquid and other medicines (tetracyclines, digoxin, fluoroquinolones, iron, ketoconazole, neuroleptics, thyroid hormones, penicillamine, atenolol, metoprolol, propranolol, glucocorticoids, chloroquine, bisphosphonates, estramustine) and says antacids reduce the absorption of several groups and may change urine pH. It is written for an alginate antacid with sodium bicarbonate, and does not say the calcium carbonate is what matters; the calcium records from calcium-only SmPCs cover tetracyclines, digoxin, quinolones, levothyroxine, bisphosphonates and steroid tablets.",
  }),
  {
    ingredient: "magnesium",
    kind: "uk-product-information",
    url: "https://www.medicines.org.uk/emc/product/12118/smpc",
    dateRead: READ_ON,
    outcome: "not-readable",
    note: "A further UK magnesium SmPC, read in section 4.5 only; its product name was not in what could be read, so it is not cited. Beyond what the Neomag SmPC says, it names panitumumab, bevacizumab and nivolumab as lowering magnesium; those stay unrecorded until the product can be named.",
  },
  ...(["calcium", "magnesium"] as const).map((mineral) =>
    ukProductInformation(mineral, EPCLUSA_LEAFLET, {
      outcome: "not-readable",
      note: "Looked for with the antacid advice of rilpivirine (Edurant) and ledipasvir with sofosbuvir (Harvoni): the UK leaflets and SmPC copies found stopped before their advice on indigestion remedies, and the pages that did state it were not UK or EMA texts, so no record was written.",
    }),
  ),
  ukProductInformation("magnesium", NUMARK_EPSOM_SALTS, {
    outcome: "stated-not-recorded",
    note: "Section 4.5 says it may interact with tetracyclines, digoxin, vitamins and iron and may potentiate tubocurarine during anaesthesia: tetracyclines and digoxin already have records from other magnesium SmPCs, iron is a supplement pair, and tubocurarine is not in the dictionary.",
  }),
  ukProductInformation("calcium", RC.adcalD3Smpc, {
    ...records("mc-calcium-severe-kidney-disease", "mc-calcium-multiple-myeloma"),
    note: "Sections 4.3 and 4.4 were read (the print page): hypercalcaemia, sarcoidosis, primary hyperparathyroidism and renal stones already had records. Bone metastases, hypercalciuria and osteoporosis from immobilisation have records since they joined the dictionary; those cite the print page, logged in sources-read-cond.ts. Section 4.5 was not in what could be read.",
  }),
  ukProductInformation("calcium", REF_MIN.rennieSoftChewsSmpc, {
    ...records(
      "mc-calcium-severe-kidney-disease",
      "mc-calcium-nephrocalcinosis",
      "mc-calcium-hypophosphataemia",
    ),
    note: "A calcium-only antacid. Sections 4.3 and 4.4 were read: hypercalcaemia already had a record; nephrocalcinosis and hypophosphataemia have records since they joined the dictionary. Section 4.5 was not in what could be read.",
  }),
  ukProductInformation("calcium", CALCIUM_CARBONATE_ANTACID, {
    outcome: "stated-not-recorded",
    note: "Section 4.3 contraindicates it with cardiac glycosides (di-calcium-digoxin already), hypercalcaemia (mc-calcium-hypercalcaemia already), hypercalciuria, a low-phosphate diet and impaired renal function; hypercalciuria now has mc-calcium-hypercalciuria from other calcium SmPCs, and a low-phosphate diet is not a condition in the dictionary. Impaired renal function is not recorded from it, as it is written for antacid doses of up to 3.2 g of calcium a day; severe kidney disease has mc-calcium-severe-kidney-disease from Adcal-D3 and Calcichew.",
  }),
  ukProductInformation("iron", FERROUS_SULFATE, {
    outcome: "stated-not-recorded",
    note: "Section 4.5 re-read in full for completeness. Every medicine it names reaches a record (tetracyclines, quinolones, bisphosphonates, colestyramine, co-careldopa, entacapone, levodopa, methyldopa, mycophenolate, penicillamine, levothyroxine, trientine) and dimercaprol (avoid together) since the missing-medicines round, except chloramphenicol (delays the response to iron), which is not in the medicine dictionary: most UK use is eye drops, which do not meet iron.",
  }),
  ukProductInformation("iron", REF_MIN.ferrousGluconateSmpc, {
    ...records(
      "mc-iron-alcohol-dependence",
      "mc-iron-hepatitis",
      "mc-iron-thalassaemia",
      "mc-iron-diverticular-disease",
      "mc-iron-haemosiderosis",
      "mc-iron-haemolytic-anaemia",
      "mc-iron-regular-blood-transfusions",
      "mc-iron-gut-stricture",
    ),
    note: "Sections 4.3 and 4.4 were read; haemochromatosis, active peptic ulcer and ulcerative colitis already had records; haemosiderosis and repeated transfusions (4.3) and haemolytic anaemia (4.4) have records since they joined the dictionary; haemoglobinuria is not a dictionary condition. Section 4.5 was not in what could be read.",
  }),
  ukProductInformation("iron", REF_MIN.ferrousGluconateBpSmpc, {
    ...records("mc-iron-diverticular-disease"),
    note: "Section 4.3 also names inflammatory bowel disease, active peptic ulcer and haemochromatosis, which already had records; repeated blood transfusions have mc-iron-regular-blood-transfusions from other iron texts, and parenteral iron is not a condition.",
  }),
  ukProductInformation("iron", REF_MIN.ferrousSulfateLeaflet, {
    ...records(
      "mc-iron-diverticular-disease",
      "mc-iron-vitamin-b12-deficiency",
      "mc-iron-folate-deficiency",
      "mc-iron-haemolytic-anaemia",
      "mc-iron-regular-blood-transfusions",
      "mc-iron-megaloblastic-anaemia",
      "mc-iron-peptic-ulcer-tablet-strength",
      "di-iron-iron-preparation",
    ),
    note: "Being already treated with iron supplements is a reason not to take it: since the nutrient SmPC audit, di-iron-iron-preparation, on iron someone is prescribed. The part read (before you take) also names stomach ulcer, iron storage diseases and IBD (records already), haemolytic anaemia and repeated transfusions (records since they joined the dictionary), gastrectomy, and diabetes, which is not recorded, as the leaflet gives no reason for it. Its list of other medicines was not in what could be read.",
  }),
  ukProductInformation("zinc", REF_MIN.solvazincEmc, {
    ...records("mc-zinc-kidney-failure", "mc-zinc-severe-kidney-disease"),
    note: "The emc copy of the SmPC already read at RxReasoner, read again for sections 4.3 to 4.5: every medicine section 4.5 names (tetracyclines, quinolones, calcium, iron, penicillamine, trientine, copper) already had a record; copper deficiency (section 4.3) is mc-zinc-copper-deficiency, which cites the RxReasoner copy.",
  }),
  ukProductInformation("iron", SYTRON, {
    outcome: "stated-not-recorded",
    note: "Sections 4.3 and 4.4 name haemochromatosis (mc-iron-haemochromatosis already), haemosiderosis, repeated transfusions and haemolytic anaemia (records from other iron texts since they joined the dictionary), and parenteral iron (not a condition). Section 4.5 was not in what could be read; the UK leaflet's list (imedi.co.uk/sytron) was cut off after dimercaprol, iron medicines, chloramphenicol and fluoroquinolones.",
  }),
  ukProductInformation("iron", PREGADAY, {
    outcome: "not-readable",
    note: "Only the opening of the leaflet (what Pregaday is for) was in what could be read; its list of other medicines was not.",
  }),
  ukProductInformation("potassium", SANDO_K, {
    outcome: "not-readable",
    note: "Sections 4.1, 4.2 and 4.9 were in what could be read, section 4.5 was not. Section 4.1 names medicines that lower potassium (furosemide, thiazides, corticosteroids, carbenoxolone, cardiac glycosides) as reasons to take it, not as interactions.",
  }),
  ukProductInformation("potassium", SLOW_K_EMC, {
    outcome: "not-readable",
    note: "The copy read stops part-way through section 4.3 (hypersensitivity, marked renal failure); sections 4.4 and 4.5 were not in what could be read.",
  }),
  notFound(
    "potassium",
    "uk-product-information",
    "The UK Slow-K SmPC could not be read past section 4.3 (above). RxReasoner's copy of the Irish Slow-K SmPC (rxreasoner.com/monographs/slow-k/precautions) was read instead, but not cited, as it is not the UK text: its section 4.3 names potassium-sparing diuretics (spironolactone, triamterene, amiloride), which di-potassium-potassium-sparing-diuretic already covers, and untreated Addison's disease, hyperkalaemic periodic paralysis and gut obstruction for solid forms; section 4.4 names anticholinergics (gut ulceration with solid potassium chloride tablets); section 4.5 was not in what could be read.",
  ),
];
