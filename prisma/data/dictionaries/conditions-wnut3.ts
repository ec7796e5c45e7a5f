// Conditions the third nutrient SmPC audit's sources name that the dictionary lacked: goitre, which Thysat's section 4.4
// names ("asymptomatic nodular goitre"), a kind of thyroid disease, so the broader thyroid records still reach it; and
// selenium poisoning (selenosis), which the UK Selenase leaflet and SmPC name.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

export const CONDITIONS_WNUT3: Condition[] = [
  {
    slug: "goitre",
    name: "Goitre (enlarged thyroid gland)",
    synonyms: [
      "goitre",
      "goiter",
      "nodular goitre",
      "nodular goiter",
      "multinodular goitre",
      "multinodular goiter",
      "enlarged thyroid",
      "enlarged thyroid gland",
      "swollen thyroid",
      "swollen thyroid gland",
    ],
    parents: ["thyroid-disease"],
    references: [
      {
        title:
          "Thyroid nodules and swellings: a swelling in the neck due to an enlarged thyroid gland is called a goitre",
        publisher: "British Thyroid Foundation",
        url: "https://www.btf-thyroid.org/thyroid-nodules-and-swellings",
      },
    ],
  },
  {
    slug: "selenium-toxicity",
    name: "Selenium poisoning (selenosis)",
    synonyms: [
      "selenosis",
      "selenium poisoning",
      "selenium toxicity",
      "selenium excess",
      "too much selenium",
    ],
    parents: [],
    references: [
      {
        title: "Selenium excess (consumer version)",
        publisher: "MSD Manuals",
        url: "https://msdmanuals.com/sw/home/disorders-of-nutrition/minerals/selenium-excess",
      },
    ],
  },
];
