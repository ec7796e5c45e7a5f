// Wordings of medicines and groups a blind probe of 326 medicines typed as UK people type them found unread (the
// wmp round): lay names for a group, and brand names the dictionary's entries lacked.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WMP: Wordings = {
  "cold-flu-remedy": ["cold and flu relief", "cold and flu", "max strength cold and flu"],
  // "Sleepers" and "happy pills" are what people call sleeping tablets and antidepressants.
  sedative: ["sleepers"],
  antidepressant: ["happy pills"],
  "glaucoma-medicine": ["glaucoma drops", "glaucoma eye drops"],
};

export const MEDICINE_WORDINGS_WMP: Wordings = {
  // The perindopril erbumine combination sold before Coversyl Arginine Plus.
  "perindopril-with-indapamide": ["Coversyl Plus"],
  // Glyceryl trinitrate spray is sprayed under the tongue for angina.
  "glyceryl-trinitrate": ["heart spray", "spray under my tongue", "spray under the tongue"],
  prednisolone: ["pred"],
  "clotrimazole-with-hydrocortisone": ["Canesten Hydrocortisone"],
};
