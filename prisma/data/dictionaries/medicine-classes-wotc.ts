// Groups for pharmacy-counter products that the dictionary lacked (the wotc round): sore throat and mouth medicines,
// heat rubs, allergy eye drops and scabies creams, local groups so that a member is not taken for a tablet, and
// cystitis sachets. The members are in medicines/wotc.ts, each with the product information that says what it is.
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
  // Opticrom's leaflet: sodium cromoglicate eye drops, "a group of medicines called anti-allergics".
  {
    ...cls("allergy-eye-drops", "Anti-allergy eye drops", [], REF_WOTC_PRODUCTS.opticromLeaflet),
    local: true,
  },
  // Lyclear's SmPC: a cream "for the treatment of scabies ... and crab lice", "For cutaneous use only".
  {
    ...cls("skin-parasite-treatment", "Scabies and lice creams", [], REF_WOTC_PRODUCTS.lyclearSmpc),
    local: true,
  },
  // The cystitis sachets' SmPC: "Urinary alkalinisers should not be used with hexamine"; sodium citrate makes "the urine less acidic".
  cls(
    "urinary-alkaliniser",
    "Cystitis relief sachets (urinary alkalinisers)",
    [],
    REF_WOTC_PRODUCTS.cymalonLemonSmpc,
    ["urinary alkalinisers"],
  ),
];
