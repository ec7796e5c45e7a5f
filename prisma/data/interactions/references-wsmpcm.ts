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
  /**
   * 4.3: "Contraindicated for patients hypersensitive to iodine or iodides, and use in pregnancy and lactation." Dose
   * 0.1 to 0.3 ml three times a day for six days (iodine 5% and potassium iodide 10%).
   */
  aqueousIodineSmpc: {
    title: "Aqueous Iodine Oral Solution BP: summary of product characteristics, sections 4.2 to 4.6",
    publisher: "Electronic medicines compendium (emc)",
    url: "https://medicines.org.uk/emc/product/4828/smpc/print",
  },
  /**
   * Uses: homocystinuria. Precautions: "Treatment to be initiated and supervised by a specialist"; "Monitor plasma
   * methionine at start of therapy & annually/biannually after"; "Withdraw treatment if cerebral oedema occurs".
   */
  medscapeBetaine: {
    title: "Betaine oral powder (Cystadane): UK monograph, uses (homocystinuria) and precautions",
    publisher: "Medscape UK",
    url: "https://www.medscape.co.uk/drug/betaine-oral-powder-70518-70518",
  },
} satisfies Record<string, Reference>;
