// Herbal medicines as a class, for each herb with no record of its own: the NHS Specialist Pharmacy Service's advice
// to avoid them in pregnancy, while breastfeeding and in liver or kidney disease, and the UKCPA's to stop them 2 weeks
// before an operation. Herbs here are herbs and herbal extracts, not fruit or food concentrates, fungi or single
// compounds. A herb whose own text read here calls it acceptable is left out (ginger in pregnancy; ginger, evening
// primrose oil and lemon balm in LactMed), as a herb's own text outranks a general one.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDS, CKD, LIVER_DISEASE, PREGNANT, SURGERY } from "./condition-synonyms";
import { REF_CONDITIONS as RC } from "./references-conditions";
import { REF_HERBAL_CLASS as R } from "./references-herbal-class";
import { verifiedCondition as checked } from "./verified-record";

type Herb = readonly [slug: string, name: string];

const HERBS_IN_PREGNANCY: readonly Herb[] = [
  ["hawthorn", "hawthorn"],
  ["cinnamon", "cinnamon"],
  ["yohimbe", "yohimbe"],
  ["bilberry", "bilberry"],
  ["grape-seed-extract", "grape seed extract"],
  ["dandelion", "dandelion"],
  ["cats-claw", "cat's claw"],
  ["soy-isoflavones", "soy isoflavones"],
  ["bromelain", "bromelain"],
  ["noni", "noni"],
  ["lemon-balm", "lemon balm"],
  ["garlic", "garlic"],
  ["tribulus", "tribulus"],
  ["chamomile", "chamomile"],
];

export const HERBS_WHILE_BREASTFEEDING: readonly Herb[] = [
  ["hawthorn", "hawthorn"],
  ["fenugreek", "fenugreek"],
  ["cinnamon", "cinnamon"],
  ["yohimbe", "yohimbe"],
  ["butterbur", "butterbur"],
  ["bilberry", "bilberry"],
  ["grape-seed-extract", "grape seed extract"],
  ["dandelion", "dandelion"],
  ["cats-claw", "cat's claw"],
  ["soy-isoflavones", "soy isoflavones"],
  ["bromelain", "bromelain"],
  ["noni", "noni"],
  ["garlic", "garlic"],
  ["tribulus", "tribulus"],
  ["chamomile", "chamomile"],
  ["licorice-root", "liquorice"],
];

const HERBS_BEFORE_SURGERY: readonly Herb[] = [
  ["black-cohosh", "black cohosh"],
  ["feverfew", "feverfew"],
  ["hawthorn", "hawthorn"],
  ["horse-chestnut", "horse chestnut"],
  ["fenugreek", "fenugreek"],
  ["cinnamon", "cinnamon"],
  ["bitter-orange", "bitter orange"],
  ["chasteberry", "agnus castus"],
  ["soy-isoflavones", "soy isoflavones"],
  ["bromelain", "bromelain"],
  ["noni", "noni"],
  ["pelargonium", "pelargonium"],
  ["devils-claw", "devil's claw"],
  ["artichoke", "artichoke leaf"],
  ["lemon-balm", "lemon balm"],
  ["garcinia-cambogia", "garcinia"],
  ["guarana", "guarana"],
];

// Herbs with no record of their own reaching liver disease or chronic kidney disease; a herb whose own text names
// only the severe stages (pelargonium) or some liver conditions (liquorice, artichoke, peppermint oil), or which
// NCCIH finds was well tolerated in liver disease (milk thistle), keeps that text alone.
export const HERBS_IN_LIVER_DISEASE: readonly Herb[] = [
  ["astragalus", "astragalus"],
  ["bitter-orange", "bitter orange"],
  ["chasteberry", "agnus castus"],
  ["devils-claw", "devil's claw"],
  ["fenugreek", "fenugreek"],
  ["goldenseal", "goldenseal"],
  ["hawthorn", "hawthorn"],
  ["lemon-balm", "lemon balm"],
  ["passionflower", "passionflower"],
  ["red-clover", "red clover"],
  ["sage", "sage"],
  ["tribulus", "tribulus"],
  ["valerian", "valerian"],
  ["echinacea", "echinacea"],
  ["evening-primrose-oil", "evening primrose oil"],
  ["ginseng", "ginseng"],
  ["saw-palmetto", "saw palmetto"],
  ["st-johns-wort", "St John's wort"],
  ["ginkgo-biloba", "ginkgo"],
  ["garlic", "garlic"],
  ["ginger", "ginger"],
  ["feverfew", "feverfew"],
  ["chamomile", "chamomile"],
  ["bilberry", "bilberry"],
  ["aloe-vera", "aloe vera"],
  ["grape-seed-extract", "grape seed extract"],
  ["cats-claw", "cat's claw"],
];

export const HERBS_IN_KIDNEY_DISEASE: readonly Herb[] = [
  ...HERBS_IN_LIVER_DISEASE,
  ["artichoke", "artichoke leaf"],
  ["milk-thistle", "milk thistle"],
  ["peppermint-oil", "peppermint oil"],
  ["ashwagandha", "ashwagandha"],
  ["butterbur", "butterbur"],
  ["cinnamon", "cinnamon"],
  ["garcinia-cambogia", "garcinia"],
  ["kava", "kava"],
  ["lavender", "lavender"],
  ["turmeric-curcumin", "turmeric"],
];

/** The SPS high-risk advice for one organ's disease, for each herb listed. */
function avoidWithDisease(
  herbs: readonly Herb[],
  organ: "liver" | "kidney",
  target: { condition: string; conditionName: string; conditionSynonyms: readonly string[] },
): MedicalContraindicationInput[] {
  return herbs.map(([ingredient, name]) =>
    checked({
      ingredient,
      ...target,
      level: "absolute",
      advice: `Do not take ${name} if you have ${organ} disease unless your doctor or pharmacist advises it.`,
      why: `the NHS Specialist Pharmacy Service says the safety of many herbal medicines has not been established in people with ${organ} disease, among other high-risk groups, and that it is advisable for them to avoid herbal medicines.`,
      references: [R.herbalQuestionsToAsk],
    }),
  );
}

const IN_PREGNANCY =
  "the NHS Specialist Pharmacy Service advises that, in general, herbal medicines should be avoided in pregnancy, as their ingredients are likely to act like medicines, products vary in strength and contamination cannot be ruled out. A woman who wants to take one should weigh the risks and benefits with a healthcare professional first.";
const WHILE_BREASTFEEDING =
  "the NHS Specialist Pharmacy Service advises that breastfeeding mothers generally avoid herbal medicines, because little is known about whether they pass into breast milk or are safe for the baby, and products can be contaminated. A herbal medicine taken while breastfeeding should be taken with the knowledge of a health visitor, GP or pharmacist.";

const BEFORE_SURGERY =
  "UK perioperative advice (the UKCPA handbook, from UK Medicines Information) is to stop all herbal medicines 2 weeks before a planned operation, as their effects on bleeding, anaesthesia and other medicines vary, and to restart them only once recovered, wound healing included.";

export const MEDICAL_CONTRAINDICATIONS_HERBAL_CLASS: MedicalContraindicationInput[] = [
  ...HERBS_IN_PREGNANCY.map(([ingredient, name]) =>
    checked({
      ingredient,
      ...PREGNANT,
      level: "absolute",
      advice: `Do not take ${name} while you are pregnant unless your midwife or GP advises it.`,
      why: IN_PREGNANCY,
      references: [R.herbalPregnancy],
    }),
  ),
  ...HERBS_WHILE_BREASTFEEDING.map(([ingredient, name]) =>
    checked({
      ingredient,
      ...BREASTFEEDS,
      level: "absolute",
      advice: `Do not take ${name} while breastfeeding unless your health visitor, GP or pharmacist advises it.`,
      why: WHILE_BREASTFEEDING,
      references: [R.herbalBreastfeeding],
    }),
  ),
  ...HERBS_BEFORE_SURGERY.map(([ingredient, name]) =>
    checked({
      ingredient,
      condition: "upcoming-surgery",
      conditionName: "Upcoming surgery",
      conditionSynonyms: SURGERY,
      level: "relative",
      advice: `Stop taking ${name} 2 weeks before planned surgery, and tell your surgical team.`,
      why: BEFORE_SURGERY,
      references: [RC.ukcpaHerbalRemedies],
    }),
  ),
  ...avoidWithDisease(HERBS_IN_LIVER_DISEASE, "liver", {
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
  }),
  ...avoidWithDisease(HERBS_IN_KIDNEY_DISEASE, "kidney", {
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: CKD,
  }),
];
