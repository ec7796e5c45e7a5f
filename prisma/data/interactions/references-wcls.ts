// References first cited in the group round (drug-interactions-part-31.ts, medicine-classes-wcls.ts). Each address
// is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCLS = {
  /**
   * Interactions: folic acid can reduce the effect of folate antagonists taken at the same time — aminopterin,
   * methotrexate, pyrimethamine, triamterene, trimethoprim. Written for a 0.4 mg tablet (AndreaFol, authorisation
   * 54718, whose composition was read on amiko.oddb.org).
   */
  andreaFolInteractions: {
    title: "AndreaFol (folic acid 0.4 mg tablets): Swiss product information, interactions",
    publisher: "oddb.org (Swiss product information approved by Swissmedic)",
    url: "https://ch.oddb.org:443/it/gcc/fachinfo/reg/54718/chapter/interactions",
  },
  /**
   * Section 4.3: contraindicated with inducers of CYP3A or P-gp, "such as efavirenz, phenytoin, carbamazepine,
   * bosentan, etravirine, modafinil or St. John's wort (Hypericum perforatum)".
   */
  zepatierPrecautions: {
    title:
      "Zepatier (elbasvir and grazoprevir) film-coated tablets: summary of product characteristics, section 4.3 (EU product information, 2022)",
    publisher: "RxReasoner (copy of European product information)",
    url: "https://rxreasoner.com/monographs/zepatier/precautions",
  },
} satisfies Record<string, Reference>;
