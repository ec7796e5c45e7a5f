// A group the vitamins' UK product information names that the dictionary lacked: "sulphonamides", which the folic
// acid SmPC says may reduce the effect of folic acid "alone or in combination as co-trimoxazole". Dictionary
// medicines get the class through CLASS_MEMBERS_WVIT (index.ts).
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { REFN } from "../interactions/references-nutrients";
import { cls } from "./class-entry";
import type { MechanismMembers } from "./medicine-properties";

export const MEDICINE_CLASSES_WVIT: MedicineClass[] = [
  cls("sulfonamide", "Sulphonamide antibiotics", ["antibacterial"], REFN.folicAcidEmcSmpc, [
    "sulphonamides",
    "sulfonamides",
    "sulphonamide antibiotics",
    "sulfonamide antibiotics",
  ]),
];

/** "Trimethoprim or sulphonamides, alone or in combination as co-trimoxazole": the sulphonamide in co-trimoxazole. */
export const CLASS_MEMBERS_WVIT: MechanismMembers[] = [
  { property: "sulfonamide", medicines: ["sulfamethoxazole"], sources: [REFN.folicAcidEmcSmpc] },
];
