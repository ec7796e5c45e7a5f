// Condition records of the wherbaud round (references-wherbaud.ts), checked against their text: milk thistle in the
// hormone-sensitive conditions the MSD Manual names. It says to avoid it, so the records block; it gives no study, so
// level 5.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WHERBAUD as R } from "./references-wherbaud";

const MSD_MILK_THISTLE =
  "The MSD Manual says women who have hormone-sensitive conditions (such as breast, uterine or ovarian cancer, endometriosis or uterine fibroids) should avoid milk thistle";

export const MEDICAL_CONTRAINDICATIONS_WHERBAUD: MedicalContraindicationInput[] = (
  [
    [
      "hormone-sensitive-cancer",
      "Hormone-sensitive cancer",
      ["hormone-sensitive cancer"],
      "cancer team",
      "a hormone-sensitive cancer",
    ],
    ["breast-cancer", "Breast cancer", ["breast cancer"], "cancer team", "breast cancer"],
    ["womb-cancer", "Womb (uterine) cancer", ["womb cancer", "uterine cancer"], "cancer team", "womb cancer"],
    ["ovarian-cancer", "Ovarian cancer", ["ovarian cancer"], "cancer team", "ovarian cancer"],
    ["endometriosis", "Endometriosis", ["endometriosis"], "GP or gynaecologist", "endometriosis"],
  ] as const
).map(([condition, conditionName, conditionSynonyms, who, state]) =>
  checked({
    ingredient: "milk-thistle",
    condition,
    conditionName,
    conditionSynonyms,
    level: "absolute",
    advice: `Do not take milk thistle if you have ${state}; ask your ${who} first.`,
    why: `${MSD_MILK_THISTLE}; it is thought to act a little like oestrogen.`,
    evidenceLevel: 5,
    references: [R.msdMilkThistle],
  }),
);
