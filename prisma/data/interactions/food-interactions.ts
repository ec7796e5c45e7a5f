// Food and drink interactions (FoodInteraction model), unique per (ingredient, foodCategory).
import type { FoodInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF, nhs } from "./references";
import { REF_COND } from "./references-cond";
import { REF_VERIFY } from "./references-verify";
import { REF_WVER } from "./references-wver";

export const FOOD_INTERACTIONS: FoodInteractionInput[] = [
  // ---------------------------------------------------------------------------------------------------
  // Iron
  // ---------------------------------------------------------------------------------------------------
  {
    id: "fi-iron-coffee-and-tea",
    ingredient: "iron",
    foodCategory: "coffee and tea",
    interactionType: "reduced_absorption",
    mechanism: "Polyphenols in tea and coffee bind non-haem iron in the gut.",
    severity: "minor",
    recommendation: "Take iron supplements at least an hour or two away from tea or coffee.",
    clinicalSignificance: "Reduces iron absorption; matters most if you are treating iron deficiency.",
    evidenceLevel: 3,
    references: [REF.odsIron],
    isVerified: false,
  },
  {
    id: "fi-iron-dairy",
    ingredient: "iron",
    foodCategory: "dairy",
    interactionType: "reduced_absorption",
    mechanism: "Calcium in milk, cheese and yoghurt reduces iron absorption when eaten at the same time.",
    severity: "minor",
    recommendation: "Take iron supplements away from dairy foods and drinks.",
    clinicalSignificance: "Reduces iron absorption from the dose; little long-term effect for most people.",
    evidenceLevel: 2,
    references: [REF.odsIron, REF.odsCalcium],
    isVerified: false,
  },
  {
    id: "fi-iron-vitamin-c-rich-foods",
    ingredient: "iron",
    foodCategory: "vitamin C-rich foods",
    interactionType: "enhanced_absorption",
    mechanism: "Vitamin C keeps non-haem iron soluble and increases its absorption.",
    severity: "beneficial",
    recommendation:
      "Taking iron with a vitamin C-rich food or drink (such as orange juice) helps absorption, unless you have haemochromatosis.",
    clinicalSignificance: "Improves absorption of non-haem iron.",
    evidenceLevel: 1,
    references: [REF.odsIron],
    isVerified: false,
  },
  {
    id: "fi-iron-high-fibre-foods",
    ingredient: "iron",
    foodCategory: "high-fibre foods",
    interactionType: "reduced_absorption",
    mechanism: "Phytates in wholegrains, beans and pulses bind non-haem iron in the gut.",
    severity: "minor",
    recommendation: "Take iron supplements away from high-fibre cereals and bran.",
    clinicalSignificance: "Reduces iron absorption from the dose.",
    evidenceLevel: 3,
    references: [REF.odsIron],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Calcium
  // ---------------------------------------------------------------------------------------------------
  {
    id: "fi-calcium-oxalate-and-phytate-rich-foods",
    ingredient: "calcium",
    foodCategory: "oxalate- and phytate-rich foods",
    interactionType: "reduced_absorption",
    mechanism: "Oxalic acid (spinach, rhubarb) and phytic acid (wheat bran, beans) bind calcium in the gut.",
    severity: "minor",
    recommendation: "Take calcium supplements at a different time from spinach, rhubarb or wheat bran.",
    clinicalSignificance: "Reduces calcium absorption from that meal.",
    evidenceLevel: 3,
    references: [REF.odsCalcium],
    isVerified: false,
  },
  {
    id: "fi-calcium-coffee-and-tea",
    ingredient: "calcium",
    foodCategory: "coffee and tea",
    interactionType: "increased_excretion",
    mechanism: "Caffeine modestly increases urinary calcium loss.",
    severity: "minor",
    recommendation: "Moderate coffee and tea are fine; make sure you get enough calcium overall.",
    clinicalSignificance: "Small effect, balanced by adequate calcium intake.",
    evidenceLevel: 3,
    references: [REF.odsCalcium],
    isVerified: false,
  },
  {
    id: "fi-calcium-high-salt-foods",
    ingredient: "calcium",
    foodCategory: "high-salt foods",
    interactionType: "increased_excretion",
    mechanism: "High sodium intake increases calcium loss in urine.",
    severity: "minor",
    recommendation: "Keep salt below 6 g a day to help protect your bones.",
    clinicalSignificance: "Small effect on calcium balance.",
    evidenceLevel: 3,
    references: [REF.odsCalcium],
    isVerified: false,
  },
  {
    id: "fi-calcium-dairy",
    ingredient: "calcium",
    foodCategory: "dairy",
    interactionType: "additive_effect",
    mechanism: "Dairy foods are a major source of calcium, adding to calcium from supplements.",
    severity: "minor",
    recommendation:
      "Count the calcium you get from food. Taking 1,500 mg or less a day of calcium supplements is unlikely to cause harm.",
    clinicalSignificance: "Very high total calcium can cause stomach pain and diarrhoea.",
    evidenceLevel: 1,
    references: [REF.nhsCalcium, REF.odsCalcium],
    isVerified: false,
  },
  {
    id: "fi-calcium-iron-rich-meals",
    ingredient: "calcium",
    foodCategory: "iron-rich meals",
    interactionType: "reduced_absorption",
    mechanism: "Calcium inhibits absorption of iron from a meal eaten at the same time.",
    severity: "minor",
    recommendation:
      "If you are at risk of iron deficiency, take calcium supplements at a different meal from your main iron-rich meal.",
    clinicalSignificance: "Reduces iron absorption from that meal; little long-term effect for most people.",
    evidenceLevel: 2,
    references: [REF.odsIron, REF.odsCalcium],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Zinc, iodine, selenium, potassium
  // ---------------------------------------------------------------------------------------------------
  {
    id: "fi-zinc-high-fibre-foods",
    ingredient: "zinc",
    foodCategory: "high-fibre foods",
    interactionType: "reduced_absorption",
    mechanism: "Phytates in wholegrains, beans and pulses bind zinc in the gut.",
    severity: "minor",
    recommendation: "Take zinc supplements away from high-fibre cereals and bran.",
    clinicalSignificance: "Reduces zinc absorption from the dose.",
    evidenceLevel: 3,
    references: [REF.odsZinc],
    isVerified: false,
  },
  {
    id: "fi-iodine-seaweed-and-kelp",
    ingredient: "iodine",
    foodCategory: "seaweed and kelp",
    interactionType: "additive_effect",
    mechanism: "Seaweed, especially kelp, can contain very large and variable amounts of iodine.",
    severity: "moderate",
    recommendation:
      "Do not combine iodine supplements with kelp or regular seaweed; 0.5 mg or less of iodine a day is unlikely to cause harm.",
    clinicalSignificance: "Too much iodine can upset thyroid function.",
    evidenceLevel: 1,
    references: [REF.odsIodine, REF.nhsOtherVitaminsMinerals],
    isVerified: false,
  },
  {
    id: "fi-selenium-brazil-nuts",
    ingredient: "selenium",
    foodCategory: "Brazil nuts",
    interactionType: "additive_effect",
    mechanism: "Brazil nuts are extremely rich in selenium; a few nuts can supply more than a day's needs.",
    severity: "minor",
    recommendation:
      "If you eat Brazil nuts regularly, you may not need a selenium supplement. Keep supplements to 0.35 mg a day or less.",
    clinicalSignificance: "Too much selenium can cause hair and nail loss (selenosis).",
    evidenceLevel: 1,
    references: [REF.odsSelenium, REF.nhsOtherVitaminsMinerals],
    isVerified: false,
  },
  {
    id: "fi-potassium-salt-substitutes",
    ingredient: "potassium",
    foodCategory: "salt substitutes",
    interactionType: "additive_effect",
    mechanism:
      "Low-sodium salt substitutes (such as LoSalt) contain potassium chloride, adding to potassium supplements.",
    severity: "moderate",
    recommendation:
      "Do not use potassium salt substitutes with potassium supplements; avoid both if you have kidney disease or take medicines that raise potassium.",
    clinicalSignificance:
      "Life-threatening high potassium has been reported from salt substitutes in people with kidney failure.",
    evidenceLevel: 4,
    references: [REF.bmjSaltSubstitutes2003],
    isVerified: true,
  },
  {
    id: "fi-potassium-high-potassium-foods",
    ingredient: "potassium",
    foodCategory: "high-potassium foods",
    interactionType: "additive_effect",
    mechanism: "Bananas, potatoes, tomatoes and dried fruit add to potassium from supplements.",
    severity: "minor",
    recommendation:
      "Most people get enough potassium from food; only take a potassium supplement if a health professional advises it.",
    clinicalSignificance:
      "Matters mainly for people with kidney disease or on medicines that raise potassium.",
    evidenceLevel: 1,
    references: [REF.odsPotassium, REF.nhsOtherVitaminsMinerals],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Vitamins A, K, folate, thiamin
  // ---------------------------------------------------------------------------------------------------
  {
    id: "fi-vitamin-a-liver-and-liver-products",
    ingredient: "vitamin-a",
    foodCategory: "liver and liver products",
    interactionType: "additive_toxicity",
    mechanism:
      "Liver and liver pâté are very high in preformed vitamin A (retinol), adding to vitamin A supplements.",
    severity: "moderate",
    recommendation:
      "If you eat liver or liver pâté more than once a week, do not take vitamin A supplements. Avoid both if you are pregnant.",
    clinicalSignificance: "Too much vitamin A over time can weaken bones and can harm an unborn baby.",
    evidenceLevel: 1,
    references: [REF.nhsVitaminA, REF.nhsPregnancyFoodsToAvoid],
    isVerified: false,
  },
  {
    id: "fi-cod-liver-oil-liver-and-liver-products",
    ingredient: "cod-liver-oil",
    foodCategory: "liver and liver products",
    interactionType: "additive_toxicity",
    mechanism: "Cod liver oil and liver both contain preformed vitamin A (retinol).",
    severity: "moderate",
    recommendation:
      "If you eat liver or liver pâté more than once a week, do not also take cod liver oil. Avoid both if you are pregnant.",
    clinicalSignificance: "Too much vitamin A over time can weaken bones and can harm an unborn baby.",
    evidenceLevel: 1,
    references: [REF.nhsVitaminA, REF.nhsPregnancyFoodsToAvoid],
    isVerified: false,
  },
  {
    id: "fi-vitamin-k1-green-leafy-vegetables",
    ingredient: "vitamin-k1",
    foodCategory: "green leafy vegetables",
    interactionType: "additive_effect",
    mechanism: "Kale, spinach, broccoli and other greens are rich in vitamin K1.",
    severity: "minor",
    recommendation:
      "Not a concern for most people. If you take warfarin, keep your intake of greens and vitamin K supplements steady and tell your clinic about changes.",
    clinicalSignificance: "Large changes in vitamin K intake affect warfarin control.",
    evidenceLevel: 1,
    references: [REF.odsVitaminK, REF.lurieVitaminKWarfarin2010],
    isVerified: false,
  },
  {
    id: "fi-vitamin-k2-fermented-foods",
    ingredient: "vitamin-k2",
    foodCategory: "fermented foods (natto)",
    interactionType: "additive_effect",
    mechanism: "Natto (fermented soybeans) is very rich in vitamin K2 (MK-7); some cheeses also contain K2.",
    severity: "minor",
    recommendation: "Not a concern for most people. If you take warfarin, keep your intake steady.",
    clinicalSignificance: "Large changes in vitamin K intake affect warfarin control.",
    evidenceLevel: 1,
    references: [REF.odsVitaminK],
    isVerified: false,
  },
  {
    id: "fi-folic-acid-alcohol",
    ingredient: "folic-acid",
    foodCategory: "alcohol",
    interactionType: "reduced_absorption",
    mechanism: "Heavy alcohol use interferes with folate absorption and increases its loss.",
    severity: "minor",
    recommendation: "Keep alcohol within the UK guideline of 14 units a week.",
    clinicalSignificance: "People who drink heavily are at risk of folate deficiency.",
    evidenceLevel: 3,
    references: [REF.odsFolate],
    isVerified: false,
  },
  {
    id: "fi-thiamin-alcohol",
    ingredient: "thiamin",
    foodCategory: "alcohol",
    interactionType: "reduced_absorption",
    mechanism: "Heavy alcohol use reduces thiamin absorption and storage.",
    severity: "minor",
    recommendation:
      "Keep alcohol within the UK guideline of 14 units a week; if you drink heavily, speak to your GP.",
    clinicalSignificance: "Thiamin deficiency in heavy drinkers can cause serious brain and nerve damage.",
    evidenceLevel: 3,
    references: [REF.odsThiamin],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Caffeine and green tea
  // ---------------------------------------------------------------------------------------------------
  {
    id: "fi-caffeine-coffee-and-tea",
    ingredient: "caffeine",
    foodCategory: "coffee and tea",
    interactionType: "additive_effect",
    mechanism: "Coffee and tea add to caffeine from supplements.",
    severity: "moderate",
    recommendation:
      "Add up all your caffeine: keep to no more than 400 mg a day (200 mg if pregnant) and no more than 200 mg at once.",
    clinicalSignificance:
      "The European Food Safety Authority found no safety concern for healthy adults up to 200 mg of caffeine at once and 400 mg a day from all sources (200 mg a day in pregnancy).",
    evidenceLevel: 1,
    // EFSA's abstract gives the 200 mg single-dose, 400 mg daily and 200 mg pregnancy amounts.
    references: [REF.efsaCaffeine2015, REF.nhsPregnancyFoodsToAvoid, REF_WVER.efsaCaffeineAbstract],
    isVerified: true,
  },
  {
    id: "fi-caffeine-energy-drinks",
    ingredient: "caffeine",
    foodCategory: "energy drinks",
    interactionType: "additive_effect",
    mechanism: "Energy drinks contain high amounts of caffeine that add to caffeine supplements.",
    severity: "moderate",
    recommendation:
      "Check the caffeine on the energy drink and the supplement and add them up: keep to no more than 200 mg at once and 400 mg a day (200 mg a day if pregnant).",
    clinicalSignificance:
      "The European Food Safety Authority found no safety concern for healthy adults up to 200 mg of caffeine at once and 400 mg a day from all sources; energy drinks typically hold about 300 to 320 mg of caffeine a litre.",
    evidenceLevel: 1,
    // EFSA's abstract: caffeine amounts of no concern, and the caffeine in energy drinks. It does not say to avoid them.
    references: [REF.efsaCaffeine2015, REF_WVER.efsaCaffeineAbstract],
    isVerified: true,
  },
  {
    id: "fi-caffeine-cola-and-chocolate",
    ingredient: "caffeine",
    foodCategory: "cola and chocolate",
    interactionType: "additive_effect",
    mechanism: "Cola drinks and chocolate also contain caffeine, which adds to your total.",
    severity: "minor",
    recommendation: "Include cola and chocolate when adding up your daily caffeine.",
    clinicalSignificance:
      "The European Food Safety Authority's safe amounts count caffeine from all sources, alongside supplements and coffee.",
    evidenceLevel: 1,
    // HSE names cola and chocolate among foods with caffeine; EFSA's amounts are for caffeine from all sources.
    references: [REF.efsaCaffeine2015, REF_WVER.efsaCaffeineAbstract, REF_VERIFY.hseCaffeinePregnancy],
    isVerified: true,
  },
  {
    id: "fi-green-tea-extract-coffee-and-tea",
    ingredient: "green-tea-extract",
    foodCategory: "coffee and tea",
    interactionType: "additive_effect",
    mechanism:
      "Green tea drinks already supply catechins (about 90–300 mg EGCG a day for typical drinkers) and caffeine, adding to an extract.",
    severity: "minor",
    recommendation:
      "If you drink a lot of green tea, choose a low-dose extract or skip it; liver effects were seen at 800 mg EGCG a day or more from supplements.",
    clinicalSignificance: "Higher total catechin and caffeine intake.",
    evidenceLevel: 1,
    references: [REF.efsaGreenTea2018, REF.cotGreenTea],
    isVerified: true,
  },
  {
    id: "fi-melatonin-coffee-and-tea",
    ingredient: "melatonin",
    foodCategory: "coffee and tea",
    interactionType: "opposing_effects",
    mechanism: "Caffeine close to bedtime makes it harder to fall asleep and shortens sleep.",
    severity: "minor",
    recommendation:
      "Avoid caffeinated tea and coffee in the afternoon and evening if you take melatonin for sleep.",
    clinicalSignificance: "Caffeine can cancel out the intended benefit.",
    evidenceLevel: 3,
    references: [REF.efsaCaffeine2015],
    isVerified: false,
  },
  {
    id: "fi-valerian-coffee-and-tea",
    ingredient: "valerian",
    foodCategory: "coffee and tea",
    interactionType: "opposing_effects",
    mechanism: "Caffeine close to bedtime makes it harder to fall asleep and shortens sleep.",
    severity: "minor",
    recommendation:
      "Avoid caffeinated tea and coffee in the afternoon and evening if you take valerian for sleep.",
    clinicalSignificance: "Caffeine can cancel out the intended benefit.",
    evidenceLevel: 3,
    references: [REF.efsaCaffeine2015, REF.hmpcValerian],
    isVerified: false,
  },

  // ---------------------------------------------------------------------------------------------------
  // Melatonin, liquorice, red yeast rice, psyllium
  // ---------------------------------------------------------------------------------------------------
  {
    id: "fi-melatonin-alcohol",
    ingredient: "melatonin",
    foodCategory: "alcohol",
    interactionType: "additive_sedation",
    mechanism: "Alcohol adds to drowsiness and reduces melatonin's effect on sleep.",
    severity: "moderate",
    recommendation: "Do not drink alcohol before, during or after taking melatonin.",
    clinicalSignificance: "Melatonin product information says alcohol should not be taken with it.",
    evidenceLevel: 1,
    references: [REF.circadinSmpc, REF.nhsMelatonin],
    isVerified: true,
  },
  {
    id: "fi-licorice-root-liquorice-confectionery",
    ingredient: "licorice-root",
    foodCategory: "liquorice confectionery",
    interactionType: "additive_effect",
    mechanism:
      "Black liquorice sweets and some teas contain glycyrrhizin, adding to glycyrrhizin from liquorice root supplements.",
    severity: "moderate",
    recommendation: "Avoid eating liquorice sweets regularly while taking liquorice root supplements.",
    clinicalSignificance: "Regular glycyrrhizin intake raises blood pressure and lowers potassium.",
    evidenceLevel: 1,
    references: [REF.licoriceMetaAnalysis2017, REF.licoriceCardiovascularReview2019],
    isVerified: true,
  },
  {
    id: "fi-red-yeast-rice-grapefruit",
    ingredient: "red-yeast-rice",
    foodCategory: "grapefruit",
    interactionType: "enzyme_inhibition",
    mechanism:
      "Monacolin K in red yeast rice is identical to lovastatin, which is broken down by CYP3A4; grapefruit juice blocks CYP3A4.",
    severity: "moderate",
    recommendation: "Avoid grapefruit and grapefruit juice if you take red yeast rice.",
    clinicalSignificance:
      "Higher monacolin levels could increase the risk of muscle side effects (extrapolated from lovastatin).",
    evidenceLevel: 5,
    references: [REF.efsaMonacolins2018, nhs("simvastatin", "Simvastatin (statins and grapefruit)")],
    isVerified: false,
  },
  {
    id: "fi-psyllium-water-and-fluids",
    ingredient: "psyllium",
    foodCategory: "water and fluids",
    interactionType: "administration_requirement",
    mechanism: "Psyllium swells as it absorbs water; without enough fluid it can block the throat or bowel.",
    severity: "moderate",
    recommendation:
      "Always mix psyllium with plenty of water and drink plenty of fluids during the day. Do not take it just before going to bed.",
    clinicalSignificance: "Taking it with too little fluid can cause choking or a blocked bowel.",
    evidenceLevel: 1,
    // Fybogel SmPC 4.4: never taken dry; too little fluid can block the throat, gullet or bowel; not just before sleep.
    references: [REF.nhsIspaghula, REF.hmpcIspaghula, REF_COND.fybogelSmpc],
    isVerified: true,
  },
];
