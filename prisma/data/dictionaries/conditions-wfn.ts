// Autoimmune skin conditions people type that were unread, added in the wfn round for spirulina's case reports.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

const HEALTHILY_PEMPHIGUS = {
  title:
    "Pemphigus vulgaris: a rare and serious condition that causes painful blisters on the skin and inside the mouth, nose, throat and genitals; an autoimmune condition",
  publisher: "Healthily (your.md)",
  url: "https://www.your.md/condition/pemphigus-vulgaris/",
};
const BAD_DERMATOMYOSITIS = {
  title:
    "Dermatomyositis (patient information leaflet): a rare condition that causes inflammation in both the skin and the muscles; an autoimmune condition",
  publisher: "British Association of Dermatologists (skinhealthinfo.org.uk)",
  url: "https://www.skinhealthinfo.org.uk/condition/dermatomyositis/",
};

// Both pages call them autoimmune conditions, so records on autoimmune disease reach them too.
export const CONDITIONS_WFN: Condition[] = [
  {
    slug: "pemphigus-vulgaris",
    name: "Pemphigus vulgaris",
    synonyms: ["pemphigus vulgaris", "pemphigus"],
    parents: ["autoimmune-disease"],
    references: [HEALTHILY_PEMPHIGUS],
  },
  {
    slug: "dermatomyositis",
    name: "Dermatomyositis",
    synonyms: ["dermatomyositis", "juvenile dermatomyositis"],
    parents: ["autoimmune-disease"],
    references: [BAD_DERMATOMYOSITIS],
  },
];
