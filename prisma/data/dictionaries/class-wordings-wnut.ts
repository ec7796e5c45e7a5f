// Wordings read in the minerals' and vitamins' product information and fact sheets for groups and medicines the
// dictionary already has: "digitalis" (potassium chloride and magnesium SmPCs), "biphosphonates" (the ferrous
// sulfate SmPC's spelling), "antihypertensives", "active vitamin D", the vitamin E SmPC's "inhibitors of platelet aggregation" and "iron-containing medicines",
// and "mineral oil" for liquid paraffin.
type Wordings = Readonly<Record<string, readonly string[]>>;

export const CLASS_WORDINGS_wnut: Wordings = {
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

export const MEDICINE_WORDINGS_wnut: Wordings = {
  "liquid-paraffin": ["mineral oil"],
};
