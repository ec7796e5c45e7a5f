// Wordings read in the wnew round's UK product information for groups and conditions the dictionary already has:
// pelargonium's "coagulation-inhibiting drugs" (anticoagulants) and "increased tendency to bleeding", and devil's
// claw's "cardiac disorders".
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WNEW: Wordings = {
  anticoagulant: ["coagulation-inhibiting drugs", "coagulation-inhibiting medicines"],
};

export const CONDITION_WORDINGS_WNEW: Wordings = {
  "bleeding-disorder": ["increased tendency to bleeding", "tendency to bleeding"],
  "cardiovascular-disease": ["cardiac disorders", "cardiac disorder"],
};
