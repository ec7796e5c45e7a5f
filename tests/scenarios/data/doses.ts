// Daily totals against UK upper levels, from one product at several servings or from several products
// (an excess is moderate, 2× or more is major), and totals at or below the level that must not flag.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag, take, upperLevel } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

export const DOSE_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-vitamin-d-125",
    title: "Vitamin D 5,000 IU (125 µg) softgel every day",
    stack: [take(PRODUCT.vitaminD125)],
    expect: { flags: [flag("vitamin-d3", upperLevel, "moderate", "major")], risk: { min: "moderate" } },
    rationale: "125 µg a day is above the NHS maximum of 100 µg a day for adults.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-vitamin-d-210-three-products",
    title: "Three vitamin D products adding up to 210 µg a day",
    stack: [take(PRODUCT.vitaminD125), take(PRODUCT.vitaminD75Spray), take(PRODUCT.vitaminD10)],
    expect: { flags: [flag("vitamin-d3", upperLevel, "major")], risk: { min: "high" } },
    rationale:
      "125 + 75 + 10 µg = 210 µg a day, more than twice the NHS maximum of 100 µg; long-term excess can cause hypercalcaemia.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-vitamin-d-200-two-capsules",
    title: "Two 4,000 IU vitamin D capsules a day",
    stack: [take(PRODUCT.vitaminD100, 2)],
    expect: { flags: [flag("vitamin-d3", upperLevel, "major")], risk: { min: "high" } },
    rationale: "2 × 100 µg = 200 µg a day, twice the NHS maximum for adults.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-vitamin-d-100-at-limit",
    title: "Vitamin D spray 4,000 IU (100 µg) once a day",
    stack: [take(PRODUCT.vitaminD100Spray)],
    expect: { noFlags: [noFlag("vitamin-d3", upperLevel)], risk: { max: "low" } },
    rationale: "100 µg a day is the NHS maximum, not above it: no upper-level finding.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-zinc-50",
    title: "Zinc 50 mg capsule every day",
    stack: [take(PRODUCT.zinc50)],
    expect: { flags: [flag("zinc", upperLevel, "major")], risk: { min: "high" } },
    rationale:
      "50 mg is twice the UK advice of no more than 25 mg of zinc supplements a day; high zinc reduces copper absorption.",
    sources: [REF.fssZinc],
  },
  {
    id: "sc-zinc-75-three-products",
    title: "Zinc from three products: 75 mg a day",
    stack: [take(PRODUCT.zinc50), take(PRODUCT.zinc15), take(PRODUCT.centrum)],
    expect: { flags: [flag("zinc", upperLevel, "major")], risk: { min: "high" } },
    rationale: "50 + 15 + 10 mg = 75 mg of zinc a day, three times the UK level of 25 mg.",
    sources: [REF.fssZinc],
  },
  {
    id: "sc-zinc-32-two-products",
    title: "Zinc 22 mg tablet plus a multivitamin with 10 mg zinc",
    stack: [take(PRODUCT.zinc22), take(PRODUCT.centrum)],
    expect: { flags: [flag("zinc", upperLevel, "moderate", "major")], risk: { min: "moderate" } },
    rationale: "22 + 10 mg = 32 mg of zinc a day, above the UK level of 25 mg.",
    sources: [REF.fssZinc],
  },
  {
    id: "sc-zinc-25-at-limit",
    title: "Zinc 15 mg plus a multivitamin with 10 mg zinc (25 mg)",
    stack: [take(PRODUCT.zinc15), take(PRODUCT.centrum)],
    expect: { noFlags: [noFlag("zinc", upperLevel)], risk: { max: "moderate" }, notFullyChecked: true },
    rationale:
      "15 + 10 mg = 25 mg, exactly the UK level and not above it. The product's label is only partly listed in our catalogue, so the result is 'not fully checked' and never shown as low.",
    sources: [REF.fssZinc],
  },
  {
    id: "sc-vitamin-b6-100",
    title: "Vitamin B6 100 mg capsule every day",
    stack: [take(PRODUCT.vitaminB6)],
    expect: { flags: [flag("vitamin-b6", upperLevel, "major")], risk: { min: "high" } },
    rationale:
      "100 mg is ten times the UK advice of no more than 10 mg of vitamin B6 supplements a day; high doses can cause peripheral neuropathy.",
    sources: [REF.fssVitaminB6],
  },
  {
    id: "sc-vitamin-b6-210-three-products",
    title: "B6 from a B6 capsule, a B-complex 100 and Berocca: 210 mg a day",
    stack: [take(PRODUCT.vitaminB6), take(PRODUCT.bComplex100), take(PRODUCT.berocca)],
    expect: { flags: [flag("vitamin-b6", upperLevel, "major")], risk: { min: "high" } },
    rationale: "100 + 100 + 10 mg = 210 mg of vitamin B6 a day, 21 times the UK level of 10 mg.",
    sources: [REF.fssVitaminB6],
  },
  {
    id: "sc-vitamin-b6-berocca-and-zma",
    title: "Berocca in the morning and ZMA at night",
    stack: [take(PRODUCT.berocca), take(PRODUCT.zma)],
    expect: {
      flags: [flag("vitamin-b6", upperLevel, "major"), flag("zinc", upperLevel, "moderate", "major")],
      risk: { min: "high" },
    },
    rationale:
      "B6 10 + 10.5 = 20.5 mg a day (more than twice the 10 mg level) and zinc 10 + 30 = 40 mg (above 25 mg).",
    sources: [REF.fssVitaminB6, REF.fssZinc],
  },
  {
    id: "sc-vitamin-b6-10-berocca",
    title: "One Berocca a day (B6 10 mg)",
    stack: [take(PRODUCT.berocca)],
    expect: { noFlags: [noFlag("vitamin-b6", upperLevel)], risk: { max: "moderate" }, notFullyChecked: true },
    rationale:
      "10 mg of vitamin B6 is the UK level itself, not above it. The product's label is only partly listed in our catalogue, so the result is 'not fully checked' and never shown as low.",
    sources: [REF.fssVitaminB6],
  },
  {
    id: "sc-iron-20",
    title: "Iron 20 mg capsule every day",
    stack: [take(PRODUCT.iron20)],
    expect: { flags: [flag("iron", upperLevel, "moderate", "major")], risk: { min: "moderate" } },
    rationale:
      "20 mg is above the 17 mg a day of iron supplements that is unlikely to cause harm (unless a GP prescribed more).",
    sources: [REF.nhsIron],
  },
  {
    id: "sc-iron-34-two-products",
    title: "Iron 20 mg capsule plus a multivitamin with 14 mg iron",
    stack: [take(PRODUCT.iron20), take(PRODUCT.centrum)],
    expect: { flags: [flag("iron", upperLevel, "major")], risk: { min: "high" } },
    rationale:
      "20 + 14 = 34 mg of iron a day, twice the 17 mg level; high doses cause constipation, nausea and stomach pain.",
    sources: [REF.nhsIron],
  },
  {
    id: "sc-iron-10-spatone",
    title: "Two Spatone sachets a day (iron 10 mg)",
    stack: [take(PRODUCT.spatone, 2)],
    expect: { noFlags: [noFlag("iron", upperLevel)], risk: { max: "low" } },
    rationale: "10 mg of iron a day is below the 17 mg level.",
    sources: [REF.nhsIron],
  },
  {
    id: "sc-nicotinic-acid-500",
    title: "Nicotinic acid (niacin) 500 mg capsule every day",
    stack: [take(PRODUCT.nicotinicAcid500)],
    expect: { flags: [flag("niacin", upperLevel, "major")], risk: { min: "high" } },
    rationale:
      "500 mg of nicotinic acid is far above the levels proposed for supplements (around 10 mg); more than 35 mg can cause flushing and very high doses harm the liver.",
    sources: [REF.vkmNiacin],
  },
  {
    id: "sc-nicotinamide-statin-b-complex",
    title: "Atorvastatin with a B-complex 100 (niacin as nicotinamide)",
    profile: { medicines: ["Atorvastatin"] },
    stack: [take(PRODUCT.bComplex100)],
    expect: {
      noFlags: [noFlag("niacin", med("Atorvastatin")), noFlag("niacin", upperLevel)],
      flags: [flag("vitamin-b6", upperLevel, "major")],
    },
    rationale:
      "The statin concern is nicotinic acid at lipid-lowering doses; this label gives niacin as 100 mg nicotinamide, which does not cause flushing or liver harm at this dose (proposed limits around 900 mg). The 100 mg of B6, though, is ten times the UK level.",
    sources: [REF.vkmNiacin, REF.fssVitaminB6],
  },
  {
    id: "sc-nicotinamide-statin-berocca",
    title: "Simvastatin with Berocca (niacin 50 mg as nicotinamide)",
    profile: { medicines: ["Simvastatin"] },
    stack: [take(PRODUCT.berocca)],
    expect: {
      noFlags: [noFlag("niacin", med("Simvastatin"))],
      risk: { max: "moderate" },
      notFullyChecked: true,
    },
    rationale:
      "Berocca's niacin is 50 mg nicotinamide, a multivitamin amount in a form not linked to statin muscle effects; every nutrient is within UK levels. The product's label is only partly listed in our catalogue, so the result is 'not fully checked' and never shown as low.",
    sources: [REF.vkmNiacin, REF.fssVitaminB6],
  },
  {
    id: "sc-caffeine-600",
    title: "Three 200 mg caffeine tablets a day",
    stack: [take(PRODUCT.caffeine200, 3)],
    expect: { flags: [flag("caffeine", upperLevel, "moderate", "major")], risk: { min: "moderate" } },
    rationale:
      "600 mg a day from tablets alone is above the 400 mg a day that raises no safety concern for adults.",
    sources: [REF.efsaCaffeine],
  },
  {
    id: "sc-caffeine-800",
    title: "Four 200 mg caffeine tablets a day",
    stack: [take(PRODUCT.caffeine200Bulk, 4)],
    expect: { flags: [flag("caffeine", upperLevel, "major")], risk: { min: "high" } },
    rationale: "800 mg a day is twice the 400 mg a day considered safe for adults.",
    sources: [REF.efsaCaffeine],
  },
  {
    id: "sc-caffeine-375-pre-workout",
    title: "Pre-workout (175 mg caffeine) plus one 200 mg caffeine tablet",
    stack: [take(PRODUCT.preWorkout), take(PRODUCT.caffeine200)],
    expect: { noFlags: [noFlag("caffeine", upperLevel)], risk: { max: "moderate" }, notFullyChecked: true },
    rationale:
      "375 mg a day, each dose no more than 200 mg, is within the 400 mg a day that raises no concern for adults. The product's label is only partly listed in our catalogue, so the result is 'not fully checked' and never shown as low.",
    sources: [REF.efsaCaffeine, REF.fssCaffeineSupplements],
  },
  {
    id: "sc-beta-carotene-14",
    title: "Two beta-carotene 7 mg softgels a day (non-smoker)",
    profile: { conditions: ["non-smoker"] },
    stack: [take(PRODUCT.betaCarotene, 2)],
    expect: { flags: [flag("beta-carotene", upperLevel, "major")], risk: { min: "high" } },
    rationale: "14 mg a day is twice the UK advice of no more than 7 mg of beta-carotene supplements.",
    sources: [REF.fssBetaCarotene],
  },
  {
    id: "sc-magnesium-zma-450",
    title: "ZMA every night (magnesium 450 mg)",
    stack: [take(PRODUCT.zma)],
    expect: {
      flags: [
        flag("magnesium", upperLevel, "moderate", "major"),
        flag("zinc", upperLevel, "moderate", "major"),
      ],
    },
    rationale:
      "450 mg of magnesium is above the 400 mg a day from supplements that is unlikely to cause harm; 30 mg zinc is above 25 mg.",
    sources: [REF.nhsOthersMagnesium, REF.fssZinc],
  },
  {
    id: "sc-retinol-3000-custom",
    title: "Retinyl palmitate 3,000 µg a day (custom label)",
    stack: [
      {
        custom: {
          name: "Vitamin A 3000 µg (as retinyl palmitate)",
          ingredients: [
            { ingredient: "vitamin-a", amount: 3000, unit: "µg", chemicalForm: "as retinyl palmitate" },
          ],
        },
      },
    ],
    expect: { flags: [flag("vitamin-a", upperLevel, "major")], risk: { min: "high" } },
    rationale:
      "3,000 µg of retinol a day is twice the 1.5 mg level above which long-term intake may affect the bones.",
    sources: [REF.fssVitaminA],
  },
  {
    id: "sc-retinol-1200-custom",
    title: "Retinyl palmitate 1,200 µg a day (custom label)",
    stack: [
      {
        custom: {
          name: "Vitamin A 1200 µg (as retinyl palmitate)",
          ingredients: [
            { ingredient: "vitamin-a", amount: 1200, unit: "µg", chemicalForm: "as retinyl palmitate" },
          ],
        },
      },
    ],
    expect: { noFlags: [noFlag("vitamin-a", upperLevel)], risk: { max: "low" } },
    rationale: "1,200 µg of retinol a day is below the 1.5 mg level.",
    sources: [REF.fssVitaminA],
  },
  {
    id: "sc-vitamin-b6-custom-50",
    title: "Vitamin B6 50 mg a day from a custom label",
    stack: [
      {
        custom: {
          name: "Vitamin B6 50 mg",
          ingredients: [
            { ingredient: "vitamin-b6", amount: 50, unit: "mg", chemicalForm: "as pyridoxine hydrochloride" },
          ],
        },
      },
    ],
    expect: { flags: [flag("vitamin-b6", upperLevel, "major")], risk: { min: "high" } },
    rationale: "50 mg a day is five times the UK advice of no more than 10 mg of vitamin B6 supplements.",
    sources: [REF.fssVitaminB6],
  },
];
