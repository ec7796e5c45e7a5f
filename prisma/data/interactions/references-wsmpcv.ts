// References first cited in the wsmpcv round (UK vitamin SmPCs of every brand, sections 4.3 to 4.5).
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WSMPCV = {
  /**
   * Section 4.4: "Caution is required in patients receiving treatment for cardiovascular disease (see section 4.5 …
   * cardiac glycosides including digitalis)"; benzothiadiazine derivatives, immobilised patients, sarcoidosis and
   * pseudohypoparathyroidism; allowance for other vitamin D. Section 4.3: hypercalcaemia, hypercalciuria, hypervitaminosis
   * D, kidney stones with current chronic hypercalcaemia, severe renal impairment.
   */
  thorensPrecautions: {
    title:
      "THORENS 25 000 IU capsules (colecalciferol): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC (MHRA, Galen Limited), reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/thorens/precautions",
  },
  /** "Check with your doctor before taking Colextra-D3 capsules: … If you are being treated for heart disease." */
  colextraD3Warnings: {
    title: "Colextra-D3 20 000 IU capsules: patient leaflet, warnings and precautions",
    publisher: "UK patient leaflet, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/colextra-d3-20-000-iu-capsules-soft-89508/patient-leaflet",
  },
  /** "Talk to your doctor or pharmacist before taking SoliCol D3 50,000 IU Tablets if you: suffer from heart disease …" */
  solicolD3Leaflet: {
    title: "SoliCol D3 50,000 IU Tablets: patient leaflet, warnings and precautions",
    publisher: "UK patient leaflet, reproduced by medine.co.uk",
    url: "https://medine.co.uk/solicol-d3-50-000-iu-tablets",
  },
  /**
   * Section 4.3: hypercalcaemia; women who are (or may become) pregnant. Section 4.4: allowance for vitamins from other
   * sources; no other preparation containing vitamin A except under medical supervision. 5,000 units vitamin A a dose.
   */
  dalivitDropsSmpc: {
    title: "Dalivit Drops (multivitamin): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/dalivit-drops/summary",
  },
  /**
   * Section 4.4: biotin may interfere with laboratory tests based on a biotin/streptavidin interaction, "e.g. thyroid test
   * results mimicking Graves' disease … or false negative troponin test results in patients with myocardial infarction
   * taking biotin"; the laboratory personnel should be consulted.
   */
  ketoviteTabletsSmpc: {
    title: "Ketovite Tablets (multivitamin with biotin): summary of product characteristics, section 4.4",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/ketovite-tablets-91613/summary-of-medicine-characteristics",
  },
  /**
   * Section 4.3: hypercalcaemia. Section 4.4: no other vitamin A and D supplement except under medical supervision.
   * Section 4.5: absorption of some vitamins may be reduced with neomycin, colestyramine, liquid paraffin and others.
   */
  ketoviteLiquidSmpc: {
    title:
      "Ketovite Liquid (vitamins A, D2, B12 and choline): summary of product characteristics, sections 4.3 to 4.5",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/ketovite-liquid/summary",
  },
} satisfies Record<string, Reference>;
