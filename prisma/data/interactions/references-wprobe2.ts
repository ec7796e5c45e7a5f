// Pages read in the second blind probe's round (wprobe2) for the records it wrote; each was seen at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WPROBE2 = {
  /** Special precautions: "Avoid use w/ St. John's wort-containing herbal prep, ciclosporin, high K or K-sparing diuretic therapy, live vaccines." */
  advagrafMimsMalaysia: {
    title: "Advagraf (tacrolimus): concise prescribing information, special precautions",
    publisher: "MIMS Malaysia (Astellas Pharma's product information)",
    url: "https://www.mims.com/malaysia/drug/info/advagraf/?type=brief",
  },
} satisfies Record<string, Reference>;
