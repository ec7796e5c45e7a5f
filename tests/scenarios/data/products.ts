// Catalogue product ids (slugs built in prisma/data/catalogue/products/build.ts) used by the scenarios,
// named by what matters for the interaction: the ingredient and its amount per serving as labelled.
// tests/unit/interactions/scenario-data.test.ts checks that every id exists in PRODUCTS.
export const PRODUCT = {
  // St John's wort: Kira LowMood Relief, 450 mg extract a tablet.
  stJohnsWort: "kira-lowmood-relief-film-coated-tablets-30",
  // 5-HTP 100 mg.
  fiveHtp: "now-foods-5-htp-100mg-veg-capsules-60",
  // Black cohosh: MenoHerb, 6.5 mg root extract a tablet (THR).
  blackCohosh: "schwabe-pharma-menoherb-black-cohosh-menopause-relief-tablets-30",
  // Passion flower: Holland & Barrett Stress Relief, 425 mg extract a tablet (THR).
  passionflower: "holland-and-barrett-stress-relief-passionflower-425mg-tablets-30",
  // Agnus castus: PremHerb, 4 mg fruit extract a tablet (THR).
  agnusCastus: "schwabe-pharma-premherb-pms-relief-tablets-30",
  // Feverfew: MigraHerb, 100 mg dried herb a capsule (THR).
  feverfew: "schwabe-pharma-migraherb-migraine-relief-capsules-30",
  // Pelargonium: Kaloba tablets, 20 mg root extract a tablet (THR).
  pelargonium: "schwabe-pharma-kaloba-pelargonium-cough-and-cold-relief-tablets-30",
  // Valerian root 500 mg.
  valerian: "now-foods-valerian-root-500mg-veg-capsules-100",
  // Ginkgo leaf extract 60 mg.
  ginkgo: "now-foods-ginkgo-biloba-60mg-veg-capsules-120",
  // Panax ginseng 500 mg.
  ginseng: "now-foods-panax-ginseng-500mg-veg-capsules-100",
  // Echinacea purpurea 400 mg.
  echinacea: "now-foods-echinacea-400mg-capsules-100",
  // Glucosamine sulfate 1,500 mg a serving.
  glucosamine: "doctors-best-glucosamine-sulfate-750mg-capsules-180",
  // Fish oil: 882 mg omega-3 a softgel.
  fishOilTripleStrength: "solgar-omega-3-triple-strength-softgels-50",
  // Fish oil: 300 mg omega-3 a capsule.
  fishOil1000: "holland-and-barrett-fish-oil-1000mg-capsules-120",
  // Cod liver oil 1,000 mg.
  codLiverOil: "holland-and-barrett-cod-liver-oil-1000mg-capsules-120",

  // Vitamin D3 per serving: 10, 25, 75, 100 and 125 µg.
  vitaminD10: "boots-vitamin-d-10mcg-tablets-90",
  vitaminD25: "solgar-vitamin-d3-25mcg-1000-iu-softgels-100",
  vitaminD75Spray: "betteryou-dlux-3000-vitamin-d-oral-spray-15ml-100",
  vitaminD100Spray: "betteryou-dlux-4000-vitamin-d-oral-spray-15ml-100",
  vitaminD100: "solgar-vitamin-d3-100mcg-4000-iu-vegetable-capsules-60",
  vitaminD125: "now-foods-vitamin-d-3-5000-iu-softgels-120",
  // Vitamin C 1,000 mg.
  vitaminC1000: "solgar-vitamin-c-1000mg-vegetable-capsules-100",
  // Vitamin C 1,000 mg + zinc 10 mg.
  redoxon: "redoxon-redoxon-double-action-vitamin-c-and-zinc-effervescent-tablets-orange-15",
  // Vitamin A 10,000 IU (form not stated on the catalogue label).
  vitaminA10000Iu: "now-foods-vitamin-a-10-000-iu-softgels-100",
  // Beta-carotene 7 mg.
  betaCarotene: "solgar-oceanic-beta-carotene-7mg-softgels-60",
  // Vitamin E 268 mg d-alpha tocopherol (400 IU).
  vitaminE400Iu: "solgar-vitamin-e-400-iu-softgels-100",
  // Vitamin B6 100 mg (pyridoxine hydrochloride).
  vitaminB6: "now-foods-vitamin-b-6-100mg-capsules-100",
  // Niacin 500 mg as nicotinic acid.
  nicotinicAcid500: "now-foods-niacin-500mg-capsules-100",
  // B-complex "100": B6 100 mg, niacin 100 mg as nicotinamide, riboflavin 100 mg...
  bComplex100: "solgar-vitamin-b-complex-100-vegetable-capsules-50",
  // Biotin 5,000 µg.
  biotin5000: "now-foods-biotin-5000mcg-veg-capsules-120",
  // Folic acid 400 µg + vitamin D3 10 µg (pregnancy multivitamin as catalogued).
  pregnacare: "vitabiotics-pregnacare-original-30",
  // Berocca: B6 10 mg, niacin 50 mg as nicotinamide, vitamin C 500 mg, zinc 10 mg, magnesium 100 mg...
  berocca: "berocca-berocca-performance-orange-effervescent-tablets-15",
  // Centrum Advance: vitamin A 800 µg, vitamin E 12 mg, iron 14 mg, zinc 10 mg, copper 1 mg...
  centrum: "centrum-centrum-advance-multivitamin-tablets-30",

  // Calcium 800 mg + vitamin D3 10 µg.
  osteocare: "vitabiotics-osteocare-original-tablets-90",
  // Magnesium 200 mg (citrate) and 200 mg (chelate).
  magnesiumCitrate200: "now-foods-magnesium-citrate-200mg-tablets-100",
  magnesiumChelate200: "doctors-best-high-absorption-magnesium-100-chelated-tablets-120",
  // Zinc 50, 22 and 15 mg.
  zinc50: "now-foods-zinc-picolinate-50mg-veg-capsules-120",
  zinc22: "solgar-zinc-picolinate-22mg-tablets-100",
  zinc15: "holland-and-barrett-zinc-15mg-tablets-120",
  // ZMA: zinc 30 mg, magnesium 450 mg, vitamin B6 10.5 mg.
  zma: "optimum-nutrition-zma-capsules-90",
  // Iron 20 mg (bisglycinate) and 5 mg (Spatone sachet).
  iron20: "solgar-gentle-iron-20mg-vegetable-capsules-90",
  spatone: "spatone-spatone-original-liquid-iron-sachets-28",
  // Potassium 99 mg (citrate).
  potassium99: "now-foods-potassium-citrate-99mg-veg-capsules-180",

  // Psyllium husk 500 mg.
  psyllium500: "now-foods-psyllium-husk-500mg-capsules-200",

  // Caffeine 200 mg tablets, and a pre-workout with caffeine 175 mg + creatine + beta-alanine.
  caffeine200: "myprotein-caffeine-pro-200mg-tablets-100",
  caffeine200Bulk: "bulk-caffeine-tablets-200mg-100",
  preWorkout: "optimum-nutrition-gold-standard-pre-workout-30-servings-30",

  // Added for the scenarios by mechanism (absorption, induction, herbs, no-alarm cases).
  // Folic acid 400 µg; vitamin B12 1,000 µg; vitamin K1 100 µg; vitamin K2 (MK-7) 100 µg.
  folicAcid400: "boots-folic-acid-400mcg-tablets-90",
  vitaminB12: "jarrow-formulas-methyl-b-12-1000mcg-lozenges-100",
  vitaminK1: "solgar-vitamin-k1-100mcg-tablets-100",
  vitaminK2: "solgar-natural-vitamin-k2-mk-7-100mcg-vegetable-capsules-50",
  // Zinc 15 mg + copper 1 mg in one capsule.
  zincBalance: "jarrow-formulas-zinc-balance-capsules-100",
  // Chromium 200 µg; selenium 100 µg; iodine 150 µg (kelp).
  chromium: "solgar-chromium-picolinate-200mcg-vegetable-capsules-90",
  selenium: "solgar-yeast-free-selenium-100mcg-tablets-100",
  kelp: "now-foods-kelp-150mcg-tablets-200",
  // Herbs: curcumin 500 mg, aged garlic 300 mg, EGCG green tea 400 mg, milk thistle 150 mg, ashwagandha 450 mg,
  // berberine 500 mg, saw palmetto 160 mg, rhodiola 200 mg, elderberry 3,800 mg.
  curcumin: "jarrow-formulas-curcumin-95-500mg-capsules-60",
  garlic: "kyolic-aged-garlic-extract-formula-100-capsules-100",
  greenTea: "now-foods-egcg-green-tea-extract-400mg-veg-capsules-90",
  milkThistle: "jarrow-formulas-milk-thistle-150mg-capsules-200",
  ashwagandha: "now-foods-ashwagandha-450mg-veg-capsules-90",
  berberine: "doctors-best-berberine-500mg-veggie-caps-60",
  sawPalmetto: "now-foods-saw-palmetto-extract-160mg-softgels-120",
  rhodiola: "schwabe-pharma-vitano-rhodiola-rosea-tablets-30",
  elderberry: "sambucol-sambucol-original-black-elderberry-liquid-120ml-120",
  // Alpha-lipoic acid 600 mg; coenzyme Q10 100 mg; evening primrose oil 1,000 mg; L-theanine 200 mg.
  alphaLipoicAcid: "doctors-best-alpha-lipoic-acid-600mg-veggie-caps-60",
  coq10: "pharma-nord-bio-quinone-q10-100mg-capsules-30",
  eveningPrimrose: "efamol-pure-evening-primrose-oil-1000mg-capsules-90",
  lTheanine: "now-foods-double-strength-l-theanine-200mg-veg-capsules-60",
  // Creatine 3 g; whey protein 24 g; collagen 20 g; probiotic capsules; glutamine 5 g.
  creatine: "myprotein-creatine-monohydrate-powder-unflavoured-250g-250",
  whey: "optimum-nutrition-gold-standard-100-whey-908g-908",
  collagen: "vital-proteins-collagen-peptides-unflavoured-284g-284",
  probiotic: "bio-kult-bio-kult-everyday-gut-health-capsules-60",
  glutamine: "myprotein-l-glutamine-powder-unflavoured-250g-250",
  // Condition, dose and food scenarios (amounts per serving as labelled): rhodiola 500 mg; green tea extract
  // 400 mg EGCG; evening primrose oil 1,000 mg; probiotic 2 billion CFU; vitamin B12 1,000 µg; vitamin D3 50 µg;
  // selenium 100 and 200 µg; magnesium 400 mg (citrate) and 120 mg (glycinate); zinc 15 mg + copper 1 mg;
  // fish oil 1,100 mg EPA + DHA.
  rhodiola500: "now-foods-rhodiola-500mg-veg-capsules-60",
  greenTeaExtract: "now-foods-egcg-green-tea-extract-400mg-veg-capsules-90",
  eveningPrimroseOil: "efamol-pure-evening-primrose-oil-1000mg-capsules-90",
  probiotic30: "bio-kult-bio-kult-everyday-gut-health-capsules-30",
  vitaminB12Chewable: "solgar-vitamin-b12-1000mcg-chewable-nuggets-100",
  vitaminD50: "vitabiotics-ultra-vitamin-d-2000-iu-96",
  selenium100: "solgar-yeast-free-selenium-100mcg-tablets-100",
  selenium200: "now-foods-selenium-200mcg-veg-capsules-90",
  magnesiumCitrate400: "solgar-magnesium-citrate-tablets-60",
  magnesiumGlycinate120: "pure-encapsulations-magnesium-glycinate-capsules-90",
  zincCopper: "jarrow-formulas-zinc-balance-capsules-100",
  fishOil1100: "nordic-naturals-ultimate-omega-lemon-softgels-60",
  // UK product information scenarios: thiamin 100 mg; acetyl-L-carnitine 500 mg.
  thiamin100: "solgar-vitamin-b1-thiamin-100mg-vegetable-capsules-100",
  acetylCarnitine500: "now-foods-acetyl-l-carnitine-500mg-veg-capsules-100",
} as const;
