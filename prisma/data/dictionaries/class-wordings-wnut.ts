// Wordings read in the minerals' and vitamins' product information and fact sheets for groups and medicines the
// dictionary already has: "digitalis" (potassium chloride and magnesium SmPCs), "biphosphonates" (the ferrous
// sulfate SmPC's spelling), the vitamin E SmPC's "inhibitors of platelet aggregation", and others.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WNUT: Wordings = {
  // As the NIH fact sheets word the groups their interaction sections name.
  anticoagulant: ["anticoagulant medications", "anticoagulant medicines"],
  nsaid: ["nonsteroidal anti-inflammatory drugs", "non-steroidal anti-inflammatory medicines"],
  "h2-antagonist": ["histamine H2 receptor antagonists", "histamine H2-receptor antagonists"],
  corticosteroid: ["corticosteroid medicines"],
  "cardiac-glycoside": ["digitalis"],
  bisphosphonate: ["biphosphonates"],
  antihypertensive: [
    "antihypertensives",
    "antihypertensive agents",
    "antihypertensive medicines",
    "antihypertensive drugs",
  ],
  "active-vitamin-d": ["active vitamin D"],
  antiplatelet: [
    "antiplatelet agents",
    "platelet aggregation inhibitors",
    "inhibitors of platelet aggregation",
  ],
  "iron-preparation": ["iron-containing medicines"],
  antiparkinson: ["antiparkinsonian drugs", "antiparkinsonian medicines", "antiparkinsonian agents"],
};

export const MEDICINE_WORDINGS_WNUT: Wordings = {
  "liquid-paraffin": ["mineral oil"],
  // The Neomag SmPC names sirolimus by its other name.
  sirolimus: ["rapamycin"],
  // As rheumatology letters abbreviate it.
  hydroxychloroquine: ["HCQ"],
};
