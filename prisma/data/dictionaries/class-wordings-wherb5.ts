// Groups, medicines and conditions as the herb texts re-read in the wherb5 round word them, each naming exactly the
// dictionary group, medicine or condition it is listed under.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WHERB5: Wordings = {
  // Ginkgo (rxreasoner's copy of the HMPC-based text): "other non-steroidal antiinflammatory drugs", unhyphenated.
  nsaid: ["non-steroidal antiinflammatory drugs", "nonsteroidal antiinflammatory drugs"],
  // Colpermin leaflet: "other medicines that reduce stomach acid (such as H2 receptor antagonists and proton pump
  // inhibitors) or antacids" — the dictionary's group of medicines for stomach acid.
  "acid-medicine": ["medicines that reduce stomach acid"],
};

export const MEDICINE_WORDINGS_WHERB5: Wordings = {
  // St John's wort leaflets list "hormonal implants" among hormonal contraceptives; the UK contraceptive implant is
  // etonogestrel (Nexplanon), whose entry already reads the singular.
  etonogestrel: ["contraceptive implants"],
};

export const CONDITION_WORDINGS_WHERB5: Wordings = {
  // Echinaforce Hot Drink leaflet ("allergic to … plants of the daisy (Asteraceae/ Compositae) family") and the
  // feverfew leaflets ("allergic … to plants from the Asteraceae (Compositae) family").
  "daisy-family-allergy": [
    "allergic to plants of the daisy (Asteraceae/Compositae) family",
    "allergic to plants from the Asteraceae (Compositae) family",
  ],
  // Horse chestnut SmPC (THR 21710/0012), section 4.4: "ulcers on their lower limbs due to chronic venous
  // insufficiency", "their venous ulcers" — the venous leg ulcers the condition is.
  "leg-ulcer": ["venous ulcers", "ulcers on their lower limbs due to chronic venous insufficiency"],
};
