// Pages first read in the audit of the vitamins' UK product information item by item (sources-read-wvit.ts). Each
// address is the one the page was read at; most were read only as far as the copy here goes.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const PATIENT_INFO = "UK patient leaflet, reproduced by patient-info.co.uk";
const EMC = "electronic medicines compendium (emc)";

export const REF_WVIT = {
  /** Section 2: diuretics, corticosteroids (e.g. prednisolone, dexamethasone), cholestyramine, laxatives (e.g. paraffin oil), cardiac glycosides, "anticon…" where the copy stops. */
  colecalciferol800TabletsLeaflet: {
    title: "Colecalciferol 800 IU film-coated tablets: patient leaflet",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/colecalciferol-800-iu-film-coated-tablets-88227/patient-leaflet",
  },
  /** Sections 4.1 to 4.2 only (anticonvulsants, glucocorticoids and antiretrovirals as reasons for higher doses). */
  aviticol1000Smpc: {
    title: "Colecalciferol 1000 IU Capsules / Aviticol 1000 IU Capsules: summary of product characteristics",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/colecalciferol-1000-iu-capsules-aviticol-1000-iu-capsules-86135/summary-of-medicine-characteristics",
  },
  /** Sections 4.1 to 4.4 in part: sarcoidosis; monitoring with cardiac glycosides or diuretics; calculus formation. */
  desunin4000Smpc: {
    title: "Desunin 4000 IU tablets: summary of product characteristics",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/7263/smpc/print",
  },
  /** Section 2 warnings: sarcoidosis, other medicines containing vitamin D, kidney problems. */
  desunin2000Leaflet: {
    title: "Desunin 2000 IU tablets: patient leaflet",
    publisher: PATIENT_INFO,
    url: "https://patient-info.co.uk/desunin-2000-iu-tablets-95503/patient-leaflet",
  },
  /** Section 4.5: isoniazid, penicillamine and oral contraceptives may increase pyridoxine requirements; levodopa unless a dopa decarboxylase inhibitor is also given. */
  pyridoxine50FilmCoatedSmpc: {
    title:
      "Pyridoxine hydrochloride 50 mg film-coated tablets: summary of product characteristics, section 4.5",
    publisher: EMC,
    url: "https://www.medicines.org.uk/emc/product/100831/smpc",
  },
  /** Section 4.5: ascorbic acid increases the renal excretion of amphetamine; plasma ascorbate is decreased by smoking and ora[l contraceptives], where the copy stops. */
  ascorbicAcid500ChewableSmpc: {
    title: "Ascorbic Acid 500mg Tablets (chewable): summary of product characteristics, section 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/ascorbic-acid-500mg-tablets/summary?doc=2",
  },
  /** Section 2: the lists of medicines that may decrease or increase its effect are headings only in this copy. */
  stexerolLeaflet: {
    title: "Stexerol-D3 1,000 IU and 25,000 IU film-coated tablets: patient leaflet",
    publisher: EMC,
    url: "https://medicines.org.uk/emc/product/15726/xpil/print",
  },
  /** Sections 4.1 and 4.2: higher doses for patients on medications affecting vitamin D metabolism. */
  invitaDropsSmpc: {
    title: "InVita D3 2,400 IU/ml oral drops, solution: summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/invita-d3-2-400-iu-ml-oral-drops-solution/summary",
  },
  /** Sections 4.1 and 4.2: anticonvulsants, glucocorticoids and antiretrovirals as reasons for higher doses. */
  ergocalciferol50000Smpc: {
    title: "Ergocalciferol 50 000 IU Capsules: summary of product characteristics",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/ergocalciferol-50-000-iu-capsules/summary",
  },
  /** Section 2: elderly people taking cardiac glycosides (digitalis, digoxin) or diuretics (water tablets) should check first. */
  calciumErgocalciferolLeaflet: {
    title: "Calcium and Ergocalciferol Tablets: patient leaflet",
    publisher: "UK patient leaflet, reproduced by medine.co.uk",
    url: "https://medine.co.uk/calcium-and-ergocalciferol-tablets",
  },
} satisfies Record<string, Reference>;
