// References first cited by the records written from the systematic reading of UK product information for
// medicines that iron, calcium, magnesium or zinc bind or whose absorption they reduce
// (drug-interactions-part-15.ts). Each was read here, in the text of the page named; the comment says what it states.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_CATIONS = {
  /**
   * Section 4.5: as a precaution for antacids, doses of other medicines should be separated by about 2 to 3 hours;
   * magnesium salts reduce the absorption of ACE inhibitors (captopril, enalapril, fosinopril), azithromycin,
   * cefaclor, cefpodoxime, isoniazid, itraconazole, nitrofurantoin, rifampicin, tetracyclines, ketoconazole,
   * quinolones, atazanavir, fosamprenavir, tipranavir, fexofenadine, bisphosphonates, deflazacort, digoxin,
   * dipyridamole, diflunisal, gabapentin, phenytoin, lansoprazole, levothyroxine, mycophenolate, iron
   * preparations, rosuvastatin, sulpiride, phenothiazines, chloroquine, hydroxychloroquine, proguanil and
   * penicillamine; antacids should be avoided with nilotinib.
   */
  magnesiumHydroxideMixtureSmpc: {
    title:
      "Magnesium Hydroxide Mixture BP (Thornton & Ross): summary of product characteristics, section 4.5 (magnesium salts reduce the absorption of other medicines)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/medicine/25343",
  },
  /**
   * Other medicines: indigestion remedies containing aluminium and magnesium may lower the amount of fexofenadine
   * absorbed; leave about 2 hours between fexofenadine and the indigestion remedy.
   */
  fexofenadineLeaflet: {
    title:
      "Fexofenadine hydrochloride 120 mg film-coated tablets (Zentiva): patient leaflet, other medicines",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/14743/xpil/print",
  },
  /**
   * Section 4.4: trientine is a chelating agent found to reduce serum iron; iron supplements may be needed for iron
   * deficiency anaemia and should be given at a different time; the combination of trientine with zinc is not
   * recommended, with only limited data and no specific dose recommendations.
   */
  cupriorSmpc: {
    title: "Cuprior 150 mg film-coated tablets (trientine): summary of product characteristics, section 4.4",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/10100/smpc",
  },
  /**
   * Taking other medicines: tell the doctor or pharmacist about iron or iron supplements (for example ferrous
   * sulphate and ferrous gluconate), among others; the leaflet does not say what the effect is.
   */
  methyldopaLeaflet: {
    title: "Methyldopa Tablets BP 500 mg: patient leaflet, taking other medicines",
    publisher: "patient-info.co.uk (copy of the UK leaflet)",
    url: "https://patient-info.co.uk/methyldopa-tablets-bp-500-mg-95235/patient-leaflet?langCode=10",
  },
} satisfies Record<string, Reference>;
