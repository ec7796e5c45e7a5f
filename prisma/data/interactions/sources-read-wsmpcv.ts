// The read log of the wsmpcv round: UK vitamin SmPCs and leaflets of brands earlier rounds had not read.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { notFound, records, ukProductInformation } from "./sources-read-page";
import { REF_WSMPCV as R } from "./references-wsmpcv";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WSMPCV: SourceReadInput[] = [
  ukProductInformation(
    "vitamin-d3",
    R.thorensPrecautions,
    {
      ...records("mc-vitamin-d3-cardiovascular-disease"),
      note: "Sections 4.3 and 4.4 of the Thorens 25 000 IU capsules SmPC. New: caution in patients receiving treatment for cardiovascular disease (mc-vitamin-d3-cardiovascular-disease, asks). Already met by earlier records from other vitamin D SmPCs: hypercalcaemia, hypercalciuria, hypervitaminosis D, kidney stones, severe renal impairment (blocks), sarcoidosis, pseudohypoparathyroidism, immobilised patients, thiazides and cardiac glycosides (ask). Section 4.5 of this copy was not in what could be read.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    R.solicolD3Leaflet,
    {
      ...records("mc-vitamin-d3-cardiovascular-disease"),
      note: "Section 2 of the SoliCol D3 50,000 IU leaflet as far as it could be read: do not take with hypercalcaemia, hypercalciuria, kidney problems including kidney stones, or hypervitaminosis D (earlier records); talk to a doctor or pharmacist first if you suffer from heart disease (the copy broke off after that line).",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-a",
    R.dalivitDropsSmpc,
    {
      outcome: "stated-not-recorded",
      note: "Dalivit Drops (5,000 units vitamin A, 400 units ergocalciferol and B vitamins and vitamin C a dose). Section 4.3: women who are or may become pregnant, already met by mc-vitamin-a-pregnancy from another source; hypercalcaemia, not written for vitamin A as the text does not say which vitamin it is for and the vitamin D records already block it. Section 4.4: no other vitamin A preparation except under medical supervision, met for fish liver oils by ss-cod-liver-oil-vitamin-a. Section 4.5 was not in what could be read.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    {
      title: "THORENS 25 000 I.U./2.5 ml oral solution: summary of product characteristics",
      publisher: "Electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/7041/smpc/print",
    },
    {
      outcome: "not-readable",
      note: "Read only as far as section 4.2 (not recommended in pregnancy and breastfeeding, as a high-strength product) and the first line of 4.3; sections 4.4 and 4.5 were not in what could be read. The same company's capsule SmPC was read on RxReasoner instead.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    {
      title: "Plenachol D3 20 000 IU Capsules: summary of product characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/colecalciferol-20000-iu-capsules-plenachol-d3-20-000-iu-capsules-88403/summary-of-medicine-characteristics",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 could be read (certain concomitant medicines, such as anticonvulsants and glucocorticoids, may call for higher doses, which earlier records already say); sections 4.3 to 4.5 were not reached.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    {
      title: "InVita D3 25,000 IU oral solution: summary of product characteristics",
      publisher: "UK SmPC, reproduced by patient-info.co.uk",
      url: "https://patient-info.co.uk/invita-d3-25-000-iu-oral-solution-95655/summary-of-medicine-characteristics",
    },
    {
      outcome: "not-readable",
      note: "Only sections 1 to 4.2 could be read (the high strength is not recommended in pregnancy and breastfeeding); sections 4.3 to 4.5 were not reached.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "biotin",
    R.ketoviteTabletsSmpc,
    {
      ...records("mc-biotin-heart-attack"),
      note: "Ketovite Tablets, a multivitamin whose section 4.4 warns about its biotin (the 'no licensed UK product' entry for biotin concerns a biotin-only product). New: false negative troponin results in people having a heart attack (mc-biotin-heart-attack, asks). Thyroid test results mimicking Graves' disease were already met by mc-biotin-thyroid-disease and di-biotin-thyroid-hormone. The higher risk of interference in renal impairment is not written, as it concerns a test result rather than harm. Section 4.5 was not in what could be read.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-a",
    R.ketoviteLiquidSmpc,
    {
      outcome: "stated-not-recorded",
      note: "Ketovite Liquid (2,500 units vitamin A, 400 units ergocalciferol, cyanocobalamin and choline). Section 4.3: hypercalcaemia, not written for vitamin A, as the text does not say which vitamin it is for. Section 4.4: no other vitamin A and D supplement except under medical supervision, met for fish liver oils by ss-cod-liver-oil-vitamin-a. Section 4.5 says the absorption of 'some vitamins' may be reduced by neomycin, colestyramine, liquid paraffin, aminoglycosides and others without saying which; the fat-soluble vitamin records already cover colestyramine and liquid paraffin.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-b12",
    R.ketoviteLiquidSmpc,
    {
      outcome: "stated-not-recorded",
      note: "Section 4.5 of Ketovite Liquid: absorption of 'some vitamins' may be reduced by neomycin, colestyramine, aminosalicylic acid, biguanides, chloramphenicol, cimetidine, colchicine, potassium salts and methyldopa, and serum B12 may be lowered by oral contraceptives. Not written from this text, as it does not say which vitamin each concerns; the records from the Cytacon SmPC, which names them for B12, already cover neomycin, colestyramine, metformin, cimetidine, colchicine, potassium chloride and methyldopa.",
    },
    READ_ON,
  ),
  notFound(
    "vitamin-k1",
    "uk-product-information",
    "Looked for the Neokay 1 mg capsules (oral phytomenadione for babies) SmPC at an address the log holds: it was found only on medthority.com and medtheses.com. Read there: section 4.3 names only hypersensitivity; section 4.4 asks for expert advice before giving it to a baby with protein C or S deficiency on warfarin; section 4.5 says vitamin K is an antidote to coumarin anticoagulants, so use with them is not recommended except in treating their excess, which di-vitamin-k1-warfarin and di-vitamin-k1-vitamin-k-antagonist already cover, though as a caution rather than a block. Nothing new was written: the product is given to newborn babies, and its 'not recommended' was not carried over to adults on warfarin taking a supplement, whom the existing records ask to talk to their anticoagulant clinic first and keep vitamin K intake steady.",
    READ_ON,
  ),
  ukProductInformation(
    "vitamin-d3",
    {
      title: "Desunin 800 IU tablets: summary of product characteristics",
      publisher: "Electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/4304/smpc",
    },
    {
      outcome: "not-readable",
      note: "Read only as far as section 4.2 (caution in renal impairment) and the heading of 4.3. The company's own prescribing information (desunin.co.uk, an address the log does not hold) gives the same product's contraindications and precautions: hypercalcaemia, hypercalciuria, kidney stones, nephrocalcinosis, hypervitaminosis D, sarcoidosis, renal impairment, and monitoring in elderly people on cardiac glycosides or diuretics, all met by earlier records.",
    },
    READ_ON,
  ),
];
