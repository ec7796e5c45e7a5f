// Supplement pairs from the reading of common stacks (ingredientA sorts before ingredientB): two sedating herbs
// with valerian, ginseng with caffeine and bitter orange, three herbs that may reduce iron absorption, and high-dose
// vitamin C with copper. Each was checked against the text of its references.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_PAIRS as R } from "./references-pairs";
import { REF_ZERO } from "./references-zero";

export const SUPPLEMENT_INTERACTIONS_PAIRS: SupplementInteractionInput[] = [
  // The source explains the shared GABA-A mechanism but reports no case; graded like the other sedation pairs.
  {
    id: "ss-kava-valerian",
    ingredientA: "kava",
    ingredientB: "valerian",
    severity: "minor",
    interactionType: "additive_sedation",
    mechanism:
      "Kava and valerian both act on the same calming signals in the brain (GABA-A receptors), in different ways, so their sedating effects can add up.",
    clinicalEffect:
      "More drowsiness and slower reactions than with either herb alone, and more so if you also take a benzodiazepine such as diazepam.",
    recommendation:
      "Taking kava and valerian together could make you drowsier than you expect. If you take both, do not drive or use machinery if you feel drowsy, and ask your GP or pharmacist first if you also take a sleeping tablet or a benzodiazepine.",
    evidenceLevel: 5,
    references: [R.ebmKavaValerian],
    isVerified: true,
  },
  // The page names chamomile among "other herbs with a sedating effect"; it gives no amount.
  {
    id: "ss-chamomile-valerian",
    ingredientA: "chamomile",
    ingredientB: "valerian",
    severity: "minor",
    interactionType: "additive_sedation",
    mechanism: "Valerian can add to the effect of other herbs with a sedating effect, such as chamomile.",
    clinicalEffect: "Possible extra drowsiness, including the next morning.",
    recommendation:
      "Start with one product. If you take both, do not drive or use machinery if you feel drowsy, and tell your pharmacist if you also take a sleeping tablet or other medicine that makes you sleepy.",
    evidenceLevel: 5,
    references: [R.stLukesValerian],
    isVerified: true,
  },
  // The study used 1,500 mg a day; below that no source read describes an effect, so the record starts there.
  {
    id: "ss-copper-vitamin-c",
    ingredientA: "copper",
    ingredientB: "vitamin-c",
    severity: "minor",
    interactionType: "antagonism",
    mechanism:
      "High doses of vitamin C work against copper: vitamin C can reduce copper absorption from the gut, and 1,500 mg a day lowered the activity of ceruloplasmin, the main copper-carrying protein in the blood.",
    clinicalEffect:
      "In healthy men the change stayed within the normal range, but it may matter if you take copper because your copper levels are low.",
    recommendation:
      "If you take copper for low copper levels, ask your GP or pharmacist before also taking 1,500 mg or more of vitamin C a day.",
    evidenceLevel: 3,
    references: [R.ascorbicAcidCopperStatus1983, R.ascorbicAcidCopperTransport1991],
    isVerified: true,
    appliesWhen: {
      ingredient: "vitamin-c",
      minDailyAmount: { amount: 1500, unit: "mg" },
      rationale:
        "The human study found lower ceruloplasmin activity with 1,500 mg of ascorbic acid a day; no lower dose was studied.",
    },
  },
  // The monograph says ginseng "may potentiate" caffeine's effects; it gives no amount, so none is set.
  {
    id: "ss-caffeine-ginseng",
    ingredientA: "caffeine",
    ingredientB: "ginseng",
    severity: "minor",
    interactionType: "additive_stimulant",
    mechanism: "Asian (Panax) ginseng may strengthen the stimulant effects of caffeine.",
    clinicalEffect:
      "Caffeine may affect you more than usual: jitteriness, a fast heartbeat, nervousness and poor sleep, which ginseng can cause on its own too.",
    recommendation:
      "If you take ginseng, keep an eye on how much caffeine you have from supplements, coffee and tea, and cut down if you feel jittery or cannot sleep.",
    evidenceLevel: 5,
    references: [R.skyscapeGinseng],
    isVerified: true,
  },
  // Graded like bitter orange with caffeine: a stimulant pair with serious heart effects named by the source.
  {
    id: "ss-bitter-orange-ginseng",
    ingredientA: "bitter-orange",
    ingredientB: "ginseng",
    severity: "moderate",
    interactionType: "additive_qt_prolongation",
    mechanism:
      "Asian (Panax) ginseng may lengthen the QT interval (a measure of the heart's electrical recovery between beats) when taken with bitter orange.",
    clinicalEffect: "A higher risk of abnormal heart rhythms, which can be life-threatening.",
    recommendation:
      "Ask your GP or pharmacist before taking ginseng with bitter orange, especially if you have a heart condition or take medicines for your heart rhythm.",
    evidenceLevel: 5,
    references: [R.skyscapeGinseng],
    isVerified: true,
  },
  // Drugs.com asks for "several hours" between them; no figure is given, so the record sets none.
  {
    id: "ss-iron-st-johns-wort",
    ingredientA: "iron",
    ingredientB: "st-johns-wort",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism: "St John's wort contains tannins, which may reduce how much iron is absorbed from the gut.",
    clinicalEffect: "Less of the iron from an iron supplement may be absorbed if the two are taken together.",
    recommendation:
      "Take iron and St John's wort several hours apart, for example one in the morning and one in the evening.",
    evidenceLevel: 5,
    references: [R.msdStJohnsWortTable, R.merckStJohnsWortTable, R.drugsComSawPalmettoIron],
    isVerified: true,
  },
  {
    id: "ss-iron-saw-palmetto",
    ingredientA: "iron",
    ingredientB: "saw-palmetto",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Saw palmetto contains tannins, which may reduce how much iron is absorbed from the gut.",
    clinicalEffect: "Less of the iron from an iron supplement may be absorbed if the two are taken together.",
    recommendation:
      "Take iron and saw palmetto several hours apart, for example one in the morning and one in the evening.",
    evidenceLevel: 5,
    references: [R.drugsComSawPalmettoIron],
    isVerified: true,
  },
  // The Merck table gives no amount or separation, as for chamomile, so the advice asks rather than sets hours.
  {
    id: "ss-feverfew-iron",
    ingredientA: "feverfew",
    ingredientB: "iron",
    severity: "minor",
    interactionType: "reduced_absorption",
    mechanism: "Feverfew may reduce how much iron is absorbed from the gut.",
    clinicalEffect: "Less of the iron from an iron supplement may be absorbed.",
    recommendation:
      "If you take iron for low iron levels, ask your pharmacist how to time it around feverfew supplements.",
    evidenceLevel: 5,
    references: [REF_ZERO.merckHerbDrugTable],
    isVerified: true,
  },
];
