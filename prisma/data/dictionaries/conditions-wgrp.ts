// Body states people write rather than a diagnosis, which the dictionary lacked until the groups-and-conditions round:
// low blood potassium, low blood sodium, low blood sugar, and vesicoureteric reflux (read before as acid reflux). Each
// cites one page about the condition, read here. No record is written on them unless a source read states one.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

export const CONDITIONS_WGRP: Condition[] = [
  {
    slug: "hypokalaemia",
    name: "Low potassium (hypokalaemia)",
    synonyms: [
      "hypokalaemia",
      "hypokalemia",
      "low potassium",
      "low blood potassium",
      "low potassium levels",
      "low potassium level",
      "low serum potassium",
      "potassium deficiency",
      "potassium is low",
      "my potassium is low",
      "potassium low",
      "potassium too low",
    ],
    parents: [],
    references: [
      {
        title: "Approach to hypokalemia (Endocrine Connections 2018), introduction",
        publisher: "PubMed Central (National Library of Medicine)",
        url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC5881435",
      },
    ],
  },
  {
    slug: "hyponatraemia",
    name: "Low sodium (hyponatraemia)",
    synonyms: [
      "hyponatraemia",
      "hyponatremia",
      "low sodium",
      "low blood sodium",
      "low sodium levels",
      "low sodium level",
      "low serum sodium",
      "sodium deficiency",
      "sodium is low",
      "my sodium is low",
      "sodium low",
      "sodium too low",
    ],
    parents: [],
    references: [
      {
        title: "Hyponatraemia (alternative names: low blood sodium, sodium deficiency, low sodium levels)",
        publisher: "Society for Endocrinology (You and Your Hormones)",
        url: "https://www.yourhormones.info/endocrine-conditions/hyponatraemia/",
      },
    ],
  },
  // Not under diabetes: a hypo also happens to people without it (alcohol, other conditions).
  {
    slug: "hypoglycaemia",
    name: "Low blood sugar (hypoglycaemia, hypos)",
    synonyms: [
      "hypoglycaemia",
      "hypoglycemia",
      "low blood sugar",
      "low blood sugars",
      "low blood sugar episodes",
      "low blood glucose",
      "low sugar levels",
      "blood sugar drops",
      "hypos",
      "hypo episodes",
      "hypoglycaemic episodes",
      "hypoglycaemic attacks",
      "reactive hypoglycaemia",
    ],
    parents: [],
    references: [
      {
        title: "Medical terms explained: hypoglycaemia",
        publisher:
          "National Institute for Health and Care Excellence (NICE), TA315 information for the public",
        url: "https://www.nice.org.uk/guidance/ta315/ifp/chapter/medical-terms-explained",
      },
    ],
  },
  // Its own condition, so "reflux" inside it is no longer read as acid reflux (GORD).
  {
    slug: "vesicoureteric-reflux",
    name: "Vesicoureteric reflux (VUR)",
    synonyms: [
      "vesicoureteric reflux",
      "vesicoureteral reflux",
      "vesico-ureteric reflux",
      "vesico-ureteral reflux",
      "VUR",
      "urinary reflux",
      "kidney reflux",
      "bladder reflux",
      "reflux into the kidneys",
    ],
    parents: [],
    references: [
      {
        title: "Vesicoureteral reflux (also known as vesicoureteric reflux)",
        publisher: "Gamuts in Radiology",
        url: "https://gamuts.net/display.php?id=16612",
      },
    ],
  },
];
