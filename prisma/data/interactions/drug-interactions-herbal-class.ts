// Herbal medicines with the newer anticoagulants (DOACs), for each herb with no record of its own that reaches them: the
// NHS Specialist Pharmacy Service's answer that such interactions are poorly studied and may be unpredictable.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_HERBAL_CLASS as R } from "./references-herbal-class";

type Herb = readonly [slug: string, name: string];

/** Herbs the answer looks at by name; the others fall under its general statement. */
const HERBS_THE_NOAC_ANSWER_NAMES: readonly Herb[] = [
  ["black-cohosh", "black cohosh"],
  ["echinacea", "echinacea"],
  ["evening-primrose-oil", "evening primrose oil"],
  ["ginseng", "Panax ginseng"],
  ["saw-palmetto", "saw palmetto"],
];

export const HERBS_WITH_A_DOAC: readonly Herb[] = [
  ...HERBS_THE_NOAC_ANSWER_NAMES,
  ["artichoke", "artichoke leaf"],
  ["ashwagandha", "ashwagandha"],
  ["astragalus", "astragalus"],
  ["bitter-orange", "bitter orange"],
  ["butterbur", "butterbur"],
  ["chasteberry", "agnus castus"],
  ["cinnamon", "cinnamon"],
  ["devils-claw", "devil's claw"],
  ["fenugreek", "fenugreek"],
  ["garcinia-cambogia", "garcinia"],
  ["goldenseal", "goldenseal"],
  ["guarana", "guarana"],
  ["hawthorn", "hawthorn"],
  ["kava", "kava"],
  ["lavender", "lavender"],
  ["lemon-balm", "lemon balm"],
  ["licorice-root", "liquorice"],
  ["milk-thistle", "milk thistle"],
  ["passionflower", "passionflower"],
  ["peppermint-oil", "peppermint oil"],
  ["red-clover", "red clover"],
  ["rhodiola", "rhodiola"],
  ["sage", "sage"],
  ["tribulus", "tribulus"],
  ["valerian", "valerian"],
  ["yohimbe", "yohimbe"],
];

const NAMED = new Set(HERBS_THE_NOAC_ANSWER_NAMES.map(([slug]) => slug));
const DOAC = classTarget("doac", "Direct oral anticoagulants (apixaban, rivaroxaban, edoxaban, dabigatran)");

export const DRUG_INTERACTIONS_HERBAL_CLASS: DrugInteractionInput[] = HERBS_WITH_A_DOAC.map(
  ([ingredient, name]) => ({
    id: `di-${ingredient}-doac-herbal-class`,
    ingredient,
    ...DOAC,
    severityLevel: "moderate",
    interactionType: "uncertain",
    mechanism: `How ${name} might change the effect of these anticoagulants has not been studied well enough to say.`,
    expectedEffect:
      "Unknown: a herbal medicine could raise the risk of bleeding or make the anticoagulant work less well.",
    clinicalSignificance: `The NHS Specialist Pharmacy Service says interactions between herbal medicines and conventional medicines are poorly studied and may be unpredictable, and that a lack of a documented interaction does not mean one does not exist${NAMED.has(ingredient) ? `; its answer on herbal medicines with these anticoagulants looks at ${name} by name` : ""}.`,
    recommendation: `Ask your pharmacist or anticoagulation clinic before taking ${name} with your anticoagulant, and tell them about any unusual bleeding or bruising.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 5,
    references: [R.herbalWithNoacs],
    isVerified: true,
  }),
);
