// Wordings read in the minerals' and vitamins' product information and fact sheets for groups and medicines the
// dictionary already has: "digitalis" (potassium chloride and magnesium SmPCs), "biphosphonates" (the ferrous
// sulfate SmPC's spelling), "antihypertensives", "active vitamin D", and "mineral oil" for liquid paraffin.
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
  antiplatelet: ["antiplatelet agents", "platelet aggregation inhibitors"],
  antiparkinson: ["antiparkinsonian drugs", "antiparkinsonian medicines", "antiparkinsonian agents"],
};

export const MEDICINE_WORDINGS_wnut: Wordings = {
  "liquid-paraffin": ["mineral oil"],
};
