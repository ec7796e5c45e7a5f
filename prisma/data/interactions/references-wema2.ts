// References first cited by the wema2 round, which looked again for the EU herbal monographs (HMPC) of eighteen
// catalogue herbs (sources-read-wema2.ts). Each address is the one read.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WEMA2 = {
  /**
   * The EMA's overview of the HMPC's conclusions on matricaria (chamomile) oil, republished word for word: allergic
   * reactions, sometimes severe, after contact of liquid chamomile preparations with the lining of the mouth; matricaria
   * oil medicines must not be used by people allergic to it or to other plants of the same family (Asteraceae).
   */
  matricariaOilOverview: {
    title:
      "Herbal medicinal product: Matricariae aetheroleum (matricaria oil), assessment finalised: overview of the HMPC's conclusions, risks",
    publisher: "European Medicines Agency HMPC, copy at einpresswire.com",
    url: "https://www.einpresswire.com/article/687510152/herbal-medicinal-product-matricariae-aetheroleumarray-f-assessment-finalised",
  },
} as const satisfies Record<string, Reference>;
