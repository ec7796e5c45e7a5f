// Wordings of dictionary conditions people type that were unread (a blind probe of 200 typed conditions): kidneys
// and blood pressure said in everyday words.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCN12: Wordings = {
  // NHS "Chronic kidney disease": kidneys that do not work as well as they should.
  "chronic-kidney-disease": [
    "kidneys not great",
    "kidneys arent great",
    "kidneys not working properly",
    "kidneys not working well",
    "kidneys arent working properly",
    "kidneys dont work properly",
    "kidney function not great",
    "bad kidneys",
    "dodgy kidneys",
    "weak kidneys",
  ],
  // NHS "High blood pressure": a reading above the range, however it is said.
  hypertension: [
    "blood pressure a bit high",
    "blood pressure slightly high",
    "blood pressure on the high side",
    "blood pressure high",
    "bp a bit high",
    "bp high",
  ],
};
