// References first cited in the wcn2 round.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCN2 = {
  /**
   * Kontraindikationen: "Cimifemin neo darf bei bekannter Überempfindlichkeit auf einen der Inhaltsstoffe oder auf
   * Ranunculaceen (Hahnenfussgewächse) nicht angewendet werden."
   */
  cimifeminNeoSwiss: {
    title:
      "Cimifemin neo (black cohosh root dry extract): Swiss product information (Fachinformation), contraindications",
    publisher: "ch.oddb.org (copy of Swiss product information)",
    url: "https://ch.oddb.org:443/de/gcc/fachinfo/reg/57731",
  },
  /**
   * "The summary of product characteristics (SPC) for the omega-3 fatty acid medicines, Omacor and Teromeg … a special
   * warning for use is described to make allowance for the increased bleeding time in people who are at high risk of
   * haemorrhage and those taking anticoagulants."
   */
  niceEsuom19Safety: {
    title: "Omega-3 fatty acid medicines (NICE evidence summary ESUOM19), evidence review: safety",
    publisher: "NICE",
    url: "https://nice.org.uk/advice/esuom19/chapter/Evidence-review-safety",
  },
  /**
   * Kim et al. 2016, systematic review and meta-analysis of nine trials in metabolic syndrome: CLA lowered weight and BMI
   * "but adversely reduced HDL. Thus, precautions should be taken with CLA use for MS patients."
   */
  kimClaMetabolicSyndrome2016: {
    title:
      "The effects of conjugated linoleic acid (CLA) on metabolic syndrome patients: a systematic review and meta-analysis (Kim et al., Journal of Functional Foods 2016), abstract",
    publisher:
      "Journal of Functional Foods (Elsevier), abstract in the UiTM open-access library catalogue (DOAJ record)",
    url: "https://openaccess.library.uitm.edu.my/Record/doaj-2d560f8bdc8d42b28af7fe05d1d9e4af/Description",
  },
  /** Contraindications: "Contraindicated in people who are allergic to cinnamon or Peru balsam." */
  drugsComCinnamon: {
    title: "Cinnamon (natural product monograph: clinical overview, contraindications)",
    publisher: "Drugs.com (natural products database)",
    url: "https://drugs.com/npp/cinnamon.html",
  },
} satisfies Record<string, Reference>;
