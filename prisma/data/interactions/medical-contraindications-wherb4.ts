// Condition records of the round that read the product information of the catalogue herbs no earlier round
// reached. Red clover's come from a German pharmacists' summary of isoflavone products (soy and red clover), as
// no UK registered red clover product was found. Each was checked against its reference.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedCondition as checked } from "./verified-record";
import { REF_WHERB4 as R } from "./references-wherb4";

const ISOFLAVONES = "PTA-Forum's advice on isoflavone products from soy and red clover says";

export const MEDICAL_CONTRAINDICATIONS_WHERB4: MedicalContraindicationInput[] = [
  checked({
    ingredient: "red-clover",
    condition: "womb-cancer",
    conditionName: "Womb cancer",
    conditionSynonyms: ["womb cancer", "endometrial cancer", "uterine cancer"],
    level: "absolute",
    advice: "Do not take red clover if you have, or have had, oestrogen-dependent womb cancer.",
    why: `${ISOFLAVONES} not to take them with oestrogen-dependent breast or womb cancer, including in the past.`,
    evidenceLevel: 5,
    references: [R.ptaForumIsoflavones],
  }),
  // "Hormone-dependent diseases" is wider than cancer; the record names the dictionary's hormone-sensitive cancers.
  checked({
    ingredient: "red-clover",
    condition: "hormone-sensitive-cancer",
    conditionName: "Hormone-sensitive cancer (hormone-dependent tumour)",
    conditionSynonyms: ["hormone-sensitive cancer", "hormone-dependent tumour", "oestrogen-dependent tumour"],
    level: "relative",
    advice:
      "Ask your doctor before taking red clover if you have a hormone-dependent condition such as a hormone-sensitive cancer.",
    why: `${ISOFLAVONES} to speak to the doctor first with hormone-dependent diseases.`,
    evidenceLevel: 5,
    references: [R.ptaForumIsoflavones],
  }),
];
