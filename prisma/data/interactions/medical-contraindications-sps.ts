// Herbal ingredients in pregnancy and while breastfeeding, from the NHS Specialist Pharmacy Service's advice to avoid
// herbal medicines then, for each herb with no record of its own: herbs and herbal extracts, not fruit or food
// concentrates or single compounds. A herb whose own texts read here call it acceptable then is left out (ginger in
// pregnancy; ginger, evening primrose oil and lemon balm in LactMed), as a herb's own text outranks a general one.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDS, PREGNANT } from "./condition-synonyms";
import { REF_SPS as R } from "./references-sps";
import { verifiedCondition as checked } from "./verified-record";

type Herb = readonly [slug: string, name: string];

export const HERBS_IN_PREGNANCY: readonly Herb[] = [
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
];

const IN_PREGNANCY =
  "the NHS Specialist Pharmacy Service advises that, in general, herbal medicines should be avoided in pregnancy, as their ingredients are likely to act like medicines, products vary in strength and contamination cannot be ruled out. A woman who wants to take one should weigh the risks and benefits with a healthcare professional first.";
const WHILE_BREASTFEEDING =
  "the NHS Specialist Pharmacy Service advises that breastfeeding mothers generally avoid herbal medicines, because little is known about whether they pass into breast milk or are safe for the baby, and products can be contaminated. A herbal medicine taken while breastfeeding should be taken with the knowledge of a health visitor, GP or pharmacist.";

export const MEDICAL_CONTRAINDICATIONS_SPS: MedicalContraindicationInput[] = [
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
];
