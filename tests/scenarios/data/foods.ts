// Food and drink with supplements: what fact sheets say changes absorption or adds to the intake, and
// pairings no source warns about, which must stay quiet.
import type { ScenarioInput } from "../schema";
import { flag, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF3 } from "./references-part-3";

export const FOOD_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-food-iron-tea-coffee",
    title: "Iron 20 mg: tea and coffee with meals",
    stack: [take(PRODUCT.iron20)],
    expect: { flags: [flag("iron", { food: "tea" }, "minor", "moderate")] },
    rationale:
      "Polyphenols in tea and coffee reduce the absorption of non-haem iron; take iron apart from them.",
    sources: [REF3.odsIron],
  },
  {
    id: "sc-food-iron-dairy",
    title: "Iron sachet: milk and dairy",
    stack: [take(PRODUCT.spatone)],
    expect: { flags: [flag("iron", { food: "dairy" }, "minor", "moderate")] },
    rationale: "Calcium, as in milk and dairy, can reduce the absorption of iron taken at the same time.",
    sources: [REF3.odsIron],
  },
  {
    id: "sc-food-iron-vitamin-c-foods",
    title: "Iron 20 mg: vitamin C-rich foods help",
    stack: [take(PRODUCT.iron20)],
    expect: { noFlags: [noFlag("iron", { food: "vitamin C" })] },
    rationale: "Vitamin C helps the body absorb non-haem iron: a helpful pairing, never a warning.",
    sources: [REF3.odsIron, REF.fssIron],
  },
  {
    id: "sc-food-calcium-salt",
    title: "Calcium 800 mg: a high-salt diet",
    stack: [take(PRODUCT.osteocare)],
    expect: { flags: [flag("calcium", { food: "salt" }, "minor", "moderate")], notFullyChecked: true },
    rationale: "Sodium increases the amount of calcium lost in urine.",
    sources: [REF3.odsCalcium],
  },
  {
    id: "sc-food-iodine-seaweed",
    title: "Kelp iodine tablets: seaweed in the diet",
    stack: [take(PRODUCT.kelp)],
    expect: { flags: [flag("iodine", { food: "seaweed" }, "minor", "major")] },
    rationale:
      "Seaweed is a very rich and variable source of iodine, which adds to the iodine in a kelp supplement.",
    sources: [REF3.odsIodine],
  },
  {
    id: "sc-food-selenium-brazil-nuts",
    title: "Selenium 200 µg: Brazil nuts",
    stack: [take(PRODUCT.selenium200)],
    expect: { flags: [flag("selenium", { food: "Brazil nuts" }, "minor", "moderate")] },
    rationale:
      "Brazil nuts contain very large amounts of selenium; eating them often adds a lot to a supplement.",
    sources: [REF3.odsSelenium],
  },
  {
    id: "sc-food-potassium-salt-substitute",
    title: "Potassium citrate capsules: a low-sodium salt substitute",
    stack: [take(PRODUCT.potassium99)],
    expect: { flags: [flag("potassium", { food: "salt substitutes" }, "minor", "major")] },
    rationale: "Salt substitutes are made of potassium chloride and add to the potassium from a supplement.",
    sources: [REF3.odsPotassium],
  },
  {
    id: "sc-food-vitamin-a-liver",
    title: "Vitamin A 10,000 IU: eating liver",
    stack: [take(PRODUCT.vitaminA10000Iu)],
    expect: { flags: [flag("vitamin-a", { food: "liver" }, "minor", "major")] },
    rationale:
      "Anyone who eats liver or liver pâté once a week should not take supplements containing vitamin A.",
    sources: [REF3.nhsVitaminA],
  },
  {
    id: "sc-food-psyllium-fluids",
    title: "Psyllium husk capsules: enough water",
    stack: [take(PRODUCT.psyllium500)],
    expect: { flags: [flag("psyllium", { food: "water" }, "minor", "major")] },
    rationale:
      "Ispaghula (psyllium) husk must be taken with plenty of fluid, or it can block the throat or gut.",
    sources: [REF3.nhsIspaghula, REF.fybogelSmpc],
  },
  {
    id: "sc-food-vitamin-k1-greens",
    title: "Vitamin K1 100 µg: green leafy vegetables",
    stack: [take(PRODUCT.vitaminK1)],
    expect: { flags: [flag("vitamin-k1", { food: "green leafy" }, "minor", "moderate")] },
    rationale: "Green leafy vegetables are the main source of vitamin K1 and add to a supplement's amount.",
    sources: [REF3.odsVitaminK],
  },
  {
    id: "sc-food-magnesium-coffee",
    title: "Magnesium 200 mg with coffee",
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", { food: "coffee" })], risk: { max: "low" } },
    rationale: "No fact sheet names coffee or tea as reducing magnesium absorption; no food note is due.",
    sources: [REF3.odsMagnesium],
  },
  {
    id: "sc-food-vitamin-d-dairy",
    title: "Vitamin D 25 µg with milk",
    stack: [take(PRODUCT.vitaminD25)],
    expect: { noFlags: [noFlag("vitamin-d3", { food: "dairy" })], risk: { max: "low" } },
    rationale: "No source names milk or dairy as reducing the absorption of vitamin D; no food note is due.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-food-fish-oil-alcohol",
    title: "Fish oil with a glass of wine",
    stack: [take(PRODUCT.fishOil1000)],
    expect: { noFlags: [noFlag("omega-3-fish-oil", { food: "alcohol" })], risk: { max: "low" } },
    rationale: "No source names an interaction between fish oil and moderate alcohol.",
    sources: [REF.efsaOmega3],
  },
  {
    id: "sc-food-vitamin-b12-dairy",
    title: "Vitamin B12 1,000 µg with milk",
    stack: [take(PRODUCT.vitaminB12Chewable)],
    expect: { noFlags: [noFlag("vitamin-b12", { food: "dairy" })] },
    rationale: "Milk and dairy are food sources of vitamin B12, not a reason to separate it.",
    sources: [REF.nhsVitaminB],
  },
  {
    id: "sc-food-coq10-grapefruit",
    title: "Coenzyme Q10 with grapefruit juice",
    stack: [take(PRODUCT.coq10)],
    expect: { noFlags: [noFlag("coq10", { food: "grapefruit" })] },
    rationale: "The grapefruit warning concerns some medicines (such as simvastatin), not coenzyme Q10.",
    sources: [REF3.nccihCoq10],
  },
];
