// Wordings of conditions the dictionary has that people type and were unread ("hayfever", "anorexic").
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCN2: Wordings = {
  "hay-fever": ["hayfever", "hayfever sufferer"],
  // The NHS page's own words: "an arrhythmia is a problem with the rate or rhythm of your heartbeat".
  arrhythmia: [
    "heart rhythm problem",
    "heart rhythm problems",
    "heart rhythm disorder",
    "heart rhythm disorders",
    "heart rhythm condition",
    "abnormal heartbeat",
    "irregular heartbeats",
    "irregular pulse",
  ],
  prediabetes: ["prediabetic", "pre diabetes"],
  "eating-disorder": ["anorexic", "bulimic"],
  "graves-disease": ["graves"],
  "heart-failure": [
    "heart failure with reduced ejection fraction",
    "heart failure with preserved ejection fraction",
    "reduced ejection fraction",
    "low ejection fraction",
  ],
  "weakened-immune-system": ["low immune system", "poor immune system", "weakened immunity"],
};
