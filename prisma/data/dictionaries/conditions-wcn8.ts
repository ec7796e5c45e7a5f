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

const SIGHT_ADVICE_RP: Reference = {
  title:
    "What is retinitis pigmentosa (RP)? A diverse group of inherited eye disorders affecting the retina that cause gradual but permanent changes to vision",
  publisher: "Sight Advice FAQ (UK sight loss charities)",
  url: "https://sightadvicefaq.org.uk/your-eyes/retinitis-pigmentosa",
};

const NICE_THYROID_NODULES: Reference = {
  title:
    "Ultrasound-guided radiofrequency ablation for benign thyroid nodules (NICE IPG562, information for the public): thyroid nodules are lumps in the thyroid gland, usually non-cancerous",
  publisher: "NICE",
  url: "https://www.nice.org.uk/guidance/ipg562/ifp/chapter/The-condition",
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
  // "RP" alone is left unread: it names other things too.
  {
    slug: "retinitis-pigmentosa",
    name: "Retinitis pigmentosa (RP)",
    synonyms: ["retinitis pigmentosa", "retinitis pigmentosas"],
    parents: [],
    references: [SIGHT_ADVICE_RP],
  },
  // Lumps in the thyroid gland (NICE): a thyroid condition, so the thyroid-disease records reach them.
  {
    slug: "thyroid-nodules",
    name: "Thyroid nodules (lumps in the thyroid gland)",
    synonyms: [
      "thyroid nodules",
      "thyroid nodule",
      "thyroid lump",
      "thyroid lumps",
      "lump on my thyroid",
      "nodule on my thyroid",
      "nodules on my thyroid",
    ],
    parents: ["thyroid-disease"],
    references: [NICE_THYROID_NODULES],
  },
];
