// The read log of the group round (medicine-classes-wcls.ts, drug-interactions-part-31.ts): UK product information
// read for an ingredient while looking for the groups it names. The Swiss AndreaFol text the folate antagonist
// record cites is not a kind this log holds; the Neomag entry in sources-read.ts lists the aminoglycoside effects.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { ukProductInformation, type Page } from "./sources-read-page";

const ZEPATIER_UK_SMPC: Page = {
  title: "ZEPATIER 50 mg/100 mg film-coated tablets: summary of product characteristics",
  publisher: "electronic medicines compendium (emc)",
  url: "https://medicines.org.uk/emc/product/4422/smpc/print",
};

export const SOURCES_READ_WCLS: SourceReadInput[] = [
  ukProductInformation("st-johns-wort", ZEPATIER_UK_SMPC, {
    outcome: "not-readable",
    note: "The UK SmPC was found, but the text available here stops within section 4.2, before the contraindications. di-st-johns-wort-elbasvir cites the EU product information's section 4.3 in RxReasoner's copy, which contraindicates St John's wort with Zepatier.",
  }),
];
