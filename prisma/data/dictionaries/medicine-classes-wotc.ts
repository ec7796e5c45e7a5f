// Groups for pharmacy-counter products used where they act, which the dictionary lacked (the wotc round): sore
// throat and mouth medicines and heat rubs. Both are local groups, so a member is not taken for a tablet; the
// members are in medicines/wotc.ts, each with the product information that says what it is.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { cls } from "./class-entry";
import { REF_WOTC_PRODUCTS } from "./medicines/wotc";

export const MEDICINE_CLASSES_WOTC: MedicineClass[] = [
  // Difflam's SmPC (4.1): "a locally acting analgesic and anti-inflammatory treatment ... of the mouth and throat".
  {
    ...cls(
      "mouth-throat-medicine",
      "Sore throat and mouth medicines used in the mouth (lozenges, rinses)",
      [],
      REF_WOTC_PRODUCTS.difflamOralRinse,
    ),
    local: true,
  },
  // Deep Heat Rub's SmPC: a cutaneous cream "for the symptomatic relief of muscular pains and stiffness".
  {
    ...cls("muscle-rub", "Heat rubs for muscle pain", [], REF_WOTC_PRODUCTS.deepHeatRubSmpc),
    local: true,
  },
];
