// Scenarios of the wpair round's blind probe of supplement pairs, written from the cited texts before the knowledge
// base was opened. The mineral texts speak of mineral preparations in general, so they reach two supplements, and a
// minor "take them apart" note still shows when one of the two is above its upper level.
import type { ScenarioInput } from "../schema";
import { flag, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];

const FERROUS_SULFATE: Source = {
  title: "Ferrous sulfate tablets: summary of product characteristics, section 4.5",
  publisher: "electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/3130",
};
const SOLVAZINC: Source = {
  title: "Solvazinc 45 mg effervescent tablets: summary of product characteristics, section 4.5",
  publisher: "electronic medicines compendium (emc)",
  url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
};
const NEOMAG: Source = {
  title:
    "Neomag 4 mmol chewable tablets (magnesium glycerophosphate): summary of product characteristics, section 4.5",
  publisher: "electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/2678/smpc",
};
const VALERINA: Source = {
  title: "Valerina Night-Time film-coated tablets: patient leaflet, before you take",
  publisher: "UK patient leaflet, reproduced by medine.co.uk",
  url: "https://medine.co.uk/valerina-night-time-film-coated-tablets",
};
const HRI_NIGHT: Source = {
  title:
    "HRI Night tablets (valerian root and passion flower herb extracts): summary of product characteristics",
  publisher: "UK SmPC, reproduced by patient-info.co.uk",
  url: "https://patient-info.co.uk/hri-herbal-sleep-tablets-hri-night-tablets-hri-good-sleep-tablets-87186/summary-of-medicine-characteristics",
};

const IRON_ZINC_WHY =
  "Ferrous sulfate SmPC 4.5: 'iron preparations and zinc preparations can reduce the absorption of each other'; Solvazinc's: 'The absorption of zinc may be reduced by oral iron, also the absorption of oral iron may be reduced by zinc.' Taken apart, not avoided.";
const IRON_MAGNESIUM_WHY =
  "Ferrous sulfate SmPC 4.5: compounds containing calcium or magnesium, including mineral supplements, may impair the absorption of iron, and should be taken at least 2 hours apart; Neomag's: magnesium 3 to 4 hours before or after iron.";

const ferrousSulfate = (servingsPerDay: number) => ({
  custom: {
    name: "Ferrous sulfate 200 mg tablet",
    ingredients: [{ ingredient: "iron", amount: 65, unit: "mg" as const, chemicalForm: "ferrous sulfate" }],
  },
  servingsPerDay,
});

export const WPAIR_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-wpair-iron20-zinc15",
    title: "Gentle iron 20 mg (above the 17 mg level) with a zinc 15 mg tablet",
    stack: [take(PRODUCT.iron20), take(PRODUCT.zinc15)],
    expect: { flags: [flag("iron", { ingredient: "zinc" }, "minor", "moderate")] },
    rationale: IRON_ZINC_WHY,
    sources: [FERROUS_SULFATE, SOLVAZINC],
  },
  {
    id: "sc-wpair-ferrous-fumarate-solvazinc",
    title: "Ferrous fumarate 322 mg with a Solvazinc 45 mg effervescent tablet",
    stack: [
      {
        custom: {
          name: "Ferrous fumarate 322 mg tablet",
          ingredients: [{ ingredient: "iron", amount: 100, unit: "mg", chemicalForm: "ferrous fumarate" }],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Solvazinc 45 mg effervescent tablet",
          ingredients: [
            { ingredient: "zinc", amount: 45, unit: "mg", chemicalForm: "zinc sulfate monohydrate" },
          ],
        },
        servingsPerDay: 1,
      },
    ],
    expect: { flags: [flag("zinc", { ingredient: "iron" }, "minor", "moderate")] },
    rationale: IRON_ZINC_WHY,
    sources: [SOLVAZINC, FERROUS_SULFATE],
  },
  {
    id: "sc-wpair-iron20-magnesium-citrate",
    title: "Gentle iron 20 mg with magnesium citrate 200 mg",
    stack: [take(PRODUCT.iron20), take(PRODUCT.magnesiumCitrate200)],
    expect: { flags: [flag("iron", { ingredient: "magnesium" }, "minor", "moderate")] },
    rationale: IRON_MAGNESIUM_WHY,
    sources: [FERROUS_SULFATE, NEOMAG],
  },
  {
    id: "sc-wpair-ferrous-sulfate-neomag",
    title: "Ferrous sulfate twice a day with Neomag magnesium three times a day",
    stack: [
      ferrousSulfate(2),
      {
        custom: {
          name: "Neomag 4 mmol chewable tablet",
          ingredients: [
            { ingredient: "magnesium", amount: 97.2, unit: "mg", chemicalForm: "magnesium glycerophosphate" },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: { flags: [flag("magnesium", { ingredient: "iron" }, "minor", "moderate")] },
    rationale: IRON_MAGNESIUM_WHY,
    sources: [NEOMAG, FERROUS_SULFATE],
  },
  {
    id: "sc-wpair-spatone-zma",
    title: "Spatone liquid iron with ZMA capsules (zinc and magnesium)",
    stack: [take(PRODUCT.spatone), take(PRODUCT.zma)],
    expect: {
      flags: [
        flag("iron", { ingredient: "zinc" }, "minor", "moderate"),
        flag("iron", { ingredient: "magnesium" }, "minor", "moderate"),
      ],
    },
    rationale: `${IRON_ZINC_WHY} ${IRON_MAGNESIUM_WHY}`,
    sources: [FERROUS_SULFATE, NEOMAG],
  },
  {
    id: "sc-wpair-valerian-passionflower-separate",
    title: "Valerian root capsules with a passion flower remedy for mild anxiety",
    stack: [take(PRODUCT.valerian, 2), take(PRODUCT.passionflower)],
    expect: { flags: [flag("valerian", { ingredient: "passionflower" }, "moderate", "major")] },
    rationale:
      "UK valerian leaflets: 'Do not take Valerina Night-Time if you are: ... already taking other medicines for anxiety or sleep.' The passion flower tablets are a registered herbal medicine for mild anxiety.",
    sources: [VALERINA],
  },
  {
    id: "sc-wpair-hri-night-one-product",
    title: "HRI Night tablets: valerian and passion flower in one registered remedy",
    stack: [
      {
        custom: {
          name: "HRI Night tablet",
          ingredients: [
            { ingredient: "valerian", amount: 43.6, unit: "mg", chemicalForm: "valerian root dry extract" },
            {
              ingredient: "passionflower",
              amount: 48.2,
              unit: "mg",
              chemicalForm: "passion flower herb dry extract",
            },
          ],
        },
        servingsPerDay: 3,
      },
    ],
    expect: { noFlags: [noFlag("valerian", { ingredient: "passionflower" })] },
    rationale:
      "HRI Night is one registered remedy of both herbs, to be taken at its labelled dose: a combination its maker chose is not two remedies taken together.",
    sources: [HRI_NIGHT],
  },
];
