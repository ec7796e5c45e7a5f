import type { IngredientSeed } from "@/lib/catalogue/seed-schemas";
import { NHS_OTHERS, NRV_ANNEX_XIII, nhsVitaminsAndMinerals, odsFactSheet } from "./references";

export const MINERALS: IngredientSeed[] = [
  {
    slug: "calcium",
    name: "Calcium",
    synonyms: [
      "calcium carbonate",
      "calcium citrate",
      "calcium phosphate",
      "calcium gluconate",
      "calcium lactate",
    ],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 1500,
      unit: "mg",
      basis:
        "NHS (EVM guidance level): 1,500 mg or less a day of calcium supplements is unlikely to cause harm",
      referenceId: "nhs-calcium",
    },
    nrv: { amount: 800, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: "with_food",
    bioavailabilityNotes:
      "Calcium carbonate is absorbed best when taken with food, while calcium citrate is absorbed well with or without food. Absorption is most efficient in doses of 500 mg or less at a time.",
    evidenceSummary:
      "Most adults can get the calcium they need (700 mg a day) from food such as dairy products, fortified alternatives, and green leafy vegetables. Calcium with vitamin D is prescribed to some people at risk of osteoporosis, but trials of supplements in the general population show mixed effects on fractures. Some studies have linked calcium supplements to kidney stones and possibly to heart problems, although the evidence is inconsistent; high doses can also cause stomach pain and diarrhoea.",
    claimSubstances: ["Calcium"],
    references: [
      nhsVitaminsAndMinerals("calcium", "Calcium"),
      odsFactSheet("Calcium", "Calcium"),
      NRV_ANNEX_XIII,
    ],
  },
  {
    slug: "magnesium",
    name: "Magnesium",
    synonyms: [
      "magnesium citrate",
      "magnesium glycinate",
      "magnesium bisglycinate",
      "magnesium oxide",
      "magnesium chloride",
      "magnesium aspartate",
    ],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 400,
      unit: "mg",
      basis:
        "NHS (EVM guidance level): 400 mg or less a day of magnesium in supplements is unlikely to cause harm",
      referenceId: "nhs-others",
    },
    nrv: { amount: 375, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Forms that dissolve well, such as magnesium citrate, aspartate, lactate and chloride, are absorbed more completely than magnesium oxide or sulfate in small studies.",
    evidenceSummary:
      "Magnesium is found in green leafy vegetables, nuts and wholegrains, and most people get enough from food. Trials suggest supplements may slightly lower blood pressure and may help prevent migraines in some people, but evidence for sleep, muscle cramps and exercise recovery is limited. High supplemental doses commonly cause diarrhoea, and people with kidney disease should speak to their GP first.",
    claimSubstances: ["Magnesium"],
    references: [NHS_OTHERS, odsFactSheet("Magnesium", "Magnesium"), NRV_ANNEX_XIII],
  },
  {
    slug: "iron",
    name: "Iron",
    synonyms: [
      "ferrous sulfate",
      "ferrous sulphate",
      "ferrous fumarate",
      "ferrous gluconate",
      "iron bisglycinate",
      "ferric iron",
    ],
    category: "energy",
    typicalDailyDose: null,
    upperLevel: {
      amount: 17,
      unit: "mg",
      basis:
        "NHS (EVM guidance level): 17 mg or less a day of iron supplements is unlikely to cause harm, unless a GP has prescribed a higher dose",
      referenceId: "nhs-iron",
    },
    nrv: { amount: 14, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: "empty_stomach",
    bioavailabilityNotes:
      "Iron is absorbed best on an empty stomach (the NHS suggests 30 minutes before or 2 hours after eating), though it can be taken with food if it upsets the stomach. Vitamin C may increase absorption; ferrous forms are better absorbed than ferric forms.",
    evidenceSummary:
      "Iron supplements treat and prevent iron deficiency anaemia, which is more common in people with heavy periods, in pregnancy and on some restricted diets; a GP blood test is the way to find out whether you need one. In people who are not deficient they offer no proven benefit, and high doses cause constipation, nausea and stomach pain. Accidental iron overdose is dangerous for young children, so keep supplements out of their reach.",
    claimSubstances: ["Iron"],
    references: [
      nhsVitaminsAndMinerals("iron", "Iron"),
      {
        id: "nhs-ferrous-sulfate",
        title: "How and when to take ferrous sulfate",
        publisher: "NHS",
        url: "https://www.nhs.uk/medicines/ferrous-sulfate/how-and-when-to-take-ferrous-sulfate/",
      },
      odsFactSheet("Iron", "Iron"),
      NRV_ANNEX_XIII,
    ],
  },
  {
    slug: "zinc",
    name: "Zinc",
    synonyms: [
      "zinc gluconate",
      "zinc citrate",
      "zinc picolinate",
      "zinc sulfate",
      "zinc acetate",
      "zinc oxide",
    ],
    category: "immune",
    typicalDailyDose: null,
    upperLevel: {
      amount: 25,
      unit: "mg",
      basis:
        "NHS (EVM safe upper level): no more than 25 mg a day of zinc supplements unless advised by a doctor",
      referenceId: "nhs-others",
    },
    nrv: { amount: 10, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Zinc salts contain different proportions of elemental zinc, so compare labels by the zinc content rather than the weight of the compound.",
    evidenceSummary:
      "Most people get enough zinc from meat, shellfish, dairy foods and cereals. Some trials found that zinc lozenges started soon after cold symptoms begin may shorten colds, but results are inconsistent and products vary. Taking high doses for a long time reduces copper absorption, which can lead to anaemia and weakened bones.",
    claimSubstances: ["Zinc"],
    references: [NHS_OTHERS, odsFactSheet("Zinc", "Zinc"), NRV_ANNEX_XIII],
  },
  {
    slug: "copper",
    name: "Copper",
    synonyms: ["copper gluconate", "copper sulfate", "copper bisglycinate", "cupric oxide"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 10,
      unit: "mg",
      basis:
        "NHS (EVM safe upper level): 10 mg or less a day of copper supplements is unlikely to cause harm",
      referenceId: "nhs-others",
    },
    nrv: { amount: 1, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Copper deficiency is uncommon and is most often caused by long-term high zinc intake or certain gut conditions. Supplements are mainly used in multivitamins, sometimes alongside zinc. High doses can cause stomach pain, sickness and diarrhoea, and long-term excess can damage the liver and kidneys; people with Wilson's disease must avoid copper supplements.",
    claimSubstances: ["Copper"],
    references: [NHS_OTHERS, odsFactSheet("Copper", "Copper"), NRV_ANNEX_XIII],
  },
  {
    slug: "selenium",
    name: "Selenium",
    synonyms: ["selenomethionine", "sodium selenite", "sodium selenate", "selenium yeast"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 350,
      unit: "µg",
      basis:
        "NHS (EVM safe upper level): 350 µg or less a day of selenium supplements is unlikely to cause harm",
      referenceId: "nhs-others",
    },
    nrv: { amount: 55, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Selenomethionine (the main form in selenium yeast) is absorbed more completely than sodium selenite.",
    evidenceSummary:
      "Selenium is found in Brazil nuts, fish, meat and eggs. Large trials found that selenium supplements did not prevent prostate or other cancers or heart disease, and some suggested a higher risk of type 2 diabetes. Too much selenium causes selenosis, with hair and nail loss and skin problems.",
    claimSubstances: ["Selenium"],
    references: [NHS_OTHERS, odsFactSheet("Selenium", "Selenium"), NRV_ANNEX_XIII],
  },
  {
    slug: "iodine",
    name: "Iodine",
    synonyms: ["potassium iodide", "sodium iodide"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 500,
      unit: "µg",
      basis:
        "NHS (EVM guidance level): 0.5 mg (500 µg) or less a day of iodine supplements is unlikely to cause harm",
      referenceId: "nhs-iodine",
    },
    nrv: { amount: 150, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Potassium and sodium iodide are almost completely absorbed. The iodine content of kelp and other seaweed supplements can vary widely.",
    evidenceSummary:
      "Iodine is needed to make thyroid hormones, and milk, dairy foods and fish are the main UK sources; people who avoid these foods may get too little. Taking high doses for a long time can change how the thyroid works. People with a thyroid condition, or who are pregnant, should speak to their GP or midwife before taking iodine or kelp supplements.",
    claimSubstances: ["Iodine"],
    references: [
      nhsVitaminsAndMinerals("iodine", "Iodine"),
      odsFactSheet("Iodine", "Iodine"),
      NRV_ANNEX_XIII,
    ],
  },
  {
    slug: "potassium",
    name: "Potassium",
    synonyms: ["potassium citrate", "potassium chloride", "potassium gluconate"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 3700,
      unit: "mg",
      basis:
        "NHS (EVM guidance level): 3,700 mg or less a day of potassium supplements is unlikely to have obvious harmful effects in healthy people",
      referenceId: "nhs-others",
    },
    nrv: { amount: 2000, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Fruit, vegetables, pulses and dairy foods provide most of our potassium, and diets rich in potassium are linked to lower blood pressure. Potassium supplements can be dangerous for people with kidney disease or those taking medicines that raise potassium, such as some blood pressure medicines (ACE inhibitors, potassium-sparing diuretics), so check with a GP or pharmacist first. Too much can also cause stomach pain, nausea and diarrhoea.",
    claimSubstances: ["Potassium"],
    references: [NHS_OTHERS, odsFactSheet("Potassium", "Potassium"), NRV_ANNEX_XIII],
  },
  {
    slug: "chromium",
    name: "Chromium",
    synonyms: ["chromium picolinate", "chromium chloride", "trivalent chromium", "chromium polynicotinate"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 10,
      unit: "mg",
      basis:
        "NHS (EVM guidance level): 10 mg or less a day of trivalent chromium from food and supplements combined is unlikely to cause harm",
      referenceId: "nhs-others",
    },
    nrv: { amount: 40, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes:
      "Only a very small proportion (a few per cent at most) of dietary and supplemental chromium is absorbed.",
    evidenceSummary:
      "Chromium supplements are marketed for blood sugar control and weight loss, but trials have produced inconsistent results, with small or no effects. People with diabetes should not use chromium in place of prescribed treatment and should tell their GP if they take it, as it may affect blood glucose.",
    claimSubstances: ["Chromium"],
    references: [NHS_OTHERS, odsFactSheet("Chromium", "Chromium"), NRV_ANNEX_XIII],
  },
  {
    slug: "manganese",
    name: "Manganese",
    synonyms: ["manganese sulfate", "manganese gluconate", "manganese citrate"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: {
      amount: 4,
      unit: "mg",
      basis:
        "NHS (EVM guidance level): 4 mg or less a day of manganese supplements is unlikely to cause harm (0.5 mg or less for older people, who may be more sensitive)",
      referenceId: "nhs-others",
    },
    nrv: { amount: 2, unit: "mg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Manganese is found in tea, bread, nuts, cereals and green vegetables, and most people get enough from food; deficiency is very rare. Taking high doses for a long time may cause muscle pain, nerve damage and symptoms such as tiredness and depression. It is mainly included in multivitamin and joint products.",
    claimSubstances: ["Manganese"],
    references: [NHS_OTHERS, odsFactSheet("Manganese", "Manganese"), NRV_ANNEX_XIII],
  },
  {
    slug: "molybdenum",
    name: "Molybdenum",
    synonyms: ["sodium molybdate", "ammonium molybdate"],
    category: "wellness",
    typicalDailyDose: null,
    upperLevel: null,
    nrv: { amount: 50, unit: "µg", referenceId: "nrv-annex-xiii" },
    optimalTiming: null,
    bioavailabilityNotes: null,
    evidenceSummary:
      "Molybdenum is found in peas, beans, nuts, cereals and dairy foods, and deficiency in healthy people is extremely rare. There is not enough evidence to know the effects of taking high doses, and there is no evidence that supplements benefit people who eat a normal diet. It is mainly included in multivitamins.",
    claimSubstances: ["Molybdenum"],
    references: [NHS_OTHERS, odsFactSheet("Molybdenum", "Molybdenum"), NRV_ANNEX_XIII],
  },
];
