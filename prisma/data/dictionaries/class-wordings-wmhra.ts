// Medicines as the MHRA's safety texts read in the wmhra round name them, each naming exactly the dictionary medicine
// it is listed under.
import type { Wordings } from "./class-wordings";

export const MEDICINE_WORDINGS_WMHRA: Wordings = {
  // Drug Safety Update, March 2014 (St John's wort with hormonal contraceptives): "implanted contraceptives containing
  // etonogestrel (Nexplanon and Implanon)". Implanon and Implanon NXT were the earlier names of the same implant.
  etonogestrel: ["Implanon", "Implanon NXT"],
  // The CSM's 2000 letter on St John's wort names theophylline; Nuelin SA is a UK theophylline brand (its SmPC on
  // patient-info.co.uk: "Theophylline 250mg").
  theophylline: ["Nuelin", "Nuelin SA"],
  // The 2014 update's advice covers every hormonal pill. Two UK progestogen-only pills were unread: Micronor
  // (norethisterone 350 micrograms; drugs.com's copy of its UK leaflet, discontinued in 2017 for Noriday) and Aizea
  // (desogestrel 75 micrograms; drugs.com's copy of its UK leaflet).
  norethisterone: ["Micronor"],
  desogestrel: ["Aizea"],
};
