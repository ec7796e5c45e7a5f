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
