// The read log of the wsmpcm round (drug-interactions-part-74.ts): more UK licensed forms of the nutrients, all brands.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, records, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WSMPCM: SourceReadInput[] = [
  ukProductInformation(
    "calcium",
    {
      title:
        "Accrete D3 film-coated tablets (calcium 600 mg, colecalciferol 400 IU): summary of product characteristics, sections 4.2 and 4.3",
      publisher: "Electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/2766/smpc/print",
    },
    {
      outcome: "stated-not-recorded",
      note: "Read as far as the first bullet of section 4.3 (diseases or conditions resulting in hypercalcaemia or hypercalciuria, such as myeloma, bone metastases or other malignant bone disease) and section 4.2 (not in severe renal impairment): each reaches a record written from other calcium texts (mc-calcium-hypercalcaemia, mc-calcium-multiple-myeloma, mc-calcium-bone-metastases, mc-calcium-severe-kidney-disease), swept with the probe at 1,200 mg a day. The rest of 4.3, and 4.4 and 4.5, were not in what could be read. The maker's abbreviated prescribing information (rxdetail.co.uk, not a log kind) names cardiac glycosides, thiazide diuretics, tetracyclines, quinolones, sarcoidosis and immobilised patients with osteoporosis: each already reaches a calcium record (di-calcium-digoxin, di-calcium-bendroflumethiazide, di-calcium-tetracycline, di-calcium-fluoroquinolone, mc-calcium-sarcoidosis, mc-calcium-immobilisation). Fructose intolerance concerns an excipient and is not recorded.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "omega-3-fish-oil",
    {
      title: "Omacor 1000 mg soft capsules (omega-3-acid ethyl esters 90): patient leaflet, before you take",
      publisher: "UK patient leaflet, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/omacor-1000mg-capsule-soft",
    },
    {
      outcome: "stated-not-recorded",
      note: "Omacor's UK SmPC was looked for again: only this UK leaflet's opening came up (also on emc, medicine 11034, and Drugs.com), as far as 'take special care' (recent surgery or trauma, kidney problems, uncontrolled diabetes, liver problems; surgery and trauma have records, the others state no risk). Read again beside it, outside the log's kinds: the Irish Omacor SmPC on RxReasoner, whose section 4.4 says that because of the moderate increase in bleeding time with the high dosage of 4 capsules, patients on anticoagulant therapy must be monitored and the anticoagulant dose adjusted if necessary. Not recorded: the fish oil bleeding records (warfarin, DOACs, other anticoagulants, antiplatelets) start at 5 g of EPA and DHA a day, a threshold the knowledge-base test keeps, so 4 g a day with warfarin meets nothing. Left for a pharmacist to decide whether Omacor's own dose should lower that threshold for anticoagulants. Vazkepa (icosapent ethyl) was looked for: only its EU posology section (RxReasoner) and a UK monograph summary (medscape.co.uk: monitor people on anticoagulants or antiplatelets; atrial fibrillation or flutter; fish and shellfish allergy; liver impairment) came up; atrial fibrillation and fish allergy have records.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "iron",
    {
      title: "Feraccru 30 mg hard capsules (ferric maltol): patient leaflet, do not take and warnings",
      publisher: "Patient leaflet, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/feraccru-69516/patient-leaflet",
    },
    {
      outcome: "stated-not-recorded",
      note: "Read as far as 'Other medicines and Feraccru': do not take with iron overload or after multiple blood transfusions (mc-iron-haemochromatosis, mc-iron-regular-blood-transfusions), avoid it in a flare of inflammatory bowel disease (mc-iron-inflammatory-bowel-disease), and not with dimercaprol (di-iron-dimercaprol), methyldopa or chloramphenicol. Methyldopa reaches di-iron-methyldopa, which only asks (minor, from the methyldopa leaflet's 'tell your doctor'), while Feraccru's texts say to avoid it (the EU SmPC: oral iron may antagonise methyldopa's effect on blood pressure). A block from Feraccru's 60 mg a day cannot sit beside the existing record, as the knowledge base holds one record for each ingredient and medicine; left for a pharmacist to decide whether di-iron-methyldopa should block from that dose. Chloramphenicol is left out until its eye drops can be read as surface-only (not-covered.ts). The EU SmPC's section 4.5 on RxReasoner, read beside it outside the log's kinds, names intravenous iron, tetracycline, calcium and magnesium salts, penicillamine, bisphosphonates, entacapone, levodopa, levothyroxine, mycophenolate and the quinolones: each reaches an iron record with the probe at 60 mg a day, except norfloxacin, which the medicine dictionary lacks.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "glucosamine",
    {
      title:
        "Glucosamine Sulphate 1500 mg Powder for Oral Solution: summary of product characteristics, sections 2 to 4.3",
      publisher: "UK SmPC, reproduced by imedi.co.uk",
      url: "https://imedi.co.uk/glucosamine-sulphate-1500mg-powder-for-oral-solution",
    },
    {
      outcome: "not-readable",
      note: "Read as far as the start of section 4.3 (one sachet of 1,500 mg glucosamine sulphate, 1,178 mg glucosamine, a day; not for under-18s; no dose advice in kidney or liver impairment); sections 4.4 to 4.6 were not in what could be read. The product's UK leaflet (Drugs.com transcript, outside the log's kinds) says it should not be used during pregnancy and is not recommended while breastfeeding: mc-glucosamine-pregnancy and mc-glucosamine-breastfeeding cite it, as no glucosamine record reached either.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "iodine",
    {
      title: "Aqueous Iodine Oral Solution BP: summary of product characteristics, sections 4.2 to 4.6",
      publisher: "Electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/4828/smpc/print",
    },
    {
      ...records("mc-iodine-iodine-allergy"),
      note: "Lugol's solution (iodine 5% and potassium iodide 10%), 0.1 to 0.3 ml three times a day for six days before thyroid surgery, tens of milligrams of iodine a day. Section 4.3: hypersensitivity to iodine or iodides, which joined the conditions (iodine allergy) and gives mc-iodine-iodine-allergy, asking because of the far larger dose; and pregnancy and lactation (section 4.6: iodides cross the placenta and pass into milk, with a possibility of goitre in the infant). Pregnancy and lactation are not recorded: the text concerns some hundreds of times a supplement's iodine, and a pharmacist should judge whether anything follows for the 150 micrograms of pregnancy supplements. Section 4.5: interference with thyroid function tests, no dictionary condition.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "calcium",
    {
      title: "TheiCal-D3 1000 mg/880 IU chewable tablets: patient leaflet, before you take and pregnancy",
      publisher: "Electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/3334/xpil/print",
    },
    {
      outcome: "stated-not-recorded",
      note: "Read as far as its pregnancy section: do not take with high blood calcium or high urine calcium (mc-calcium-hypercalcaemia and the calcium kidney records); oxalic acid (spinach, rhubarb) and phytic acid (wholegrain cereals) reduce calcium absorption, so no calcium medicine within 2 hours of such food (fi-calcium-oxalate-and-phytate-rich-foods). Not recorded: in pregnancy the total daily calcium should not be higher than 1,500 mg (and half a tablet a day is the most), a pregnancy dose limit that a condition record, which carries no amount, cannot express; Accrete D3 One a Day's SmPC (medthority copy, not a log kind) says the same in section 4.2.",
    },
    READ_ON,
  ),
  notFound(
    "betaine",
    "uk-product-information",
    "Cystadane's UK SmPC was looked for again for its warning on raised methionine: only the US label (a Chinese site's copy: cerebral oedema in patients with hypermethioninaemia, including a few treated with betaine; keep plasma methionine below 1,000 micromol/l) came up. Read instead, outside the log's kinds: Medscape UK's monograph of betaine oral powder (Cystadane), whose precautions say treatment is started and supervised by a specialist, plasma methionine is monitored, and treatment is withdrawn if cerebral oedema occurs. Homocystinuria joined the conditions, and mc-betaine-homocystinuria asks.",
    READ_ON,
  ),
];
