// References first cited in the nutrient SmPC audit (drug-interactions-part-48.ts). Each address is the one the page
// was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WAUD = {
  /** 4.3: "Oral and parenteral iron preparations should not be used concomitantly." */
  ferrousSulfateRanbaxySmpc: {
    title:
      "Ferrous sulfate 200 mg film-coated tablets (Ranbaxy): summary of product characteristics, section 4.3",
    publisher: "electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/2623/smpc",
  },
} satisfies Record<string, Reference>;
