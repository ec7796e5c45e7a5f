// Wordings of the dictionary's groups as NCCIH's herb pages name them: noni "may be unsafe to take … along with
// certain medicines, including medicines that increase potassium, decrease blood pressure, or harm the liver"
// (the last is not a dictionary group and stays unread); kava "may interact with several drugs, including drugs
// used for Parkinson's disease". Each names that one group.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WNCC: Wordings = {
  antihypertensive: ["medicines that decrease blood pressure", "medications that decrease blood pressure"],
  antiparkinson: ["drugs used for Parkinson's disease", "medicines used for Parkinson's disease"],
  "raises-potassium": ["medicines that increase potassium", "medications that increase potassium"],
};

// Conditions as NCCIH words them: ashwagandha "is not recommended for people with certain health problems, such as
// autoimmune or thyroid disorders" (e-mail bulletin); probiotics "can be risky in some groups of people with severe
// health problems or compromised immune systems" (e-mail bulletin); red clover "may not be safe … for women who have
// breast cancer or other hormone-sensitive cancers" (herb page).
export const CONDITION_WORDINGS_WNCC: Wordings = {
  "thyroid-disease": ["thyroid disorders"],
  "weakened-immune-system": ["compromised immune system", "compromised immune systems"],
  "hormone-sensitive-cancer": ["hormone-sensitive cancers"],
};
