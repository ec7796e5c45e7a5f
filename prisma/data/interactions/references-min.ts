// References first cited by the minerals round (drug-interactions-part-25.ts, medical-contraindications-min.ts):
// UK product information of licensed magnesium and iron forms, read here in the text of the page named. The comment
// says what the page states.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_MIN = {
  /**
   * Section 4.5: oral magnesium salts act as antacids, so not within 2 to 4 hours of other medicines; metabolic
   * alkalosis with polystyrene sulphonate resins; they potentiate competitive neuromuscular blockers; they may
   * reduce the absorption of ACE inhibitors, azithromycin, cefaclor, cefpodoxime, isoniazid, itraconazole,
   * ketoconazole, methenamine, tetracyclines, rifampicin, quinolones, atazanavir, tipranavir, fexofenadine,
   * bisphosphonates, deflazacort, dipyridamole, gabapentin, phenytoin, lansoprazole, levothyroxine, mycophenolate,
   * rosuvastatin, sulpiride, phenothiazines, chloroquine, hydroxychloroquine, penicillamine and digoxin; alkaline
   * urine increases the excretion of aspirin; bile acids and eltrombopag (4 hours apart); ulipristal levels may
   * fall; erlotinib levels possibly fall (magnesium at least 4 hours before or 2 hours after it).
   */
  epsomSaltsSmpc: {
    title:
      "Epsom Salts BP (magnesium sulfate, Thornton & Ross): summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/4841/smpc",
  },
  /**
   * Section 4.3: contraindicated in alcoholism and hepatitis, and in anaemias not caused by iron deficiency (some,
   * such as thalassaemia, cause iron to be stored in excess); section 4.4: care with intestinal strictures and
   * diverticulae.
   */
  ferrousGluconateSmpc: {
    title:
      "Ferrous Gluconate coated tablets (Athlone): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://www.rxreasoner.com/monographs/ferrous-gluconate/precautions",
  },
  /**
   * Section 4.3: contraindicated in inflammatory bowel disease, intestinal strictures and diverticulae, active
   * peptic ulcer, haemochromatosis and repeated blood transfusions.
   */
  ferrousGluconateBpSmpc: {
    title: "Ferrous Gluconate Tablets BP 300 mg: summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/ferrous-gluconate-tablets-bp-300mg/summary",
  },
  /**
   * Section 4.5: digoxin and loop diuretics are magnesiuretic, and magnesium deficiency may enhance digoxin toxicity;
   * a 2 to 3 hour interval in general; not within 1 hour of cellulose sodium phosphate or edetate disodium; fluorides
   * and tetracycline 2 to 3 hours apart; aminoquinolines, quinidine, nitrofurantoin, penicillamine, iron,
   * bisphosphonates, eltrombopag and nitroxoline 3 to 4 hours apart; a magnesium dose adjustment may be needed, because
   * of increased magnesium losses, with aminoglycosides, cisplatin, ciclosporin, diuretics (such as thiazide and
   * furosemide), EGF-receptor antagonists (cetuximab, erlotinib), proton pump inhibitors (omeprazole, pantoprazole),
   * foscarnet, pentamidine, rapamycin and amphotericin B.
   */
  neomagSmpc: {
    title:
      "Neomag 4 mmol chewable tablets (magnesium glycerophosphate): summary of product characteristics, section 4.5",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/2678/smpc",
  },
  /**
   * Before taking: do not take it with an ulcer of the stomach or small intestine, iron storage diseases, repeated
   * blood transfusions, haemolytic anaemia, anaemia caused by a deficiency of vitamin B12 or folic acid, or other
   * iron supplements; talk to the doctor first after a gastrectomy, with a history of stomach ulcers, diabetes,
   * inflammatory bowel disease, diverticular disease or intestinal strictures.
   */
  ferrousSulfateLeaflet: {
    title: "Ferrous Sulfate 200 mg Coated Tablets: patient leaflet, before you take",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/medicine/24441/XPIL/Ferrous+Sulphate+200mg+Coated+Tablets",
  },
  /**
   * Section 4.3: contraindicated in copper deficiency; section 4.4: zinc may accumulate in renal failure; section 4.5:
   * zinc may inhibit copper absorption, reduce and be reduced by tetracyclines (3 hours apart), reduce quinolones,
   * and is reduced by calcium salts, oral iron, penicillamine and trientine.
   */
  solvazincEmc: {
    title:
      "Solvazinc 45 mg effervescent tablets (zinc sulfate): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/product/4930/smpc/print",
  },
  /**
   * Section 4.3: not to be given with nephrocalcinosis, severe renal impairment (creatinine clearance below 30 ml/min),
   * hypophosphataemia or hypercalcaemia; section 4.4: caution in impaired renal function, with calcium and phosphate
   * checks.
   */
  rennieSoftChewsSmpc: {
    title:
      "Rennie Soft Chews 800 mg (calcium carbonate): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/rennie-soft-chews-800mg-chewable-tablets/summary",
  },
} satisfies Record<string, Reference>;
