// Pages read in the wx5 round (blind probes of UK product information for medicines, foods and conditions) for its
// records; each was seen at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WX5 = {
  /**
   * Contraindications of acitretin (Novatretin), as MIMS Singapore gives its prescribing information: "Concomitant
   * administration of acitretin and vitamin A or other retinoids is contraindicated due to the risk of
   * hypervitaminosis A." The Neotigason text on MIMS Hong Kong has the same sentence.
   */
  mimsAcitretinContraindications: {
    title: "Novatretin (acitretin): contraindications (vitamin A or other retinoids contraindicated)",
    publisher: "MIMS Singapore",
    url: "https://www.mims.com/singapore/drug/info/novatretin/contraindications",
  },
  /** The UK product's summary of product characteristics, read in its opening (name, form, indications, dose). */
  neotigasonUkSmpc: {
    title: "Neotigason 25 mg capsules (acitretin): summary of product characteristics",
    publisher: "Medthority (copy of the UK SmPC)",
    url: "https://medthority.com/drugs/d-dermatologicals/d05/d05b/d05bb/d05bb02/acitretin-neotigason-25mg-capsules",
  },
} satisfies Record<string, Reference>;
