// Traditional herbal medicines (THR) sold in the UK, each transcribed from the registration holder's product
// information read on the date given. No retailer price was read for them, so they carry no offer.
import type { ProductSeed } from "@/lib/catalogue/seed-schemas";
import { ing, product } from "./build";

export const HERBAL_MEDICINE_PRODUCTS: ProductSeed[] = [
  // Label: https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/menoherb-spc/
  // and http://www.schwabepharma.co.uk/pages/products/menoherb.php (30 tablets), read 30 Nov 2026.
  product({
    name: "MenoHerb Black Cohosh Menopause Relief Tablets",
    brand: "Schwabe Pharma",
    form: "tablet",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "wellness",
    description:
      "Traditional herbal medicinal product (THR) containing black cohosh root extract, one tablet a day.",
    ingredients: [ing("black-cohosh", 6.5, "mg", "rhizome and root dry extract (4.5-8.5:1)")],
    prices: {},
    labelSource: {
      url: "https://www.schwabepharma.co.uk/healthcare-professionals/summaries-of-product-characteristics/menoherb-spc/",
      readOn: "2026-11-30",
    },
  }),
  // Label: https://www.schwabepharma.co.uk/product/menomood-menopause-mood-relief-tablets/, read 30 Nov 2026.
  product({
    name: "MenoMood Menopause Mood Relief Tablets",
    brand: "Schwabe Pharma",
    form: "tablet",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "wellness",
    description:
      "Traditional herbal medicinal product (THR) containing St John's wort and black cohosh extracts, one tablet a day.",
    ingredients: [
      ing("st-johns-wort", 300, "mg", "aerial parts dry extract"),
      ing("black-cohosh", 6.4, "mg", "rhizome and root dry extract"),
    ],
    prices: {},
    labelSource: {
      url: "https://www.schwabepharma.co.uk/product/menomood-menopause-mood-relief-tablets/",
      readOn: "2026-11-30",
    },
  }),
  // Label: https://www.schwabepharma.co.uk/product/premherb-pms-relief/ (and the shared SmPC at
  // https://imedi.co.uk/holland-barrett-femlieve-agnus-castus-tablets/summary), read 30 Nov 2026.
  product({
    name: "PremHerb PMS Relief Tablets",
    brand: "Schwabe Pharma",
    form: "tablet",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "wellness",
    description:
      "Traditional herbal medicinal product (THR) containing agnus castus fruit extract, one tablet a day.",
    ingredients: [ing("chasteberry", 4, "mg", "fruit dry extract (7-13:1)")],
    prices: {},
    labelSource: {
      url: "https://www.schwabepharma.co.uk/product/premherb-pms-relief/",
      readOn: "2026-11-30",
    },
  }),
  // Label: https://medine.co.uk/migraherb-migraine-relief-capsules?doc=4 (packs of 30 or 60) and the SmPC at
  // https://medine.co.uk/migraherb-migraine-relief-capsules/summary, read 30 Nov 2026.
  product({
    name: "MigraHerb Migraine Relief Capsules",
    brand: "Schwabe Pharma",
    form: "capsule",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "wellness",
    description:
      "Traditional herbal medicinal product (THR) containing dried feverfew herb, one capsule a day.",
    ingredients: [ing("feverfew", 100, "mg", "dried herb")],
    prices: {},
    labelSource: {
      url: "https://medine.co.uk/migraherb-migraine-relief-capsules?doc=4",
      readOn: "2026-11-30",
    },
  }),
  // Label: https://imedi.co.uk/kaloba-pelargonium-cough-cold-relief-tablets?doc=2 (leaflet: 20 mg extract a tablet,
  // packs of 16, 21 or 30) and the SmPC at https://imedi.co.uk/cold-relief-tablets/summary?doc=1 (one tablet three
  // times a day), read 30 Nov 2026.
  product({
    name: "Kaloba Pelargonium Cough & Cold Relief Tablets",
    brand: "Schwabe Pharma",
    form: "tablet",
    unitsPerPack: 30,
    unitsPerServing: 1,
    category: "immune",
    description:
      "Traditional herbal medicinal product (THR 05332/0005) containing Pelargonium sidoides root extract (EPs 7630), one tablet three times a day for up to 2 weeks.",
    ingredients: [ing("pelargonium", 20, "mg", "root dry extract (EPs 7630)")],
    prices: {},
    labelSource: {
      url: "https://imedi.co.uk/kaloba-pelargonium-cough-cold-relief-tablets?doc=2",
      readOn: "2026-11-30",
    },
  }),
];
