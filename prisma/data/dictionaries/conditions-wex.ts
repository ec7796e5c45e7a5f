// Conditions first read in the wex round, each cited to a page read here that says what it is.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const LIVE_LIFE_COLD_SORES: Reference = {
  title:
    "Cold sores: caused by the herpes simplex virus; HSV-1 typically infects in or around the mouth and nose, HSV-2 usually causes genital herpes",
  publisher: "Live Life Pharmacy",
  url: "https://www.livelifepharmacy.com/cold-sores/",
};
const MUSWELL_HILL_COLD_SORES: Reference = {
  title:
    "Cold sores (herpes simplex): also called fever blisters or herpes labialis, caused by herpes simplex virus type 1; once infected, the virus stays in the body",
  publisher: "Muswell Hill Smile (dental practice, London)",
  url: "https://muswellhillsmile.co.uk/tag/cold-sores/",
};

const PEANUT_ALLERGY_TOMATO: Reference = {
  title:
    "Symptoms of tomato allergies range from mild to severe: a tomato allergy is rare; hives, eczema, stomach cramps, swelling of the mouth or throat, rarely anaphylaxis",
  publisher: "PeanutAllergy.com",
  url: "https://peanutallergy.com/food-allergies/symptoms-of-tomato-allergies-range-from-mild-to-severe/",
};

export const CONDITIONS_WEX: Condition[] = [
  // Cold sores and genital herpes together: one virus family, and the arginine text names both. Not shingles (zoster).
  {
    slug: "herpes-simplex",
    name: "Cold sores or genital herpes (herpes simplex)",
    synonyms: [
      "cold sores",
      "cold sore",
      "herpes simplex",
      "herpes simplex virus",
      "genital herpes",
      "oral herpes",
      "herpes labialis",
      "fever blisters",
      "HSV",
    ],
    parents: [],
    references: [LIVE_LIFE_COLD_SORES, MUSWELL_HILL_COLD_SORES],
  },
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
