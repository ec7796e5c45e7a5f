// Conditions in the words of the Health Canada monograph round's texts and of the people they warn: a daisy-family
// allergy named by one of its plants, the numb or tingling feet of nerve damage, and sleep aids.
import type { Wordings } from "./class-wordings";

// The echinacea, milk thistle and artichoke texts name the family by its plants ("daisies, marigolds or artichokes").
const DAISY_FAMILY_PLANTS = [
  "chamomile",
  "camomile",
  "marigold",
  "marigolds",
  "calendula",
  "arnica",
  "artichoke",
  "artichokes",
  "echinacea",
  "feverfew",
  "mugwort",
  "yarrow",
  "dandelion",
  "dandelions",
  "tansy",
  "chrysanthemums",
];

export const CONDITION_WORDINGS_WHC: Wordings = {
  "daisy-family-allergy": DAISY_FAMILY_PLANTS.flatMap((plant) => [
    `${plant} allergy`,
    `allergic to ${plant}`,
    `allergy to ${plant}`,
  ]),
  // NHS inform gives numbness and tingling in the feet or hands as its first symptoms; the hands alone may be a
  // trapped nerve at the wrist, so they are not read.
  "peripheral-neuropathy": [
    "numbness in hands and feet",
    "numbness in my hands and feet",
    "numbness in feet",
    "numbness in my feet",
    "numb feet",
    "tingling in hands and feet",
    "tingling in my hands and feet",
    "tingling in feet",
    "tingling in my feet",
    "tingling feet",
    "pins and needles in my feet",
    "pins and needles in feet",
    "pins and needles in hands and feet",
  ],
  insomnia: ["sleep aids", "sleeping aids"],
};
