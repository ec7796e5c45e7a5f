// Conditions the wsmpcm round's UK nutrient product information names that the dictionary lacked.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

const NHS_CHANNELOPATHIES = {
  title:
    "Types of muscle channelopathies: the non-dystrophic myotonias (myotonia congenita, paramyotonia congenita)",
  publisher: "NHS Highly Specialised Service for Muscle Channelopathies",
  url: "https://channelopathy.nhs.uk/health-professionals/channelopathies/",
};

const AQUEOUS_IODINE_SMPC = {
  title:
    "Aqueous Iodine Oral Solution BP: summary of product characteristics, section 4.3 (hypersensitivity to iodine or iodides)",
  publisher: "Electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/4828/smpc/print",
};

const MEDSCAPE_BETAINE = {
  title: "Betaine oral powder (Cystadane): UK monograph, uses (homocystinuria) and precautions",
  publisher: "Medscape UK",
  url: "https://www.medscape.co.uk/drug/betaine-oral-powder-70518-70518",
};

export const CONDITIONS_WSMPCM: Condition[] = [
  {
    slug: "homocystinuria",
    name: "Homocystinuria",
    synonyms: [
      "homocystinuria",
      "classical homocystinuria",
      "CBS deficiency",
      "cystathionine beta-synthase deficiency",
    ],
    parents: [],
    references: [MEDSCAPE_BETAINE],
  },
  // An allergy to iodine itself, as product information names it; "shellfish allergy" stays its own condition.
  {
    slug: "iodine-allergy",
    name: "Allergy to iodine or iodides",
    synonyms: [
      "iodine allergy",
      "allergic to iodine",
      "allergy to iodine",
      "iodine sensitivity",
      "iodine hypersensitivity",
      "iodide allergy",
      "allergic to iodides",
    ],
    parents: [],
    references: [AQUEOUS_IODINE_SMPC],
  },
  // A different muscle channel disease from paramyotonia congenita, which has its own entry.
  {
    slug: "myotonia-congenita",
    name: "Myotonia congenita",
    synonyms: ["myotonia congenita", "congenital myotonia"],
    parents: [],
    references: [NHS_CHANNELOPATHIES],
  },
];
