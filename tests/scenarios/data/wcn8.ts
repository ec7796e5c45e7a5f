// Conditions named by the sources of nutrients read in the wcn8 round, with neighbours that must stay quiet.
import type { ScenarioInput } from "../schema";
import { BLOCKS, CAUTIONS, conditionCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];

const SOURCE = {
  nicotinicAcid: {
    title:
      "APO-Nicotinic Acid tablets data sheet (Medsafe, New Zealand), section 4.3: risk/benefit considerations in gout, hypotension and peptic ulcer",
    publisher: "RxReasoner (copy of the Apotex NZ data sheet, 2017)",
    url: "https://www.rxreasoner.com/monographs/apo-nicotinic/precautions",
  },
  mhraCobalt: {
    title:
      "Cyanocobalamin (traffic lights): MHRA December 2023, advise patients with known cobalt allergy to be vigilant for sensitivity reactions",
    publisher: "Derbyshire Medicines Management (NHS)",
    url: "https://app.derbyshiremedicinesmanagement.nhs.uk/app/app-medicines-management/traffic-lights/app/app-medicines-management/traffic-lights/show-drug/cyanocobalamin2/",
  },
  magium: {
    title:
      "Magium 5 mmol Kautabletten (magnesium 121.5 mg), Fachinformation (German SmPC), section 4.3: contraindications include myasthenia gravis",
    publisher: "iMedikament.de (copy of the German SmPC, 2008)",
    url: "https://imedikament.de/magium/fachinformation?doc=1",
  },
  chondroitinProstate: {
    title:
      "Reader question (Alternative Medicine Alert, February 2001): chondroitin sulfate may cause prostate cancer to spread or recur; men who have prostate cancer should avoid chondroitin until more is known",
    publisher: "Relias Media (Alternative Medicine Alert)",
    url: "https://reliasmedia.com/articles/68004-reader-question",
  },
  berson: {
    title:
      "A randomized trial of vitamin A and vitamin E supplementation for retinitis pigmentosa (Arch Ophthalmol 1993): results suggest an adverse effect of 400 IU a day of vitamin E",
    publisher: "Scilit (abstract of Archives of Ophthalmology 1993;111(6):761-72)",
    url: "https://scilit.com/publications/6772a7188958015936ace6a925a85fe6",
  },
  niceNodules: {
    title:
      "Ultrasound-guided radiofrequency ablation for benign thyroid nodules (NICE IPG562, information for the public): thyroid nodules are lumps in the thyroid gland, usually non-cancerous",
    publisher: "NICE",
    url: "https://www.nice.org.uk/guidance/ipg562/ifp/chapter/The-condition",
  },
  npcSkinCancer: {
    title:
      "Selenium supplementation and secondary prevention of nonmelanoma skin cancer in a randomized trial (J Natl Cancer Inst 2003;95(19):1477-81)",
    publisher: "PubMed (abstract)",
    url: "https://pubmed.ncbi.nlm.nih.gov/14519754/",
  },
} satisfies Record<string, Reference>;

const NIACIN_ULCER =
  "Nicotinic acid data sheet, 4.3: large doses may activate a peptic ulcer; weigh risks and benefits.";
const NIACIN_GOUT =
  "Nicotinic acid data sheet, 4.3: large doses may cause hyperuricaemia; weigh risks and benefits in gout.";
const NIACIN_HYPOTENSION =
  "Nicotinic acid data sheet, 4.3: hypotension may worsen from the vasodilation of nicotinic acid.";
const B12_COBALT =
  "MHRA (December 2023): vitamin B12 contains cobalt; people with a known cobalt allergy should speak to a professional and watch for reactions.";

const MAGNESIUM_MG =
  "German SmPCs of oral magnesium (Magium, Magnesium beta 10), 4.3: contraindicated in myasthenia gravis.";

const { named, quiet } = conditionCases("sc-wcn8-");

export const WCN8_SCENARIOS: ScenarioInput[] = [
  named(
    "ulcer-niacin",
    "A stomach ulcer, and nicotinic acid 500 mg",
    "niacin",
    "stomach ulcer",
    PRODUCT.nicotinicAcid500,
    CAUTIONS,
    NIACIN_ULCER,
    [SOURCE.nicotinicAcid],
  ),
  named(
    "duodenal-ulcer-niacin",
    "A duodenal ulcer, and nicotinic acid 500 mg",
    "niacin",
    "duodenal ulcer",
    PRODUCT.nicotinicAcid500,
    CAUTIONS,
    NIACIN_ULCER,
    [SOURCE.nicotinicAcid],
  ),
  named(
    "gout-niacin",
    "Gout, and nicotinic acid 500 mg",
    "niacin",
    "gout",
    PRODUCT.nicotinicAcid500,
    CAUTIONS,
    NIACIN_GOUT,
    [SOURCE.nicotinicAcid],
  ),
  named(
    "low-bp-niacin",
    "Low blood pressure, and nicotinic acid 500 mg",
    "niacin",
    "low blood pressure",
    PRODUCT.nicotinicAcid500,
    CAUTIONS,
    NIACIN_HYPOTENSION,
    [SOURCE.nicotinicAcid],
  ),
  named(
    "cobalt-b12",
    "A cobalt allergy, and vitamin B12 1000 micrograms",
    "vitamin-b12",
    "cobalt allergy",
    PRODUCT.vitaminB12,
    CAUTIONS,
    B12_COBALT,
    [SOURCE.mhraCobalt],
  ),
  named(
    "allergic-cobalt-b12",
    "Allergic to cobalt, and vitamin B12 chewables",
    "vitamin-b12",
    "allergic to cobalt",
    PRODUCT.vitaminB12Chewable,
    CAUTIONS,
    B12_COBALT,
    [SOURCE.mhraCobalt],
  ),
  quiet(
    "high-bp-niacin",
    "High blood pressure, which the data sheet does not name, and nicotinic acid",
    "niacin",
    "high blood pressure",
    PRODUCT.nicotinicAcid500,
    NIACIN_HYPOTENSION,
    [SOURCE.nicotinicAcid],
  ),
  quiet(
    "cobalt-selenium",
    "A cobalt allergy, and selenium, which the MHRA text does not name",
    "selenium",
    "cobalt allergy",
    PRODUCT.selenium200,
    B12_COBALT,
    [SOURCE.mhraCobalt],
  ),
  quiet(
    "gout-b12",
    "Gout, and vitamin B12, which the nicotinic acid text does not name",
    "vitamin-b12",
    "gout",
    PRODUCT.vitaminB12,
    NIACIN_GOUT,
    [SOURCE.nicotinicAcid],
  ),
  quiet(
    "cobalt-kelp",
    "A cobalt allergy, and a kelp iodine supplement, which the MHRA text does not name",
    "iodine",
    "cobalt allergy",
    PRODUCT.kelp,
    B12_COBALT,
    [SOURCE.mhraCobalt],
  ),
  named(
    "mg-magnesium",
    "Myasthenia gravis, and magnesium citrate 200 mg",
    "magnesium",
    "myasthenia gravis",
    PRODUCT.magnesiumCitrate200,
    BLOCKS,
    MAGNESIUM_MG,
    [SOURCE.magium],
  ),
  quiet(
    "mg-selenium",
    "Myasthenia gravis, and selenium, which the magnesium texts do not name",
    "selenium",
    "myasthenia gravis",
    PRODUCT.selenium200,
    MAGNESIUM_MG,
    [SOURCE.magium],
  ),
  quiet(
    "prostate-glucosamine",
    "Prostate cancer, and glucosamine without chondroitin, which the text offers as the alternative",
    "glucosamine",
    "prostate cancer",
    PRODUCT.glucosamine,
    "Alternative Medicine Alert: men with prostate cancer should avoid chondroitin; glucosamine may be an alternative.",
    [SOURCE.chondroitinProstate],
  ),
  named(
    "rp-vitamin-e",
    "Retinitis pigmentosa, and vitamin E 400 IU",
    "vitamin-e",
    "retinitis pigmentosa",
    PRODUCT.vitaminE400Iu,
    BLOCKS,
    "Randomised trial in retinitis pigmentosa: 400 IU a day of vitamin E made a large yearly fall in retinal function more likely; UK sight charities since advise avoiding vitamin E supplements.",
    [SOURCE.berson],
  ),
  quiet(
    "rp-vitamin-a",
    "Retinitis pigmentosa, and vitamin A, which the same trial found slowed it",
    "vitamin-a",
    "retinitis pigmentosa",
    PRODUCT.vitaminA10000Iu,
    "Randomised trial in retinitis pigmentosa: 15,000 IU a day of vitamin A slowed the decline of retinal function.",
    [SOURCE.berson],
  ),
  named(
    "nodules-iodine",
    "Thyroid nodules, and a kelp iodine supplement: read as a thyroid condition",
    "iodine",
    "thyroid nodules",
    PRODUCT.kelp,
    CAUTIONS,
    "NICE: thyroid nodules are lumps in the thyroid gland and sometimes make it overactive; the iodine record on thyroid disease asks.",
    [SOURCE.niceNodules],
  ),
  named(
    "bcc-selenium-200",
    "A basal cell carcinoma removed, and selenium 200 µg",
    "selenium",
    "basal cell carcinoma",
    PRODUCT.selenium200,
    CAUTIONS,
    "Trial in people who had had non-melanoma skin cancer: 200 µg selenium a day raised the risk of squamous cell skin cancer.",
    [SOURCE.npcSkinCancer],
  ),
  named(
    "scc-skin-selenium-200",
    "Squamous cell skin cancer in the past, and selenium 200 µg",
    "selenium",
    "squamous cell skin cancer",
    PRODUCT.selenium200,
    CAUTIONS,
    "Trial in people who had had non-melanoma skin cancer: 200 µg selenium a day raised the risk of squamous cell skin cancer.",
    [SOURCE.npcSkinCancer],
  ),
  quiet(
    "nmsc-selenium-100",
    "Non-melanoma skin cancer, and selenium 100 µg: below the only dose tested",
    "selenium",
    "non-melanoma skin cancer",
    PRODUCT.selenium100,
    "The trial tested 200 µg a day only; it says nothing of smaller amounts.",
    [SOURCE.npcSkinCancer],
  ),
  quiet(
    "melanoma-selenium-200",
    "Melanoma, and selenium 200 µg: the trial was of non-melanoma skin cancers",
    "selenium",
    "melanoma",
    PRODUCT.selenium200,
    "The trial enrolled people with previous basal or squamous cell skin cancer, not melanoma.",
    [SOURCE.npcSkinCancer],
  ),
];
