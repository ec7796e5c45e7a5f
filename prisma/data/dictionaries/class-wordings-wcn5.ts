// Wordings of conditions the dictionary has that people type and were unread (the wcn5 round): misspellings and
// everyday words for the same condition, and names of a cancer that say it is malignant now that "tumour" alone is not
// read as cancer (brain tumours "can be either benign (not cancer) or malignant": Macmillan, "Primary brain tumours").
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCN5: Wordings = {
  // "Experiencing the symptoms of psychosis is often referred to as having a psychotic episode" (NHS text).
  schizophrenia: [
    "psychotic episode",
    "psychotic episodes",
    "a psychotic episode",
    "first episode psychosis",
    "first-episode psychosis",
    "episode of psychosis",
  ],
  hypertension: ["high blood presure", "high blood preasure", "hight blood pressure", "hypertention"],
  "atrial-fibrillation": ["atrial fibrilation", "atrial fibralation"],
  "heart-failure": ["heart failiure", "heart falure"],
  "irritable-bowel-syndrome": ["irritable bowl", "irritable bowl syndrome"],
  "crohns-disease": ["chrons", "chrons disease", "chron's disease", "chron's"],
  cancer: [
    "malignant tumour",
    "malignant tumor",
    "malignant tumours",
    "cancerous tumour",
    "cancerous tumor",
    "malignant brain tumour",
    "malignant brain tumor",
    "cancerous brain tumour",
    "brain cancer",
  ],
};
