// Conditions people type that were unread before the wcn8 round, each cited to a page read here that says what it is.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const BSCA_COBALT: Reference = {
  title:
    "Cobalt: patient information leaflet on contact allergy to cobalt (allergic contact dermatitis), with the products that contain it",
  publisher: "British Society of Cutaneous Allergy",
  url: "https://cutaneousallergy.org/pils/cobalt/",
};

const CLEARCHEMIST_TMAU: Reference = {
  title:
    "Trimethylaminuria ('fish odour syndrome'): an uncommon genetic disorder that causes a strong body odour (NHS website text)",
  publisher: "Clear Chemist (health A to Z)",
  url: "https://clearchemist.co.uk/az-health/trimethylaminuria-fish-odour-syndrome",
};

export const CONDITIONS_WCN8: Condition[] = [
  // A contact allergy shown by patch tests; not under an allergy condition, as "allergy" alone is left unread.
  {
    slug: "cobalt-allergy",
    name: "Cobalt allergy",
    synonyms: [
      "cobalt allergy",
      "allergy to cobalt",
      "allergic to cobalt",
      "cobalt sensitivity",
      "cobalt contact allergy",
      "contact allergy to cobalt",
    ],
    parents: [],
    references: [BSCA_COBALT],
  },
  {
    slug: "trimethylaminuria",
    name: "Trimethylaminuria (fish odour syndrome)",
    synonyms: [
      "trimethylaminuria",
      "fish odour syndrome",
      "fish odor syndrome",
      "fish malodour syndrome",
      "TMAU",
    ],
    parents: [],
    references: [CLEARCHEMIST_TMAU],
  },
];
