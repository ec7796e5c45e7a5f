// Products read from a label page found here (brand, retailer or UK product information), one per
// ingredient the catalogue had no product for. Each names its source and the day it was read; none
// carries a price, since no retailer price was read. A pack size no page read here gave is null.
import type { ProductSeed } from "@/lib/catalogue/seed-schemas";
import { ing, product } from "./build";

export const SOURCED_LABEL_PRODUCTS: ProductSeed[] = [
  // Label: https://imedi.co.uk/relaxherb-passion-flower-tablets/summary (shared SmPC naming "Holland & Barrett
  // Passion Flower Stress Relief tablets": 425mg dry extract per coated tablet, 1 tablet daily) and
  // https://uk.news.yahoo.com/little-known-35p-pill-reduce-153758989.html ("a bottle of 30 Passionflower Stress
  // Relief tablets ... at Holland and Barrett"; "Stress Relief Passionflower 30 Tablets 425mg"), read 4 Dec 2026.
  product({
    name: "Stress Relief Passionflower 425mg Tablets",
    brand: "Holland & Barrett",
    form: "tablet",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "sleep",
    description:
      "Traditional herbal medicinal product (THR) containing 425mg passion flower dry extract per coated tablet, one tablet a day if required.",
    ingredients: [ing("passionflower", 425, "mg", "herb dry extract (ethanol 50%)")],
    prices: {},
    labelSource: {
      url: "https://imedi.co.uk/relaxherb-passion-flower-tablets/summary",
      readOn: "2026-12-04",
    },
  }),
  // Label: the product's UK summary of product characteristics (traditional herbal registration), sections 2 and 4.2:
  // "Each film-coated tablet contains 450mg of extract (as dry extract) from Devil's Claw root", "take one tablet
  // twice a day". Pack size: not in any page read here.
  product({
    name: "Devil's Claw JointAid Tablets",
    brand: "Healthspan",
    form: "tablet",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "wellness",
    description:
      "Traditional herbal medicinal product (THR) containing 450mg devil's claw root dry extract per film-coated tablet, one tablet twice a day.",
    ingredients: [ing("devils-claw", 450, "mg", "root dry extract (ethanol 60%)")],
    prices: {},
    labelSource: {
      url: "https://patient-info.co.uk/healthspan-devils-claw-jointaid-tablets-93362/summary-of-medicine-characteristics",
      readOn: "2026-12-05",
    },
  }),
  // Label: the shared UK summary of product characteristics (traditional herbal registration) naming "Holland &
  // Barrett Lemon Balm Capsules": "Each capsule contains 171mg of extract (as dry extract) from Lemon Balm leaf",
  // "Take 2 capsule 3 times daily". A serving is the 2 capsules. Pack size: not in any page read here.
  product({
    name: "Lemon Balm Capsules",
    brand: "Holland & Barrett",
    form: "capsule",
    unitsPerPack: null,
    unitsPerServing: 2,
    category: "sleep",
    description:
      "Traditional herbal medicinal product (THR) containing 171mg lemon balm leaf dry extract per capsule, two capsules three times a day.",
    ingredients: [ing("lemon-balm", 342, "mg", "leaf dry extract (ethanol 50%)")],
    prices: {},
    labelSource: {
      url: "https://patient-info.co.uk/natures-garden-lemon-balm-capsules-holland-barrett-lemon-balm-capsules-gnc-live-well-lemon-balm-capsules-lifecycle-lemon-balm-capsules-natures-bounty-lemon-balm-capsules-92614/summary-of-medicine-characteristics",
      readOn: "2026-12-05",
    },
  }),
  // Label: the UK summary of product characteristics (THR 29860/0009, Cassella-med, per the MHRA's public assessment
  // report at documents.pub), marked out of date by the mirror: "Each hard capsule contains: 320 mg of extract (as dry
  // extract) from Artichoke leaf", "Adults and the elderly take 2 capsules twice daily". Pack size: not read here.
  product({
    name: "Cypar Artichoke Capsules",
    brand: "Cassella-med",
    form: "capsule",
    unitsPerPack: null,
    unitsPerServing: 2,
    category: "digestive",
    description:
      "Traditional herbal medicinal product (THR) containing 320mg artichoke leaf dry extract per capsule, two capsules twice a day before food.",
    ingredients: [ing("artichoke", 640, "mg", "leaf dry extract (water)")],
    prices: {},
    labelSource: { url: "https://imedi.co.uk/cypar-artichoke-capsules/summary", readOn: "2026-12-05" },
  }),
  // Label: the UK summary of product characteristics (traditional herbal registration): "Each soft capsule contains: 80
  // mg of oil from flowering tops of Lavender", "Take one soft capsule once daily". Pack size: not read here.
  product({
    name: "Kalms Lavender One-a-Day Capsules",
    brand: "Kalms",
    form: "capsule",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "sleep",
    description:
      "Traditional herbal medicinal product (THR) containing 80mg lavender oil per soft capsule, one capsule a day, for the temporary relief of symptoms of mild anxiety.",
    ingredients: [ing("lavender", 80, "mg", "oil from the flowering tops")],
    prices: {},
    labelSource: {
      url: "https://imedi.co.uk/kalms-lavender-one-a-day-capsules/summary",
      readOn: "2026-12-05",
    },
  }),
  // Label: the shared UK summary of product characteristics (traditional herbal registration) naming "Holland &
  // Barrett Dandelion Capsules": "Each hard capsule contains 339mg of extract (as dry extract) from Dandelion root",
  // "Take 1 capsule 2 times daily". Pack size: not read here.
  product({
    name: "Dandelion Capsules",
    brand: "Holland & Barrett",
    form: "capsule",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "digestive",
    description:
      "Traditional herbal medicinal product (THR) containing 339mg dandelion root dry extract per capsule, one capsule twice a day.",
    ingredients: [ing("dandelion", 339, "mg", "root dry extract (ethanol 60%)")],
    prices: {},
    labelSource: {
      url: "https://imedi.co.uk/natures-garden-dandelion-capsules/summary",
      readOn: "2026-12-05",
    },
  }),
  // Label: the UK summary of product characteristics (traditional herbal registration; the Irish regulator's entry at
  // myhealthbox.eu names Bioforce (UK) Ltd): "1 tablet contains 51 mg of dried tincture from fresh Sage (Salvia
  // officinalis L.) leaves", "Women experiencing menopausal symptoms: 1 tablet daily". Pack size: not read here.
  product({
    name: "Menoforce Sage Tablets",
    brand: "Bioforce",
    form: "tablet",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "wellness",
    description:
      "Traditional herbal medicinal product (THR) containing 51mg dried tincture of fresh sage leaves per tablet, one tablet a day, for excessive sweating with menopausal hot flushes.",
    ingredients: [ing("sage", 51, "mg", "dried tincture of fresh leaves (1:17-18, ethanol 68%)")],
    prices: {},
    labelSource: { url: "https://imedi.co.uk/menoforce-sage-tablets/summary", readOn: "2026-12-05" },
  }),
  // Label: the UK summary of product characteristics (traditional herbal registration): "One gastro-resistant tablet
  // contains 157.5–225.0 mg of extract (as dry extract) from fresh Horse chestnut seeds ... corresponding to 50 mg
  // triterpene glycosides, calculated as anhydrous β-aescin", "Adults: one tablet twice daily taken immediately after
  // food". The fixed amount is the aescin, so that is the row. Pack size: not read here.
  product({
    name: "Venaforce Horse Chestnut GR Tablets",
    brand: "Bioforce",
    form: "tablet",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "wellness",
    description:
      "Traditional herbal medicinal product (THR): gastro-resistant tablets of horse chestnut seed dry extract giving 50mg aescin each, one tablet twice a day after food.",
    ingredients: [
      ing("horse-chestnut", 50, "mg", "triterpene glycosides as aescin, in 157.5–225mg seed dry extract"),
    ],
    prices: {},
    labelSource: {
      url: "https://patient-info.co.uk/venaforce-horse-chestnut-gr-tablets-93261/summary-of-medicine-characteristics",
      readOn: "2026-12-05",
    },
  }),
  // Label: a copy of the UK summary of product characteristics (PL 53886/0007, General Sales List, Opella Healthcare UK
  // trading as Sanofi, per the emc entry at trial.medpath.com): "Each capsule contains 0.2 ml (= 181.6 mg) of Mentha x
  // piperita L., aetheroleum (peppermint oil)", "One gastro-resistant capsule 3 times a day". Pack size: not read here.
  product({
    name: "Buscomint Peppermint Oil 0.2ml Gastro-Resistant Capsules",
    brand: "Buscomint",
    form: "capsule",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "digestive",
    description:
      "Licensed herbal medicine for abdominal pain, minor gut spasms and wind, especially in irritable bowel syndrome: 0.2ml (181.6mg) peppermint oil per gastro-resistant capsule, one capsule three times a day.",
    ingredients: [ing("peppermint-oil", 181.6, "mg", "peppermint oil in gastro-resistant soft capsules")],
    prices: {},
    labelSource: {
      url: "https://medthority.com/drugs/a-alimentary-tract-and-metabolism/a03/a03a/a03ax/buscomint",
      readOn: "2026-12-05",
    },
  }),
  // Label: the UK summary of product characteristics (traditional herbal registration) naming "HRI Ginger Tablets":
  // "Each tablet contains 250 mg Zingber officinale Roscoe rhizome", "Minor digestive complaints: One tablet three
  // times a day at mealtimes" (for travel sickness, one or two tablets before travelling). Pack size: not read here.
  product({
    name: "Ginger Tablets",
    brand: "HRI",
    form: "tablet",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "digestive",
    description:
      "Traditional herbal medicinal product (THR) containing 250mg ginger rhizome per coated tablet: one tablet three times a day at mealtimes for minor digestive complaints, or one or two before travelling.",
    ingredients: [ing("ginger", 250, "mg", "rhizome")],
    prices: {},
    labelSource: {
      url: "https://imedi.co.uk/hri-travel-and-digestion-relief-tablets/summary",
      readOn: "2026-12-05",
    },
  }),
];
