// Conditions the dictionary has, as people type them and the checker could not read before the wcn2 round ("hayfever"
// run together, "heart rhythm problems", "prediabetic"), each naming exactly the condition it is listed under.
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
  "weakened-immune-system": ["low immune system", "poor immune system", "weakened immunity"],
};
