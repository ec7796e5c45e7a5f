// Conditions the wsmpcm round's UK nutrient product information names that the dictionary lacked.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

const NHS_CHANNELOPATHIES = {
  title:
    "Types of muscle channelopathies: the non-dystrophic myotonias (myotonia congenita, paramyotonia congenita)",
  publisher: "NHS Highly Specialised Service for Muscle Channelopathies",
  url: "https://channelopathy.nhs.uk/health-professionals/channelopathies/",
};

export const CONDITIONS_WSMPCM: Condition[] = [
  // A different muscle channel disease from paramyotonia congenita, which has its own entry.
  {
    slug: "myotonia-congenita",
    name: "Myotonia congenita",
    synonyms: ["myotonia congenita", "congenital myotonia"],
    parents: [],
    references: [NHS_CHANNELOPATHIES],
  },
];
