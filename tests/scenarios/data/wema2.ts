// Chamomile with an allergy to daisy-family plants, as the HMPC's conclusions on matricaria (chamomile) oil word it
// (its medicines must not be used by people allergic to other plants of the Asteraceae family), and with an allergy
// to another plant family, which no chamomile text names.
import type { ScenarioInput } from "../schema";
import { pairCases } from "./by-mechanism";

type StackItem = ScenarioInput["stack"][number];

const MATRICARIA_OIL = {
  title:
    "Herbal medicinal product: Matricariae aetheroleum (matricaria oil), assessment finalised: overview of the HMPC's conclusions, risks",
  publisher: "European Medicines Agency HMPC, copy at einpresswire.com",
  url: "https://www.einpresswire.com/article/687510152/herbal-medicinal-product-matricariae-aetheroleumarray-f-assessment-finalised",
};

const CHAMOMILE: StackItem = {
  custom: {
    name: "Chamomile flower extract 400 mg tablets",
    ingredients: [{ ingredient: "chamomile", amount: 400, unit: "mg" }],
  },
  servingsPerDay: 1,
};

const onCondition = pairCases("sc-wema2-", "condition");
const ASTERACEAE =
  "The HMPC says chamomile (matricaria) medicines must not be used by people allergic to other plants of the same family (Asteraceae), and that allergic reactions, sometimes severe, have followed liquid chamomile preparations.";

export const WEMA2_SCENARIOS: ScenarioInput[] = [
  onCondition.named(
    "chamomile-ragweed-allergy",
    "Chamomile tablets for sleep with a ragweed allergy",
    "chamomile",
    "ragweed allergy",
    CHAMOMILE,
    ["moderate", "contraindicated"],
    `${ASTERACEAE} Ragweed is a daisy-family plant.`,
    [MATRICARIA_OIL],
  ),
  onCondition.named(
    "chamomile-daisy-family-allergy",
    "Chamomile tablets with an allergy to plants of the daisy family",
    "chamomile",
    "allergy to plants of the daisy family",
    CHAMOMILE,
    ["moderate", "contraindicated"],
    ASTERACEAE,
    [MATRICARIA_OIL],
  ),
  onCondition.quiet(
    "chamomile-buttercup-allergy",
    "Chamomile tablets with an allergy to the buttercup family",
    "chamomile",
    "allergic to buttercups",
    CHAMOMILE,
    "Buttercups belong to another plant family (Ranunculaceae); the HMPC's text names only the Asteraceae, chamomile's own family.",
    [MATRICARIA_OIL],
  ),
];
