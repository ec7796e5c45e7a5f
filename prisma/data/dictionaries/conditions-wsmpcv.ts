// Atherosclerosis, unread before the wsmpcv round, filed under cardiovascular disease as the pages read describe it.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

const NHS_FIFE_HEART_DISEASE = {
  title:
    "Heart disease: the walls of the arteries can become furred up with fatty deposits, a process called atherosclerosis",
  publisher: "NHS Fife",
  url: "https://www.nhsfife.org/services/all-services/heart-disease/",
};
const PRACTICE_NURSE_ATHEROSCLEROSIS = {
  title:
    "Atherosclerosis ('hardening of the arteries'): atheroma is the pathology underlying cardiovascular disease, stroke and peripheral vascular disease",
  publisher: "Practice Nurse (A to Z)",
  url: "https://practicenurse.co.uk/index.php?p1=a-z&p2=atherosclerosis",
};

export const CONDITIONS_WSMPCV: Condition[] = [
  {
    slug: "atherosclerosis",
    name: "Atherosclerosis (hardening of the arteries)",
    synonyms: [
      "atherosclerosis",
      "arteriosclerosis",
      "hardening of the arteries",
      "furred arteries",
      "furring of the arteries",
      "atheroma",
    ],
    parents: ["cardiovascular-disease"],
    references: [PRACTICE_NURSE_ATHEROSCLEROSIS, NHS_FIFE_HEART_DISEASE],
  },
];
