// Conditions people type that were unread before the wcn8 round, each cited to a page read here that says what it is.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const BSCA_COBALT: Reference = {
  title:
    "Cobalt: patient information leaflet on contact allergy to cobalt (allergic contact dermatitis), with the products that contain it",
  publisher: "British Society of Cutaneous Allergy",
  url: "https://cutaneousallergy.org/pils/cobalt/",
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
];
