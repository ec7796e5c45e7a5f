// Conditions as the UK product information read in the wcond round words them in sections 4.3 and 4.4 (echinacea,
// ginkgo, folic acid, vitamin D, ispaghula, calcium, iron and magnesium SmPCs and leaflets), each naming exactly
// the dictionary condition it is listed under.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCOND: Wordings = {
  // Echinacea SmPCs, section 4.3.
  // Echinacea and milk thistle SmPCs, section 4.3: "hypersensitivity to plants of the daisy
  // (Asteraceae/Compositae) family", read as the allergy it is (the reader takes "hypersensitivity" as "allergy").
  "daisy-family-allergy": ["allergy to plants of the daisy (Asteraceae/Compositae) family"],
  "autoimmune-disease": ["autoimmune diseases"],
  "weakened-immune-system": ["immunodeficiencies"],
  "undergoing-chemotherapy": ["oncological cytostatic therapy", "cytostatic therapy"],
  // Ginkgo SmPCs, section 4.4: "a pathologically increased bleeding tendency (haemorrhagic diathesis)".
  "bleeding-disorder": [
    "haemorrhagic diathesis",
    "pathologically increased bleeding tendency",
    "pre-existing bleeding disorder",
  ],
  // Folic acid SmPCs and leaflets, sections 4.3 and 4.4.
  "vitamin-b12-deficiency": [
    "vitamin B12 deficiency states",
    "B12 deficiency states",
    "cobalamin deficiency",
  ],
  "pernicious-anaemia": ["Addisonian pernicious anaemia"],
  cancer: ["malignant disease", "cancerous disease", "malignancies"],
  // Vitamin D SmPCs, section 4.4: "impairment of renal function", "immobilised patients with osteoporosis".
  "chronic-kidney-disease": ["impairment of renal function"],
  immobilisation: ["immobilised"],
  // Fybogel SmPC, section 4.3.
  "swallowing-difficulty": ["difficulty in swallowing"],
  megacolon: ["senile mega-colon"],
  "rectal-bleeding": ["undiagnosed rectal bleeding"],
  "bowel-obstruction": ["intestinal blockage"],
  // Calcichew SmPC, section 4.3: read whole, so that "dialysis" inside it is not taken as being on dialysis.
  "kidney-failure": ["severe renal failure untreated by renal dialysis"],
  // Ferrous gluconate SmPC, sections 4.3 and 4.4.
  "crohns-disease": ["regional enteritis"],
  anaemia: ["anaemias"],
  // Magnaspartate SmPC, section 4.3: "disorders of cardiac conduction (bradycardia)", read as heart block already is.
  "heart-block": ["disorders of cardiac conduction", "cardiac conduction disorders"],
};
