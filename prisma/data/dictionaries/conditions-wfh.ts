// Pineapple and seafood allergies, added in the wfh round for what a bromelain leaflet and an NHS glucosamine leaflet say.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

const ALLERGY_RESOURCES_BROMELAIN = {
  title:
    "Bromelain allergy: bromelain, an enzyme found in pineapples and sold as a health supplement, is a defined allergen (Ana c 2)",
  publisher: "Allergy Resources",
  url: "https://allergyresources.co.uk/Bromelain.php",
};

const MEDIC8_SEAFOOD = {
  title:
    "What are the signs and symptoms of a seafood allergy? (reactions to eating seafood, from hives to anaphylaxis)",
  publisher: "Medic8",
  url: "https://www.medic8.com/healthguide/allergies/seafood-allergies/symptoms-seafood-allergy.html",
};

export const CONDITIONS_WFH: Condition[] = [
  {
    slug: "pineapple-allergy",
    name: "Pineapple allergy (including allergy to bromelain)",
    synonyms: [
      "pineapple allergy",
      "allergic to pineapple",
      "allergic to pineapples",
      "allergy to pineapple",
      "allergy to pineapples",
      "bromelain allergy",
      "allergic to bromelain",
      "allergy to bromelain",
    ],
    parents: [],
    references: [ALLERGY_RESOURCES_BROMELAIN],
  },
  // Seafood covers fish and shellfish, so every fish and shellfish allergy record reaches it too.
  {
    slug: "seafood-allergy",
    name: "Seafood allergy",
    synonyms: ["seafood allergy", "allergic to seafood", "allergy to seafood"],
    parents: ["fish-allergy", "shellfish-allergy"],
    references: [MEDIC8_SEAFOOD],
  },
];
