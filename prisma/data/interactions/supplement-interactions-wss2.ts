// Supplement pairs of the wss2 round, each named by its source; ingredientA sorts before ingredientB.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_PAIRS } from "./references-pairs";
import { REF_CONDITIONS as RC } from "./references-conditions";
import { REF_WPAIR as R_WPAIR } from "./references-wpair";
import { REF_WSS2 as R } from "./references-wss2";

export const SUPPLEMENT_INTERACTIONS_WSS2: SupplementInteractionInput[] = [
  // The page names lemon balm among "other herbs with a sedating effect" beside chamomile; it gives no amount.
  {
    id: "ss-lemon-balm-valerian",
    ingredientA: "lemon-balm",
    ingredientB: "valerian",
    severity: "minor",
    interactionType: "additive_sedation",
    mechanism:
      "Valerian can add to the effect of sedating medicines, and the same is true of other herbs with a sedating effect, such as lemon balm.",
    clinicalEffect: "You may feel drowsier than with either herb alone.",
    recommendation:
      "If you take lemon balm and valerian together, do not drive or use machinery if you feel drowsy, and ask your pharmacist first if you also take a sleeping tablet or another medicine that makes you sleepy.",
    evidenceLevel: 5,
    references: [REF_PAIRS.stLukesValerian],
    isVerified: true,
  },
  // UK valerian leaflets say not to take them with other medicines for anxiety or sleep, which a registered
  // passionflower remedy for mild anxiety is; Memorial Sloan Kettering names the added effects.
  {
    id: "ss-passionflower-valerian",
    ingredientA: "passionflower",
    ingredientB: "valerian",
    severity: "moderate",
    interactionType: "additive_effect",
    mechanism:
      "Both are taken to calm nerves and help sleep, and their effects may add up. UK leaflets of valerian remedies say not to take them if you already take another medicine for anxiety or sleep, and herbal passionflower remedies are registered for mild anxiety.",
    clinicalEffect:
      "The effects of the two herbs may add up; passionflower on its own can cause drowsiness and mental slowing.",
    recommendation:
      "Ask a pharmacist or doctor before taking a valerian remedy and a passionflower remedy together, as both are taken for anxiety or sleep; do not drive or use machinery if you feel drowsy.",
    evidenceLevel: 1,
    references: [
      RC.valerinaNightTimePil,
      R_WPAIR.valerinaDayTimeLeaflet,
      R.mskccPassionflower,
      R.naturalStandardPassionFlowerSafety,
    ],
    isVerified: true,
  },
  {
    id: "ss-passionflower-st-johns-wort",
    ingredientA: "passionflower",
    ingredientB: "st-johns-wort",
    severity: "minor",
    interactionType: "additive_effect",
    mechanism:
      "Memorial Sloan Kettering says passionflower may have added effects with St John's wort. It does not say which effects.",
    clinicalEffect: "The effects of the two herbs may add up.",
    recommendation:
      "Ask your pharmacist before taking passionflower with St John's wort, and tell them about any medicines you take, as passionflower may interact with some medicines too.",
    evidenceLevel: 5,
    references: [R.mskccPassionflower],
    isVerified: true,
  },
  // One case report of fatal liver failure with a product of both; the monograph thinks kava the likelier cause.
  {
    id: "ss-kava-passionflower",
    ingredientA: "kava",
    ingredientB: "passionflower",
    severity: "moderate",
    interactionType: "additive_liver_risk",
    mechanism:
      "Kava has been linked with liver damage. A person taking a preparation of passion flower with kava had liver failure and died; passion flower itself is thought less likely to have caused it.",
    clinicalEffect: "Possible liver damage.",
    recommendation:
      "Use passionflower cautiously with any product that contains kava, and ask your pharmacist or GP before taking them together.",
    evidenceLevel: 4,
    references: [R.naturalStandardPassionFlowerSafety],
    isVerified: true,
  },
  // A single line of a 2009 NCI table with no mechanism or study given: minor, and the advice only asks.
  {
    id: "ss-st-johns-wort-yohimbe",
    ingredientA: "st-johns-wort",
    ingredientB: "yohimbe",
    severity: "minor",
    interactionType: "reduced_effect",
    mechanism:
      "A National Cancer Institute table of herbal interactions says yohimbe decreases the effect of St John's wort. It gives no reason or study.",
    clinicalEffect: "St John's wort may work less well.",
    recommendation:
      "If you take St John's wort for low mood, ask your pharmacist or GP before adding yohimbe, and tell them if your mood gets worse.",
    evidenceLevel: 5,
    references: [R.nciNutritionTable3Archived],
    isVerified: true,
  },
];
