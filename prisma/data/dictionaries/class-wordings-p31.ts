// UK brands of medicines the dictionary already holds, each named beside its active substance on a page the p31
// round's helpers read (UK leaflets and product information, the NHS, a DWP guide).
import type { Wordings } from "./class-wordings";

export const MEDICINE_WORDINGS_P31: Wordings = {
  // drugs.com/uk: "Amlostin 10mg Tablets Amlodipine maleate".
  amlodipine: ["Amlostin"],
  // DWP guide to calcium-channel blockers: "Verapamil (Trade name Cordilox, Securon Univer)", "Diltiazem (Tildiem,
  // Angitil and Slozem ...)", "Nifedipine (Adalat, Coracten, Cardilate)".
  verapamil: ["Cordilox", "Univer"],
  diltiazem: ["Angitil"],
  nifedipine: ["Cardilate"],
  // imedi.co.uk: "Diaprel MR 30mg Tablets (gliclazide)".
  gliclazide: ["Diaprel MR"],
  // The leaflet of "Alventa XL 75 mg prolonged-release capsules" (venlafaxine).
  venlafaxine: ["Alventa XL"],
  // Biquelle XL prescribing information: quetiapine prolonged-release tablets.
  quetiapine: ["Biquelle XL"],
  // NHS clarithromycin page: "also called by the brand names Clarie XL, Klaricid, Klaricid XL and Xetinin XL".
  clarithromycin: ["Clarie XL"],
  // The Floxapen 250 mg and 500 mg capsules leaflet (flucloxacillin).
  flucloxacillin: ["Floxapen"],
  // NHS fluconazole page: "brand names include Azocan and Canesten Thrush Oral Capsules", and fluconazole capsules
  // with clotrimazole cream "(brand names include Canesten Thrush Duo)".
  fluconazole: ["Azocan", "Azocan-P", "Canesten Thrush Oral Capsule", "Canesten Thrush Oral Capsules"],
  "fluconazole-with-clotrimazole": ["Canesten Thrush Duo"],
  // drugs.com/uk: "Alendros Once weekly 70mg Tablets (alendronate sodium)".
  "alendronic-acid": ["Alendros"],
  // imedi.co.uk: "TAUXIB 60MG FILM-COATED TABLETS (etoricoxib)".
  etoricoxib: ["Tauxib"],
  // The Lodine SR 600 mg tablets leaflet (etodolac).
  etodolac: ["Lodine SR", "Lodine"],
};
