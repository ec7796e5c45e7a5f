// References first cited by the wzero2 round (medical-contraindications-wzero2.ts). Each address is the one the page
// was read at; the EFSA and VKM texts were read in their abstracts, as the agencies' own pages did not come up.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WZERO2 = {
  /**
   * EFSA NDA Panel, 2012, on the CLA-rich oils Clarinol and Tonalin TG 80 as novel food ingredients: safety established
   * for the proposed uses for up to six months; "The safety of CLA consumption by type-2 diabetic subjects has not been
   * established."
   */
  efsaClaStatement2012: {
    title:
      "Statement on the safety of the conjugated linoleic acid (CLA)-rich oils Clarinol and Tonalin TG 80 as Novel Food ingredients (EFSA NDA Panel, 2012), abstract",
    publisher: "European Food Safety Authority, abstract in the University of Copenhagen's research register",
    url: "https://nexs.ku.dk/ansatte/?pure=da%2Fpublications%2Fefsa-panel-on-dietetic-products-nutrition-and-allergi-es-nda--scientific-opinion--statement-on-the-safety-of-the-conjugated-linoleic-acid-cla--rich-oils-clarinol--and-tonalin-tg-80-as-novel-food-ingredients(306a0f1d-00f0-4be7-ae1a-1fdd72337f89).html",
  },
  /**
   * VKM 2016:05, CLA in food supplements: 3.0 to 3.5 g a day unlikely to cause adverse effects in adults for up to six
   * months; "CLA may cause lipid- and carbohydrate disturbances in obese men with metabolic syndrome as well as in
   * overweight/obese subjects with type 2 diabetes"; "Use of CLA supplements in lactating and pregnant women may cause
   * reduction in milk production and in the content on milk fat and cause decreased birth weight and length in their
   * off-springs."
   */
  vkmCla2016: {
    title: "Risk assessment of 'other substances': conjugated linoleic acids (VKM Report 2016:05), abstract",
    publisher:
      "Norwegian Scientific Committee for Food Safety (VKM), abstract in the Jio Institute library catalogue (OpenAIRE record)",
    url: "https://searchworks.jioinstitute.edu.in/articles/edsair__edsair.dedup.wf.001..2e1f76800bdd1d71f725c510c6196b7c",
  },
} satisfies Record<string, Reference>;
