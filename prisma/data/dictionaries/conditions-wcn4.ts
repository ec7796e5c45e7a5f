// Conditions a source read in the wcn4 round names that the dictionary lacked.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

const NIDIRECT_ACUTE = {
  title:
    "Acute pancreatitis: a serious condition where the pancreas becomes inflamed over a short period of time, different to chronic pancreatitis",
  publisher: "nidirect (Northern Ireland Government services, NHS content)",
  url: "https://www.nidirect.gov.uk/conditions/acute-pancreatitis",
};
const LEEDS_PANCREATITIS = {
  title: "Acute pancreatitis: pancreatitis is inflammation in the pancreas gland, acute or chronic",
  publisher: "The Leeds Teaching Hospitals NHS Trust",
  url: "https://www.leedsth.nhs.uk/a-z-of-services/pancreas/what-is-the-pancreas/pancreas-conditions-and-diseases/acute-pancreatitis/",
};

export const CONDITIONS_WCN4: Condition[] = [
  {
    slug: "pancreatitis",
    name: "Pancreatitis (inflamed pancreas)",
    synonyms: ["pancreatitis", "inflamed pancreas", "inflammation of the pancreas", "pancreas inflammation"],
    parents: [],
    references: [LEEDS_PANCREATITIS],
  },
  {
    slug: "acute-pancreatitis",
    name: "Acute pancreatitis",
    synonyms: [
      "acute pancreatitis",
      "severe acute pancreatitis",
      "predicted severe acute pancreatitis",
      "acute necrotising pancreatitis",
      "acute necrotizing pancreatitis",
      "necrotising pancreatitis",
      "necrotizing pancreatitis",
      "gallstone pancreatitis",
      "alcohol-induced acute pancreatitis",
      "attack of pancreatitis",
      "pancreatitis attack",
    ],
    parents: ["pancreatitis"],
    // An attack passes: one said to be long past ("had acute pancreatitis in 2019") is not read as now.
    transient: true,
    references: [NIDIRECT_ACUTE, LEEDS_PANCREATITIS],
  },
  {
    slug: "chronic-pancreatitis",
    name: "Chronic pancreatitis",
    synonyms: ["chronic pancreatitis", "long-term pancreatitis", "alcohol-related chronic pancreatitis"],
    parents: ["pancreatitis"],
    references: [NIDIRECT_ACUTE, LEEDS_PANCREATITIS],
  },
];
