// References first cited by the wss2 round (supplement-interactions-wss2.ts); each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WSS2 = {
  /**
   * Passionflower (patient page): "It may also interact with certain medications as well as have added effects with
   * St. John's wort and/or valerian"; passionflower should be avoided in pregnancy.
   */
  mskccPassionflower: {
    title: "Passionflower: purported benefits, side effects and more (About Herbs, printable page)",
    publisher: "Memorial Sloan Kettering Cancer Center",
    url: "https://www.mskcc.org/print/cancer-care/integrative-medicine/herbs/passionflower",
  },
  /**
   * Passion flower, Safety: side effects may include drowsiness and mental slowing; "There is a case report of liver
   * failure and death of a patient taking a preparation of passion flower with kava. Use cautiously with any
   * kava-containing products, as kava has been associated with liver damage. It has been suggested that the cause of
   * the liver damage is less likely related to the presence of passion flower."
   */
  naturalStandardPassionFlowerSafety: {
    title:
      "Passion flower (Passiflora incarnata): safety (Natural Standard monograph, powered by Healthline)",
    publisher: "AARP Medicare Plans (UnitedHealthcare), Natural Standard content",
    url: "https://www.aarpmedicareplans.com/natstandardcontent/passion-flower/2?brand=",
  },
  /**
   * Table 3, common herbal treatments used by people with cancer and possible food/drug interactions (health
   * professional version, last modified 1 May 2009): yohimbe "Decreases effect of antidepressants, antihypertensives,
   * hyperglycemic agents, MAOIs, and St. John's wort."
   */
  nciNutritionTable3Archived: {
    title:
      "Nutrition in Cancer Care (PDQ), health professional version: table 3, common herbal treatments and possible food/drug interactions (2009, archived)",
    publisher: "National Cancer Institute, archived by the University of North Texas End of Term web archive",
    url: "https://webarchive.library.unt.edu/eot2008/20090510023941/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/HealthProfessional/Table3",
  },
} satisfies Record<string, Reference>;
