// Supplement–medicine interactions, part 76 (wmet): the NHS page on gliclazide with herbal remedies, herb by herb.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedRecord as record } from "./verified-record";
import { REF_WMET as R } from "./references-wmet";

type Herb = readonly [slug: string, name: string];

const GLICLAZIDE = {
  drugName: "Gliclazide",
  genericName: "gliclazide",
  brandNames: [],
  drugClass: "Sulfonylurea (diabetes medicine)",
};

/**
 * Herbal medicines in the sense of the herbal-class files (not fruit or food concentrates, fungi or single compounds)
 * with no record of their own that reaches gliclazide when this round was written; the page says "herbal remedies and
 * supplements", and only the herbs are taken from it, as in the other general texts. Each is gliclazide's own record and
 * would hide a later class record for the herb with diabetes medicines: remove the herb from here when one is written.
 */
export const HERBS_WITH_GLICLAZIDE: readonly Herb[] = [
  ["artichoke", "artichoke leaf"],
  ["astragalus", "astragalus"],
  ["bitter-orange", "bitter orange"],
  ["black-cohosh", "black cohosh"],
  ["bromelain", "bromelain"],
  ["butterbur", "butterbur"],
  ["cats-claw", "cat's claw"],
  ["chamomile", "chamomile"],
  ["chasteberry", "agnus castus"],
  ["devils-claw", "devil's claw"],
  ["echinacea", "echinacea"],
  ["evening-primrose-oil", "evening primrose oil"],
  ["feverfew", "feverfew"],
  ["garcinia-cambogia", "garcinia"],
  ["ginger", "ginger"],
  ["ginkgo-biloba", "ginkgo"],
  ["grape-seed-extract", "grape seed extract"],
  ["guarana", "guarana"],
  ["hawthorn", "hawthorn"],
  ["horse-chestnut", "horse chestnut"],
  ["kava", "kava"],
  ["lavender", "lavender"],
  ["lemon-balm", "lemon balm"],
  ["licorice-root", "liquorice"],
  ["milk-thistle", "milk thistle"],
  ["noni", "noni"],
  ["passionflower", "passionflower"],
  ["pelargonium", "pelargonium"],
  ["peppermint-oil", "peppermint oil"],
  ["red-clover", "red clover"],
  ["rhodiola", "rhodiola"],
  ["sage", "sage"],
  ["saw-palmetto", "saw palmetto"],
  ["soy-isoflavones", "soy isoflavones"],
  ["tribulus", "tribulus"],
  ["turmeric-curcumin", "turmeric"],
  ["valerian", "valerian"],
  ["yohimbe", "yohimbe"],
];

// "Not enough information to say ... safe", yet "can cause low blood sugar": a general caution, so each asks.
function withGliclazide([ingredient, name]: Herb): DrugInteractionInput {
  return record(ingredient, GLICLAZIDE, {
    severityLevel: "minor",
    interactionType: "uncertain",
    mechanism: `How ${name} might change the effect of gliclazide has not been tested.`,
    expectedEffect: "Possible low blood sugar (hypoglycaemia).",
    clinicalSignificance: `The NHS page on gliclazide says there is not enough information to say that herbal remedies other than St John's wort are safe to take with it, and that taking them at the same time as gliclazide can cause low blood sugar. Herbal remedies such as ${name} are not tested for their effect on other medicines.`,
    recommendation: `Ask your pharmacist or diabetes team before taking ${name} with gliclazide, and know the signs of a hypo.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood glucose.",
    evidenceLevel: 1,
    references: [R.nhsGliclazideHerbal],
  });
}

export const DRUG_INTERACTIONS_PART_76: DrugInteractionInput[] = [
  // "Do not take": blocks, and speaks for gliclazide over the sulfonylurea class record, which asks.
  record("st-johns-wort", GLICLAZIDE, {
    severityLevel: "major",
    interactionType: "enzyme_induction",
    mechanism: "St John's wort may change the way the body processes gliclazide.",
    expectedEffect: "Blood sugar control may change.",
    clinicalSignificance:
      "The NHS page on gliclazide says not to take the herbal remedy St John's wort, as it may change the way the body processes gliclazide.",
    recommendation:
      "Do not take St John's wort while you take gliclazide; ask your pharmacist or doctor if you already do.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Blood glucose.",
    evidenceLevel: 1,
    references: [R.nhsGliclazideHerbal],
  }),
  ...HERBS_WITH_GLICLAZIDE.map(withGliclazide),
];
