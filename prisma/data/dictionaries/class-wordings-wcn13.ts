// Wordings of dictionary conditions people type that were unread (a second blind probe of 254 typed conditions):
// the menopause, the thyroid, the liver and cancer said in everyday words.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCN13: Wordings = {
  // NHS Choices' menopause series: "the 'change of life' or the menopause"; "the change" for short.
  menopause: ["the change", "going through the change", "change of life", "the change of life"],
  // NHS "Underactive thyroid (hypothyroidism)", said the other way round as "thyroid is overactive" already is.
  hypothyroidism: [
    "thyroids underactive",
    "thyroid is underactive",
    "thyroid underactive",
    "thyroid is slow",
    "slow thyroid",
    "sluggish thyroid",
  ],
  // NHS "Liver disease": a liver that does not work as well as it should.
  "liver-disease": [
    "livers dodgy",
    "liver is dodgy",
    "livers a bit dodgy",
    "liver is a bit dodgy",
    "dodgy liver",
    "liver not great",
    "livers not great",
    "liver not working properly",
    "bad liver",
  ],
  cancer: ["the big c"],
};
