// Pages read in the wmed7 round for the records it wrote; each was seen at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WMED7 = {
  /** "Each tablet contains 200-mg mifepristone"; medical termination of pregnancy, cervical priming, labour induction (sections 1 to 4.2 read). */
  mifegyneSmpc: {
    title:
      "Mifegyne 200 mg tablets (mifepristone): summary of product characteristics (UK; sections 1 to 4.2 read here)",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://www.medicines.org.uk/emc/medicine/617",
  },
  /** 4.5: "rifampicina, desametasone, iperico e alcuni anticonvulsivanti … possono indurre il metabolismo del mifepristone (riducendo i livelli sierici di mifepristone)". */
  mifegyneInteractionsIt: {
    title: "Mifegyne (mifepristone): interazioni, section 4.5 of the product information (in Italian)",
    publisher: "Starbene (Italian copy of the Mifegyne product information)",
    url: "https://starbene.it/farmaci/mifegyne-1cpr-600mg_038704033/interazioni",
  },
} satisfies Record<string, Reference>;
