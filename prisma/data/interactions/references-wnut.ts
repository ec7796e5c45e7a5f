// References first cited by the records of drug-interactions-part-28.ts: the minerals' UK product information
// read again for the mineral medicines a person may be prescribed (iron, zinc, calcium and magnesium medicines and
// indigestion remedies). Each was read here, in the text of the page named; the comment says what it states.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WNUT = {
  /**
   * Section 4.5: compounds containing calcium or magnesium (including antacids and mineral supplements),
   * bicarbonates, carbonates, oxalates or phosphates may impair the absorption of iron, and iron preparations
   * should be taken at least 2 hours apart from them; iron preparations and zinc preparations can reduce the
   * absorption of each other.
   */
  ferrousSulfateSmpc: {
    title:
      "Ferrous sulfate tablets: summary of product characteristics, section 4.5 (antacids and mineral supplements, zinc)",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/3130",
  },
} satisfies Record<string, Reference>;
