// References first cited in the wsmpcm round (medical-contraindications-wsmpcm.ts). Each address is the one read.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WSMPCM = {
  /**
   * "Glucosamine sulphate Powder should not be used during pregnancy. The use of Glucosamine sulphate Powder is not
   * recommended during breast-feeding period."
   */
  glucosamineSulphate1500Leaflet: {
    title:
      "Glucosamine Sulphate 1500 mg Powder for Oral Solution: UK patient leaflet, pregnancy and breast-feeding",
    publisher: "UK patient leaflet, transcript on Drugs.com",
    url: "https://www.drugs.com/uk/glucosamine-sulphate-1500mg-powder-for-oral-solution-leaflet.html",
  },
} satisfies Record<string, Reference>;
