// References first cited by the records read from RxReasoner's substance pages (drug-interactions-part-21.ts), which
// gather the interactions sections of product information for a substance. Each address is the one it was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_RX = {
  /** Ferrous sulfate: iron with allopurinol may increase liver iron deposition (especially in cirrhosis); cholestyramine may bind iron and prevent its absorption. */
  ferrousSulfate: {
    title: "Ferrous sulfate: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/ferrous/precautions",
  },
  /** Calcium carbonate: taken with chlorpromazine, diflunisal, rifampicin, ketoconazole or penicillamine, their absorption is reduced. */
  calciumCarbonate: {
    title: "Calcium carbonate: interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/calcium-carbonate/precautions",
  },
  /** Folic acid: correcting folate deficiency lowers plasma phenytoin; a similar but less marked relationship exists with sodium valproate, carbamazepine and the barbiturates. */
  folicAcid: {
    title: "Folic acid (vitamin B9): interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://www.rxreasoner.com/substances/vitamin-b9/precautions",
  },
  /** Vitamin C: may acidify the urine and lower amphetamine levels; if amphetamine works less well, stop the ascorbic acid. */
  vitaminC: {
    title: "Vitamin C (ascorbic acid): interactions, from product information",
    publisher: "RxReasoner (copy of product information)",
    url: "https://rxreasoner.com/substances/vitamin-c/precautions",
  },
} satisfies Record<string, Reference>;
