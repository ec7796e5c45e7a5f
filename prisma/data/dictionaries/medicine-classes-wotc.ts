// Groups for pharmacy-counter products that the dictionary lacked (the wotc round). Sore throat and mouth medicines,
// heat rubs, allergy and antibiotic eye drops, scabies, acne and wart treatments, vapour rubs, piles creams and ear
// wax drops are local groups, so that a member is not taken for a tablet; cystitis sachets are not. The members are
// in medicines/wotc.ts, each with the product information that says what it is.
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
  // Anusol's SmPC: topical, for "the symptomatic relief of uncomplicated internal and external haemorrhoids".
  {
    ...cls(
      "haemorrhoid-treatment",
      "Haemorrhoid (piles) creams, ointments and suppositories",
      [],
      REF_WOTC_PRODUCTS.anusolOintmentSmpc,
    ),
    local: true,
  },
  // Otex's SmPC: ear drops "As an aid in the removal of hardened ear wax".
  {
    ...cls("ear-wax-remover", "Ear wax drops", [], REF_WOTC_PRODUCTS.otexSmpc),
    local: true,
  },
  // Acnecide's SmPC: "Topical therapy for the treatment of acne vulgaris", "For external use only".
  {
    ...cls("acne-treatment", "Acne gels and washes", [], REF_WOTC_PRODUCTS.acnecideSmpc),
    local: true,
  },
  // Vicks VapoRub's SmPC: "An ointment which is rubbed on chest or added to hot water and the aromatics are inhaled".
  {
    ...cls("chest-rub", "Vapour rubs and inhalants for colds", [], REF_WOTC_PRODUCTS.vaporubSmpc),
    local: true,
  },
  // Optrex Infected Eye Drops' SmPC: chloramphenicol drops "For ocular use", for acute bacterial conjunctivitis.
  {
    ...cls(
      "antibiotic-eye-drops",
      "Antibiotic eye drops and ointments",
      [],
      REF_WOTC_PRODUCTS.optrexInfectedSmpc,
    ),
    local: true,
  },
  // Bazuka's SmPC: "For the topical treatment of warts, verrucas, corns and calluses".
  {
    ...cls("wart-treatment", "Wart and verruca treatments", [], REF_WOTC_PRODUCTS.bazukaSmpc),
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
