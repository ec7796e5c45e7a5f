// The group herbs' texts name as "hepatotoxic drugs" or "drugs that can affect the liver"; members are the medicines UK liver pages name.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { REF_WHEP } from "../interactions/references-whep";
import { cls } from "./class-entry";
import type { MechanismMembers } from "./medicine-properties";

export const MEDICINE_CLASSES_WHEP: MedicineClass[] = [
  // Antibiotics, painkillers, heart and epilepsy medicines alike: no broader group holds them. Taken by mouth or
  // injection only, so a diclofenac or ibuprofen gel is not a member.
  {
    ...cls("hepatotoxic", "Medicines that can harm the liver", [], REF_WHEP.independentPharmacistDili),
    systemic: true,
  },
];

/** Dictionary medicines the pages name as causes of drug-induced liver injury. */
export const CLASS_MEMBERS_WHEP: MechanismMembers[] = [
  // The drugs most often implicated, those with a characteristic injury, those causing fatty liver, and the two with
  // the highest risk. Left out: paracetamol (harmful in overdose, as the London page says), corticosteroids (their
  // members include creams and inhalers) and "anti-retroviral medicines" (no single one named). Only the combinations
  // named are members: co-amoxiclav and co-trimoxazole, not amoxicillin or trimethoprim alone.
  {
    property: "hepatotoxic",
    medicines: [
      "co-amoxiclav",
      "flucloxacillin",
      "erythromycin",
      "diclofenac",
      "co-trimoxazole",
      "isoniazid",
      "disulfiram",
      "ibuprofen",
      "nitrofurantoin",
      "minocycline",
      "methotrexate",
      "chlorpromazine",
      "amiodarone",
      "tamoxifen",
      "sodium-valproate",
      "valproic-acid",
      "azathioprine",
      "infliximab",
    ],
    sources: [REF_WHEP.independentPharmacistDili],
  },
  { property: "hepatotoxic", medicines: ["pyrazinamide"], sources: [REF_WHEP.londonLiverDili] },
];
