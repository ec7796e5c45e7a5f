// Wordings of life stages and treatments a blind probe of typed states found unread (the wcp round): pregnancy
// notes and forum words, trying to conceive, feeding, an anaesthetic ahead, dialysis and transplant.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCP: Wordings = {
  // "BFP" (a positive pregnancy test) is how pregnancy forums say it.
  pregnancy: ["bfp", "got my bfp", "got a bfp", "positive pregnancy test"],
  "pregnancy-first-trimester": ["first tri", "1st tri"],
  "pregnancy-second-trimester": ["second tri", "2nd tri"],
  "pregnancy-third-trimester": ["third tri", "3rd tri"],
  // IUI and the two-week wait after an embryo transfer are fertility treatment.
  "trying-to-conceive": [
    "trying to concieve",
    "trying 2 conceive",
    "trying to get preg",
    "hoping to conceive",
    "try for a baby",
    "start trying for a baby",
    "planning to start trying",
    "iui",
    "2ww",
  ],
  breastfeeding: [
    "ebf",
    "feeding my baby myself",
    "feeding baby myself",
    "expressing for my baby",
    "pumping for my baby",
    "expressing milk",
    "pumping milk",
    "nursing a newborn",
    "nursing my week old",
    "nursing my month old",
    "nursing my year old",
  ],
  // An anaesthetic named without the operation is one.
  "upcoming-surgery": [
    "general anaesthetic",
    "general anesthetic",
    "going under general anaesthetic",
    "going under general anesthetic",
    "going under ga",
    "surgery under general anaesthetic",
    "under general anaesthetic",
    "under general anesthetic",
    "under ga",
    "having a ga",
  ],
  dialysis: ["on hd"],
  "kidney-transplant": ["transplanted kidney", "kidney tx", "renal tx", "new kidney"],
  "kidney-failure": ["kidneys have failed", "kidneys failed", "kidneys are failing", "kidneys failing"],
  "chronic-kidney-disease": ["kidneys only working at", "kidneys working at", "kidney function at"],
  "kidney-stones": [
    "stones in my kidneys",
    "stones in my kidney",
    "stones in the kidney",
    "stones in the kidneys",
  ],
  "liver-disease": [
    "liver disorder",
    "lfts abnormal",
    "lfts are abnormal",
    "deranged lfts",
    "liver is failing",
  ],
  "severe-cirrhosis": ["esld", "end-stage liver disease"],
};
