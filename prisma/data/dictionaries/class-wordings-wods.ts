// Wordings read in the sports and weight-loss round's monographs for groups the dictionary already has: Drugs.com's
// "oral hypoglycemic agents" (glucomannan), the US spelling of the "oral hypoglycaemics" already listed.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WODS: Wordings = {
  "blood-glucose-lowering": [
    "oral hypoglycemic agents",
    "oral hypoglycaemic agents",
    "oral hypoglycemics",
    "hypoglycemic agents",
  ],
};
