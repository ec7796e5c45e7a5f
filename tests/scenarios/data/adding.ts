// New-supplement checks (POST /api/interactions/check): the product in `adding` joins the stack.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

export const ADDING_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-add-sjw-on-warfarin",
    title: "Warfarin patient asks to add St John's wort to their vitamin D",
    profile: { medicines: ["Warfarin"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.stJohnsWort },
    expect: { flags: [flag("st-johns-wort", med("Warfarin"), "major")], safeToAdd: false },
    rationale:
      "St John's wort reduces the effect of warfarin and should not be used with it; adding it cannot be called safe.",
    sources: [REF.csmSjw2000, REF.medsafeSjwLeaflet],
  },
  {
    id: "sc-add-sjw-on-the-pill",
    title: "Woman on Microgynon 30 asks to add St John's wort",
    profile: { medicines: ["Microgynon 30"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.stJohnsWort },
    expect: { flags: [flag("st-johns-wort", med("Microgynon 30"), "major")], safeToAdd: false },
    rationale:
      "Women using hormonal contraception should not take St John's wort (MHRA): risk of unplanned pregnancy.",
    sources: [REF.mhraSjwContraceptives],
  },
  {
    id: "sc-add-5htp-on-sertraline",
    title: "Sertraline user asks to add 5-HTP",
    profile: { medicines: ["Sertraline"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.fiveHtp },
    expect: { flags: [flag("5-htp", med("Sertraline"), "major")], safeToAdd: false },
    rationale: "5-HTP with an SSRI risks serotonin syndrome; people on SSRIs should not take it.",
    sources: [REF.fiveHtpInteractions],
  },
  {
    id: "sc-add-iron-haemochromatosis",
    title: "Person with haemochromatosis asks to add an iron supplement",
    profile: { conditions: ["haemochromatosis"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.iron20 },
    expect: { flags: [flag("iron", cond("haemochromatosis"), "major")], safeToAdd: false },
    rationale: "Iron supplements are to be avoided in haemochromatosis.",
    sources: [REF.haemochromatosisAvoid],
  },
  {
    id: "sc-add-vitamin-c-to-vitamin-d",
    title: "Healthy adult adds vitamin C to a vitamin D supplement",
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.vitaminC1000 },
    expect: { safeToAdd: true, notFullyChecked: false },
    rationale:
      "No medicines or conditions, no interaction between vitamin C and vitamin D, and each is within its UK level: adding it is safe.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-add-vitamin-d-to-multivitamin",
    title: "Adds vitamin D 10 µg to a multivitamin without vitamin D",
    stack: [take(PRODUCT.centrum)],
    adding: { product: PRODUCT.vitaminD10 },
    expect: { safeToAdd: true, notFullyChecked: false },
    rationale: "The multivitamin contains no vitamin D; 10 µg is the NHS-recommended daily amount.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-add-fish-oil-non-smoker",
    title: "'Non-smoker' with a multivitamin adds fish oil",
    profile: { conditions: ["Non-smoker"] },
    stack: [take(PRODUCT.centrum)],
    adding: { product: PRODUCT.fishOil1000 },
    expect: { safeToAdd: true },
    rationale:
      "Nothing in the profile or stack interacts with a standard fish oil capsule; the negated 'non-smoker' must not trigger the smokers' warnings.",
    sources: [REF.fssBetaCarotene, REF.afpHerbDrugTable],
  },
  {
    id: "sc-add-with-unknown-medicine",
    title: "User with an unrecognised medicine adds vitamin C",
    profile: { medicines: ["Zentravix"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.vitaminC1000 },
    expect: {
      safeToAdd: false,
      requiresAcknowledgement: true,
      notFullyChecked: true,
      unrecognised: ["Zentravix"],
    },
    rationale:
      "The checker cannot know what 'Zentravix' interacts with, so it cannot say adding is safe; the user must acknowledge that the check was incomplete.",
    sources: [REF.nhsVitaminD],
  },
  {
    id: "sc-add-beta-carotene-smoker",
    title: "Smoker asks to add beta-carotene",
    profile: { conditions: ["smoker"] },
    stack: [take(PRODUCT.vitaminD10)],
    adding: { product: PRODUCT.betaCarotene },
    expect: { flags: [flag("beta-carotene", cond("smoker"), "moderate")] },
    rationale: "People who smoke are advised not to take any beta-carotene supplements (lung cancer risk).",
    sources: [REF.fssBetaCarotene, REF.efsaBetaCaroteneSmokers],
  },
];
