// Pineapple allergy, added in the wfh round for what a bromelain leaflet says.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

const ALLERGY_RESOURCES_BROMELAIN = {
  title:
    "Bromelain allergy: bromelain, an enzyme found in pineapples and sold as a health supplement, is a defined allergen (Ana c 2)",
  publisher: "Allergy Resources",
  url: "https://allergyresources.co.uk/Bromelain.php",
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
];
