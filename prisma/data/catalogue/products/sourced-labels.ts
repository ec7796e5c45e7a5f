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
  // Label: the UK summary of product characteristics, section 2 ("Cod Liver Oil with vitamins A, D & E 320 mg
  // containing: Vitamin A (Retinol) 670iu, Vitamin D3 (Colecalciferol) 67iu, Vitamin E (Alpha Tocopherol Acetate)
  // 0.3iu, EPA 22.4mg minimum, DHA 19.2mg minimum") and 4.2 ("1-2 capsules three times a day before meals"). The copy
  // read is marked out of date by the site. Pack size: not read here.
  product({
    name: "Cod Liver Oil Capsules",
    brand: "Seven Seas",
    form: "capsule",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "wellness",
    description:
      "Licensed cod liver oil capsule with vitamins A, D and E (320mg oil per capsule), one or two capsules three times a day. The product information read is marked out of date: check the pack you hold.",
    ingredients: [
      ing("cod-liver-oil", 320, "mg", "with EPA 22.4mg and DHA 19.2mg minimum"),
      ing("vitamin-a", 670, "IU", "as retinol"),
      ing("vitamin-d3", 67, "IU", "as colecalciferol"),
      ing("vitamin-e", 0.3, "IU", "as alpha tocopherol acetate"),
    ],
    prices: {},
    labelSource: {
      url: "https://imedi.co.uk/seven-seas-cod-liver-oil-capsules/summary",
      readOn: "2026-12-06",
    },
  }),
  // Label: the UK summary of product characteristics, sections 2 ("Activated charcoal, 300mg") and 4.2 ("Adults,
  // including elderly and children over 12 years: 2–4 tablets taken 3 times a day"). A serving is 2 tablets.
  product({
    name: "Medicinal Charcoal Tablets 300mg",
    brand: "J.L. Bragg",
    form: "tablet",
    unitsPerPack: null,
    unitsPerServing: 2,
    category: "digestive",
    description:
      "Licensed activated charcoal tablet (300mg each) for indigestion and wind, two to four tablets three times a day. Charcoal can stop medicines being absorbed.",
    ingredients: [ing("activated-charcoal", 600, "mg", "activated charcoal BPC 1934")],
    prices: {},
    labelSource: {
      url: "https://patient-info.co.uk/j-l-braggs-medicinal-charcoal-tablets-bpc-1934-300-mg-88593/summary-of-medicine-characteristics",
      readOn: "2026-12-06",
    },
  }),
  // Label: the shared UK summary of product characteristics (traditional herbal registration) naming "Holland &
  // Barrett Horsetail Capsules": "Each hard capsule contains 160mg of extract (as dry extract) from Horsetail herb",
  // "Take 1 capsule 3 times daily". The copy read is marked out of date by the site. Pack size: not read here.
  product({
    name: "Horsetail Capsules",
    brand: "Holland & Barrett",
    form: "capsule",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "wellness",
    description:
      "Traditional herbal medicinal product (THR) containing 160mg horsetail herb dry extract per capsule, one capsule three times a day. The product information read is marked out of date: check the pack you hold.",
    ingredients: [ing("horsetail", 160, "mg", "herb dry extract (water), equivalent to 640-960mg herb")],
    prices: {},
    labelSource: {
      url: "https://imedi.co.uk/gnc-live-well-horsetail-capsules/summary",
      readOn: "2026-12-06",
    },
  }),
  // Label: the UK summary of product characteristics (traditional herbal registration): "Each tablet contains: 360 mg
  // of Kelp thallus", "Adults and the elderly: Take one tablet three times a day". Its iodine is not stated. The copy
  // read is marked out of date by the site. Pack size: not read here.
  product({
    name: "Ascovita Kelp Tablets",
    brand: "Napiers",
    form: "tablet",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "wellness",
    description:
      "Traditional herbal medicinal product (THR) containing 360mg kelp (Ascophyllum) per tablet, one tablet three times a day; the label does not state its iodine. The product information read is marked out of date: check the pack you hold.",
    ingredients: [ing("kelp", 360, "mg", "Ascophyllum nodosum thallus powder")],
    prices: {},
    labelSource: {
      url: "https://imedi.co.uk/napiers-ascovita/g/2fa0:1c43:1e7a:5d51/info/summary?doc=1",
      readOn: "2026-12-06",
    },
  }),
  // Label: the brand distributor's product page: "Nutritional Information Meso-Zeaxanthin: 10mg Lutein: 10mg
  // Zeaxanthin: 2mg", one a day. Meso-zeaxanthin is no catalogue ingredient, so the label is partly listed.
  product({
    name: "MacuShield Original",
    brand: "MacuShield",
    form: "softgel",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "wellness",
    description: "Macular carotenoid capsule from marigold extract, one a day; also 10mg meso-zeaxanthin.",
    partialLabel: true,
    ingredients: [
      ing("lutein", 10, "mg", "from marigold extract"),
      ing("zeaxanthin", 2, "mg", "from marigold extract"),
    ],
    prices: {},
    labelSource: { url: "https://avendrapharma.com/en/product/macushield/", readOn: "2026-12-06" },
  }),
  // Label: the brand's page: "The only ingredients are concentrated beetroot juice (98%) and lemon juice (2%)",
  // "Each shot contains a minimum 400mg natural nitrate". Pack size: not read here.
  product({
    name: "Beet It Sport Nitrate 400 Shot",
    brand: "Beet It",
    form: "liquid",
    unitsPerPack: null,
    unitsPerServing: 1,
    category: "performance",
    description:
      "Concentrated beetroot juice shot (98% beetroot, 2% lemon) with at least 400mg natural nitrate.",
    ingredients: [ing("beetroot-nitrate", 400, "mg", "natural nitrate from concentrated beetroot juice")],
    prices: {},
    labelSource: { url: "https://www.beet-it.com/blog/powerofthepurplestuff", readOn: "2026-12-06" },
  }),
];
