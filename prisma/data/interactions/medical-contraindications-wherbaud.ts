// Condition records of the wherbaud round (references-wherbaud.ts), checked against their text: milk thistle in the
// hormone-sensitive conditions the MSD Manual names. It gives no study, so level 5. A hormone-sensitive cancer and
// endometriosis block; a cancer named without its hormone status asks, as not every breast, womb or ovarian cancer is.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WHERBAUD as R } from "./references-wherbaud";

const MSD_MILK_THISTLE =
  "The MSD Manual says women who have hormone-sensitive conditions (such as breast, uterine or ovarian cancer, endometriosis or uterine fibroids) should avoid milk thistle";

const BLOCKED = (
  [
    [
      "hormone-sensitive-cancer",
      "Hormone-sensitive cancer",
      ["hormone-sensitive cancer"],
      "cancer team",
      "a hormone-sensitive cancer",
    ],
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

const ASKED = (
  [
    ["breast-cancer", "Breast cancer", ["breast cancer"], "breast cancer"],
    ["womb-cancer", "Womb (uterine) cancer", ["womb cancer", "uterine cancer"], "womb cancer"],
    ["ovarian-cancer", "Ovarian cancer", ["ovarian cancer"], "ovarian cancer"],
  ] as const
).map(([condition, conditionName, conditionSynonyms, state]) =>
  checked({
    ingredient: "milk-thistle",
    condition,
    conditionName,
    conditionSynonyms,
    level: "relative",
    advice: `Ask your cancer team before taking milk thistle if you have or have had ${state}.`,
    why: `milk thistle is thought to act a little like oestrogen, and the MSD Manual advises women with a hormone-sensitive condition, naming ${state} among them, to keep away from it; whether yours is hormone-sensitive decides it.`,
    evidenceLevel: 5,
    references: [R.msdMilkThistle],
  }),
);

export const MEDICAL_CONTRAINDICATIONS_WHERBAUD: MedicalContraindicationInput[] = [...BLOCKED, ...ASKED];
