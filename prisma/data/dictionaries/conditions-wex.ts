// A condition first read in the wex round, each cited to a page read here that says what it is.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const PEANUT_ALLERGY_TOMATO: Reference = {
  title:
    "Symptoms of tomato allergies range from mild to severe: a tomato allergy is rare; hives, eczema, stomach cramps, swelling of the mouth or throat, rarely anaphylaxis",
  publisher: "PeanutAllergy.com",
  url: "https://peanutallergy.com/food-allergies/symptoms-of-tomato-allergies-range-from-mild-to-severe/",
};

export const CONDITIONS_WEX: Condition[] = [
  // Not one of the 14 label allergens, so no labelAllergens: a label does not have to name tomato.
  {
    slug: "tomato-allergy",
    name: "Tomato allergy",
    synonyms: [
      "tomato allergy",
      "allergic to tomatoes",
      "allergic to tomato",
      "allergy to tomatoes",
      "allergy to tomato",
    ],
    parents: [],
    references: [PEANUT_ALLERGY_TOMATO],
  },
];
