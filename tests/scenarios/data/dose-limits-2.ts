// More daily totals against UK upper levels (selenium, iodine, vitamin E, vitamin C, magnesium,
// calcium, folic acid, copper, omega-3): within the level must stay quiet, above it must be flagged.
import type { ScenarioInput } from "../schema";
import { flag, noFlag, take, upperLevel } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF3 } from "./references-part-3";

export const DOSE_LIMIT_SCENARIOS_2: ScenarioInput[] = [
  {
    id: "sc-selenium-200-within",
    title: "Selenium 200 µg a day",
    stack: [take(PRODUCT.selenium200)],
    expect: { noFlags: [noFlag("selenium", upperLevel)], risk: { max: "low" } },
    rationale: "350 µg or less a day of selenium supplements is unlikely to cause harm; 200 µg is within it.",
    sources: [REF3.nhsOthers],
  },
  {
    id: "sc-selenium-400-above",
    title: "Two selenium 200 µg capsules a day",
    stack: [take(PRODUCT.selenium200, 2)],
    expect: { flags: [flag("selenium", upperLevel, "moderate")], risk: { min: "moderate" } },
    rationale: "400 µg a day is above the 350 µg the NHS says is unlikely to cause harm.",
    sources: [REF3.nhsOthers],
  },
  {
    id: "sc-selenium-300-two-products",
    title: "Selenium 200 µg plus selenium 100 µg",
    stack: [take(PRODUCT.selenium200), take(PRODUCT.selenium100)],
    expect: { noFlags: [noFlag("selenium", upperLevel)], risk: { max: "low" } },
    rationale: "200 + 100 µg = 300 µg a day, still below the NHS level of 350 µg.",
    sources: [REF3.nhsOthers],
  },
  {
    id: "sc-iodine-kelp-150-within",
    title: "Kelp tablet with iodine 150 µg",
    stack: [take(PRODUCT.kelp)],
    expect: { noFlags: [noFlag("iodine", upperLevel)] },
    rationale:
      "0.5 mg (500 µg) or less a day of iodine supplements is unlikely to cause harm; 150 µg is within it.",
    sources: [REF3.nhsOthers],
  },
  {
    id: "sc-iodine-kelp-600-above",
    title: "Four kelp tablets a day (600 µg iodine)",
    stack: [take(PRODUCT.kelp, 4)],
    expect: { flags: [flag("iodine", upperLevel, "moderate")], risk: { min: "moderate" } },
    rationale: "600 µg of iodine a day is above the 0.5 mg the NHS says is unlikely to cause harm.",
    sources: [REF3.nhsOthers],
  },
  {
    id: "sc-vitamin-e-400-iu-within",
    title: "Vitamin E 400 IU (268 mg) a day",
    stack: [take(PRODUCT.vitaminE400Iu)],
    expect: { noFlags: [noFlag("vitamin-e", upperLevel)], risk: { max: "low" } },
    rationale:
      "540 mg (800 IU) or less a day of vitamin E supplements is unlikely to cause harm; 268 mg is within it.",
    sources: [REF3.nhsVitaminE],
  },
  {
    id: "sc-vitamin-e-1200-iu-above",
    title: "Three vitamin E 400 IU softgels a day",
    stack: [take(PRODUCT.vitaminE400Iu, 3)],
    expect: { flags: [flag("vitamin-e", upperLevel, "moderate")], risk: { min: "moderate" } },
    rationale: "3 × 268 mg = 804 mg a day, above the NHS level of 540 mg.",
    sources: [REF3.nhsVitaminE],
  },
  {
    id: "sc-vitamin-c-1000-within",
    title: "Vitamin C 1,000 mg once a day",
    stack: [take(PRODUCT.vitaminC1000)],
    expect: { noFlags: [noFlag("vitamin-c", upperLevel)], risk: { max: "low" } },
    rationale:
      "The NHS level for vitamin C supplements is 1,000 mg a day; one 1,000 mg tablet is not above it.",
    sources: [REF3.nhsVitaminC],
  },
  {
    id: "sc-vitamin-c-3000-above",
    title: "Vitamin C 1,000 mg three times a day",
    stack: [take(PRODUCT.vitaminC1000, 3)],
    expect: { flags: [flag("vitamin-c", upperLevel, "major")], risk: { min: "high" } },
    rationale:
      "3,000 mg a day is three times the 1,000 mg level; large amounts can cause stomach pain, diarrhoea and flatulence.",
    sources: [REF3.nhsVitaminC],
  },
  {
    id: "sc-magnesium-400-at-limit",
    title: "Magnesium citrate 400 mg once a day",
    stack: [take(PRODUCT.magnesiumCitrate400)],
    expect: { noFlags: [noFlag("magnesium", upperLevel)], risk: { max: "low" } },
    rationale:
      "400 mg or less a day of magnesium supplements is unlikely to cause harm; 400 mg is at, not above, it.",
    sources: [REF.nhsOthersMagnesium],
  },
  {
    id: "sc-magnesium-520-two-products",
    title: "Magnesium 400 mg plus magnesium glycinate 120 mg",
    stack: [take(PRODUCT.magnesiumCitrate400), take(PRODUCT.magnesiumGlycinate120)],
    expect: { flags: [flag("magnesium", upperLevel, "moderate", "major")], risk: { min: "moderate" } },
    rationale: "400 + 120 mg = 520 mg of magnesium a day, above the NHS level of 400 mg.",
    sources: [REF.nhsOthersMagnesium],
  },
  {
    id: "sc-calcium-1600-above",
    title: "Calcium 800 mg tablets twice a day",
    stack: [take(PRODUCT.osteocare, 2)],
    expect: { flags: [flag("calcium", upperLevel, "moderate")], notFullyChecked: true },
    rationale:
      "2 × 800 mg = 1,600 mg of calcium a day, above the 1,500 mg the NHS says is unlikely to cause harm.",
    sources: [REF.nhsCalcium],
  },
  {
    id: "sc-calcium-800-within",
    title: "Calcium 800 mg with vitamin D once a day",
    stack: [take(PRODUCT.osteocare)],
    expect: {
      noFlags: [noFlag("calcium", upperLevel), noFlag("vitamin-d3", upperLevel)],
      notFullyChecked: true,
    },
    rationale: "800 mg of calcium and 10 µg of vitamin D are within the NHS levels (1,500 mg and 100 µg).",
    sources: [REF.nhsCalcium, REF.nhsVitaminD],
  },
  {
    id: "sc-folic-acid-1200-above",
    title: "Folic acid 400 µg three times a day",
    stack: [take(PRODUCT.folicAcid400, 3)],
    expect: { flags: [flag("folic-acid", upperLevel, "moderate")], risk: { min: "moderate" } },
    rationale:
      "1,200 µg a day is above the 1 mg of folic acid the NHS says is unlikely to cause harm (too much can hide vitamin B12 deficiency).",
    sources: [REF.nhsVitaminB],
  },
  {
    id: "sc-folic-acid-800-within",
    title: "Folic acid 400 µg twice a day",
    stack: [take(PRODUCT.folicAcid400, 2)],
    expect: { noFlags: [noFlag("folic-acid", upperLevel)], risk: { max: "low" } },
    rationale: "800 µg a day is within the NHS level of 1 mg of folic acid.",
    sources: [REF.nhsVitaminB],
  },
  {
    id: "sc-copper-1-with-zinc-within",
    title: "Zinc 15 mg with copper 1 mg",
    stack: [take(PRODUCT.zincCopper)],
    expect: {
      noFlags: [
        noFlag("copper", upperLevel),
        noFlag("zinc", upperLevel),
        noFlag("zinc", { ingredient: "copper" }),
      ],
    },
    rationale:
      "1 mg of copper is far below the NHS level of 10 mg and 15 mg of zinc is within the 25 mg advised; a pairing inside one product is the maker's choice, not a competing stack.",
    sources: [REF3.nhsOthers, REF.fssZinc],
  },
  {
    id: "sc-fish-oil-4400-within",
    title: "Fish oil 1,100 mg EPA + DHA four times a day",
    stack: [take(PRODUCT.fishOil1100, 4)],
    expect: { noFlags: [noFlag("omega-3-fish-oil", upperLevel)], risk: { max: "low" } },
    rationale: "4.4 g of EPA and DHA a day is within the 5 g a day EFSA found safe for adults.",
    sources: [REF.efsaOmega3],
  },
  {
    id: "sc-fish-oil-5500-above",
    title: "Fish oil 1,100 mg EPA + DHA five times a day",
    stack: [take(PRODUCT.fishOil1100, 5)],
    expect: { flags: [flag("omega-3-fish-oil", upperLevel, "moderate")], risk: { min: "moderate" } },
    rationale: "5.5 g of EPA and DHA a day is above the 5 g a day EFSA considered safe for adults.",
    sources: [REF.efsaOmega3],
  },
  {
    id: "sc-vitamin-d-50-plus-10-within",
    title: "Vitamin D 50 µg plus a calcium and vitamin D tablet (60 µg)",
    stack: [take(PRODUCT.vitaminD50), take(PRODUCT.osteocare)],
    expect: { noFlags: [noFlag("vitamin-d3", upperLevel)], notFullyChecked: true },
    rationale: "50 + 10 µg = 60 µg of vitamin D a day, within the NHS limit of 100 µg.",
    sources: [REF.nhsVitaminD],
  },
];
