// Other conditions the scenario set lacked: haemochromatosis, raised calcium and the parathyroid,
// G6PD deficiency, bleeding disorders, the thyroid and iodine, osteoporosis, and everyday conditions
// with supplements no source warns about, which must not alarm.
import type { ScenarioInput } from "../schema";
import { cond, flag, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF3 } from "./references-part-3";

export const OTHER_CONDITION_SCENARIOS: ScenarioInput[] = [
  // --- Flagged ----------------------------------------------------------------------------------------
  {
    id: "sc-hyperparathyroidism-calcium",
    title: "Primary hyperparathyroidism and a calcium with vitamin D tablet",
    profile: { conditions: ["hyperparathyroidism"] },
    stack: [take(PRODUCT.osteocare)],
    expect: { flags: [flag("calcium", cond("hyperparathyroidism"), "major")], notFullyChecked: true },
    rationale:
      "Primary hyperparathyroidism already raises blood calcium; UK calcium and vitamin D product information lists it as a contraindication.",
    sources: [REF3.adcalD3Smpc],
  },
  {
    id: "sc-hypercalcaemia-vitamin-d",
    title: "High blood calcium and vitamin D 25 µg",
    profile: { conditions: ["high blood calcium"] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: { flags: [flag("vitamin-d3", cond("high blood calcium"), "major")], risk: { min: "high" } },
    rationale: "Vitamin D raises calcium absorption; hypercalcaemia is a contraindication of colecalciferol.",
    sources: [REF3.fultiumD3Smpc],
  },
  {
    id: "sc-haemophilia-ginkgo",
    title: "Haemophilia and ginkgo",
    profile: { conditions: ["haemophilia"] },
    stack: [take(PRODUCT.ginkgo)],
    expect: { flags: [flag("ginkgo-biloba", cond("haemophilia"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Ginkgo may increase the risk of bleeding, which matters most for someone with a bleeding disorder.",
    sources: [REF3.nccihGinkgo],
  },
  {
    id: "sc-von-willebrand-garlic",
    title: "Von Willebrand disease and garlic supplements",
    profile: { conditions: ["von Willebrand disease"] },
    stack: [take(PRODUCT.garlic)],
    expect: {
      flags: [flag("garlic", cond("von Willebrand disease"), "moderate")],
      risk: { min: "moderate" },
    },
    rationale: "Garlic supplements reduce the blood's ability to clot, in a way similar to aspirin.",
    sources: [REF3.nccihGarlic],
  },
  {
    id: "sc-low-platelets-vitamin-e",
    title: "Low platelets and vitamin E 400 IU",
    profile: { conditions: ["low platelets"] },
    stack: [take(PRODUCT.vitaminE400Iu)],
    expect: { flags: [flag("vitamin-e", cond("low platelets"), "minor", "major")] },
    rationale: "Vitamin E supplements may increase the risk of bleeding; low platelets already do.",
    sources: [REF3.odsVitaminE],
  },
  {
    id: "sc-underactive-thyroid-kelp",
    title: "Underactive thyroid and kelp tablets",
    profile: { conditions: ["underactive thyroid"] },
    stack: [take(PRODUCT.kelp)],
    expect: { flags: [flag("iodine", cond("underactive thyroid"), "minor", "major")] },
    rationale:
      "People with thyroid disease, especially autoimmune thyroid disease, can be sensitive to extra iodine, which can make thyroid function worse.",
    sources: [REF3.odsIodine],
  },
  {
    id: "sc-graves-kelp",
    title: "Graves' disease and kelp tablets",
    profile: { conditions: ["Graves disease"] },
    stack: [take(PRODUCT.kelp)],
    expect: { flags: [flag("iodine", cond("Graves disease"), "minor", "major")] },
    rationale:
      "Extra iodine can worsen an overactive thyroid; people with thyroid disease should ask before taking kelp.",
    sources: [REF3.odsIodine],
  },
  {
    id: "sc-haemochromatosis-iron-multivitamin",
    title: "Iron overload and a multivitamin with 14 mg iron",
    profile: { conditions: ["iron overload"] },
    stack: [take(PRODUCT.centrum)],
    expect: { flags: [flag("iron", cond("iron overload"), "major")], notFullyChecked: true },
    rationale: "People with haemochromatosis are usually advised to avoid supplements containing iron.",
    sources: [REF.nhsHaemochromatosisTreatment],
  },

  {
    id: "sc-bipolar-st-johns-wort",
    title: "Bipolar disorder and St John's wort for low mood",
    profile: { conditions: ["bipolar disorder"] },
    stack: [take(PRODUCT.stJohnsWort)],
    expect: { flags: [flag("st-johns-wort", cond("bipolar disorder"), "minor", "major")] },
    rationale: "St John's wort may trigger mania or hypomania in people with bipolar disorder.",
    sources: [REF3.nccihStJohnsWort],
  },

  // --- No alarm ---------------------------------------------------------------------------------------
  {
    id: "sc-haemochromatosis-magnesium",
    title: "Haemochromatosis and magnesium 200 mg",
    profile: { conditions: ["haemochromatosis"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", cond("haemochromatosis"))], risk: { max: "low" } },
    rationale: "The NHS advice is to avoid iron and vitamin C supplements; magnesium is neither.",
    sources: [REF.nhsHaemochromatosisTreatment],
  },
  {
    id: "sc-haemochromatosis-vitamin-d",
    title: "Haemochromatosis and vitamin D 10 µg",
    profile: { conditions: ["hemochromatosis"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("hemochromatosis"))], risk: { max: "low" } },
    rationale: "Only iron and vitamin C supplements are named to avoid with haemochromatosis.",
    sources: [REF.nhsHaemochromatosisTreatment],
  },
  {
    id: "sc-g6pd-vitamin-d",
    title: "G6PD deficiency and vitamin D 10 µg",
    profile: { conditions: ["G6PD deficiency"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("G6PD deficiency"))], risk: { max: "low" } },
    rationale:
      "G6PD deficiency is triggered by some medicines, broad beans and naphthalene; vitamin D is not among them.",
    sources: [REF3.nhsG6pd],
  },
  {
    id: "sc-g6pd-magnesium",
    title: "G6PD and magnesium 200 mg",
    profile: { conditions: ["G6PD"] },
    stack: [take(PRODUCT.magnesiumChelate200)],
    expect: { noFlags: [noFlag("magnesium", cond("G6PD"))], risk: { max: "low" } },
    rationale: "Magnesium is not among the triggers the NHS lists for G6PD deficiency.",
    sources: [REF3.nhsG6pd],
  },
  {
    id: "sc-haemophilia-vitamin-d",
    title: "Haemophilia and vitamin D 10 µg",
    profile: { conditions: ["haemophilia"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("haemophilia"))], risk: { max: "low" } },
    rationale:
      "Vitamin D does not affect clotting; the bleeding cautions concern ginkgo, garlic, vitamin E and similar.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-bleeding-disorder-magnesium",
    title: "Bleeding disorder and magnesium 200 mg",
    profile: { conditions: ["bleeding disorder"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", cond("bleeding disorder"))], risk: { max: "low" } },
    rationale:
      "The NIH magnesium fact sheet names no bleeding risk; the bleeding cautions concern ginkgo, garlic and vitamin E.",
    sources: [REF3.odsMagnesium],
  },
  {
    id: "sc-osteoporosis-calcium-vitamin-d",
    title: "Osteoporosis and a calcium with vitamin D tablet",
    profile: { conditions: ["osteoporosis"] },
    stack: [take(PRODUCT.osteocare)],
    expect: {
      noFlags: [noFlag("calcium", cond("osteoporosis")), noFlag("vitamin-d3", cond("osteoporosis"))],
      notFullyChecked: true,
    },
    rationale: "Calcium and vitamin D supplements are part of osteoporosis treatment, not a warning.",
    sources: [REF3.nhsOsteoporosisTreatment],
  },
  {
    id: "sc-underactive-thyroid-vitamin-d",
    title: "Hypothyroidism and vitamin D 25 µg",
    profile: { conditions: ["hypothyroidism"] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("hypothyroidism"))], risk: { max: "low" } },
    rationale:
      "The thyroid cautions concern iodine (kelp) and biotin's effect on blood tests; vitamin D has none.",
    sources: [REF3.odsIodine, REF.nhsVitaminD],
  },
  {
    id: "sc-overactive-thyroid-magnesium",
    title: "Overactive thyroid and magnesium 200 mg",
    profile: { conditions: ["overactive thyroid"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", cond("overactive thyroid"))], risk: { max: "low" } },
    rationale: "Magnesium has no thyroid warning; the iodine caution does not extend to it.",
    sources: [REF3.odsMagnesium],
  },
  {
    id: "sc-not-underactive-thyroid-kelp",
    title: "'No thyroid problems' and kelp tablets",
    profile: { conditions: ["no thyroid problems"] },
    stack: [take(PRODUCT.kelp)],
    expect: { noFlags: [noFlag("iodine", cond("no thyroid problems"))] },
    rationale:
      "The person says they have no thyroid condition, so the iodine caution for thyroid disease does not apply.",
    sources: [REF3.odsIodine],
  },
  {
    id: "sc-sarcoidosis-magnesium",
    title: "Sarcoidosis and magnesium 200 mg",
    profile: { conditions: ["sarcoidosis"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", cond("sarcoidosis"))], risk: { max: "low" } },
    rationale:
      "The sarcoidosis caution concerns calcium and vitamin D, which can raise blood calcium; magnesium does not.",
    sources: [REF.sarcoidosisUkCalciumVitaminD],
  },
  {
    id: "sc-hypercalcaemia-magnesium",
    title: "High calcium and magnesium 200 mg",
    profile: { conditions: ["high calcium"] },
    stack: [take(PRODUCT.magnesiumChelate200)],
    expect: { noFlags: [noFlag("magnesium", cond("high calcium"))], risk: { max: "low" } },
    rationale:
      "Hypercalcaemia contraindicates calcium and vitamin D; magnesium does not raise blood calcium.",
    sources: [REF3.fultiumD3Smpc, REF3.odsMagnesium],
  },
  {
    id: "sc-epilepsy-vitamin-d",
    title: "Epilepsy and vitamin D 10 µg",
    profile: { conditions: ["epilepsy"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("epilepsy"))], risk: { max: "low" } },
    rationale: "Vitamin D at the recommended 10 µg a day has no epilepsy warning in the NHS advice.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-bipolar-vitamin-d",
    title: "Bipolar disorder and vitamin D 10 µg",
    profile: { conditions: ["bipolar"] },
    stack: [take(PRODUCT.vitaminD10)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("bipolar"))], risk: { max: "low" } },
    rationale: "The mood cautions concern St John's wort and serotonergic supplements; vitamin D has none.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-type-1-diabetes-magnesium",
    title: "Type 1 diabetes and magnesium 200 mg",
    profile: { conditions: ["type 1 diabetes"] },
    stack: [take(PRODUCT.magnesiumCitrate200)],
    expect: { noFlags: [noFlag("magnesium", cond("type 1 diabetes"))], risk: { max: "low" } },
    rationale: "200 mg of magnesium is within the NHS level and has no diabetes warning.",
    sources: [REF.nhsOthersMagnesium],
  },
  {
    id: "sc-high-blood-pressure-fish-oil",
    title: "High blood pressure and fish oil 300 mg omega-3",
    profile: { conditions: ["high blood pressure"] },
    stack: [take(PRODUCT.fishOil1000)],
    expect: { noFlags: [noFlag("omega-3-fish-oil", cond("high blood pressure"))], risk: { max: "low" } },
    rationale:
      "EFSA found no safety concern for EPA and DHA up to 5 g a day in adults; 300 mg is far below that.",
    sources: [REF.efsaOmega3],
  },
  {
    id: "sc-asthma-vitamin-d",
    title: "Asthma and vitamin D 25 µg",
    profile: { conditions: ["asthma"] },
    stack: [take(PRODUCT.vitaminD25)],
    expect: { noFlags: [noFlag("vitamin-d3", cond("asthma"))], risk: { max: "low" } },
    rationale:
      "The asthma caution concerns echinacea (allergic reactions); vitamin D within the NHS limit has none.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-pernicious-anaemia-vitamin-b12",
    title: "Pernicious anaemia and vitamin B12 1,000 µg",
    profile: { conditions: ["pernicious anaemia"] },
    stack: [take(PRODUCT.vitaminB12Chewable)],
    expect: { noFlags: [noFlag("vitamin-b12", cond("pernicious anaemia"))] },
    rationale: "Vitamin B12 is the treatment for pernicious anaemia, never a warning.",
    sources: [REF.nhsVitaminB],
  },
  {
    id: "sc-gout-magnesium",
    title: "Gout and magnesium 200 mg",
    profile: { conditions: ["gout"] },
    stack: [take(PRODUCT.magnesiumChelate200)],
    expect: { noFlags: [noFlag("magnesium", cond("gout"))], risk: { max: "low" } },
    rationale: "Magnesium within the NHS level has no gout warning.",
    sources: [REF.nhsOthersMagnesium],
  },
];
