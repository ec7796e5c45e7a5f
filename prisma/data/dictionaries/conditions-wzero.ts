// Conditions the wzero round's sources name that the dictionary lacked: motor neurone disease, which WebMD's monograph
// on branched-chain amino acids names as ALS (Lou Gehrig disease). Each cites a page about the condition, read here.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

export const CONDITIONS_WZERO: Condition[] = [
  // The UK name first; ALS and Lou Gehrig's disease are the names US monographs use for the same disease.
  {
    slug: "motor-neurone-disease",
    name: "Motor neurone disease (MND, ALS)",
    synonyms: [
      "motor neurone disease",
      "motor neuron disease",
      "MND",
      "amyotrophic lateral sclerosis",
      "ALS",
      "Lou Gehrig's disease",
      "Lou Gehrig disease",
    ],
    parents: [],
    references: [
      {
        title: "Motor neurone disease (NHS text: also known as amyotrophic lateral sclerosis, ALS)",
        publisher: "Intercare (reproducing the NHS page)",
        url: "https://intercare.co.za/article/motor-neurone-disease",
      },
    ],
  },
];
