// Groups for skin products the dictionary lacked (the wotc2 round).
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import { cls } from "./class-entry";
import { REF_WOTC2_PRODUCTS } from "./medicines/wotc2";

export const MEDICINE_CLASSES_WOTC2: MedicineClass[] = [
  // Hydromol Cream's SmPC: for any condition in which "dry skin" is a feature, "For topical use only".
  {
    ...cls(
      "emollient",
      "Emollients and barrier creams for the skin",
      [],
      REF_WOTC2_PRODUCTS.hydromolCreamSmpc,
      ["emollient", "emollients", "moisturiser", "barrier cream"],
    ),
    local: true,
  },
];
