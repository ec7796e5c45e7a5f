// A group product information names that the dictionary lacked, found in the nutrient SmPC audit: "parenteral iron"
// (iron tablets' SmPCs, section 4.3), iron given by drip or injection, which people write as "iron infusion". Its
// members are the intravenous iron products an NHS formulary page and a UK journal table list; dictionary medicines
// get the class through CLASS_MEMBERS_WAUD (index.ts).
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { REF_WAUD } from "../interactions/references-waud";
import { cls } from "./class-entry";
import type { MechanismMembers } from "./medicine-properties";

export const MEDICINE_CLASSES_WAUD: MedicineClass[] = [
  // Under iron preparations, whose dictionary members already include these medicines.
  cls(
    "parenteral-iron",
    "Iron given by drip or injection",
    ["iron-preparation"],
    REF_WAUD.lancsParenteralIron,
  ),
];

/** Dictionary medicines each page names as members. */
export const CLASS_MEMBERS_WAUD: MechanismMembers[] = [
  {
    property: "parenteral-iron",
    medicines: ["ferric-carboxymaltose", "ferric-derisomaltose", "iron-sucrose"],
    sources: [REF_WAUD.lancsParenteralIron],
  },
  {
    property: "parenteral-iron",
    medicines: ["ferric-carboxymaltose", "ferric-derisomaltose", "iron-sucrose", "iron-dextran"],
    sources: [REF_WAUD.ukIvIronTable],
  },
];
