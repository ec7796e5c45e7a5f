// References first cited by the condition records of the wcond round (medical-contraindications-wcond.ts). Each was
// read here, in the text of the page named; the comment says what it states.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCOND = {
  /**
   * Sections 4.3 and 4.4: long-term folate is contraindicated in untreated cobalamin deficiency; folic acid must never
   * be given alone in Addisonian pernicious anaemia and other vitamin B12 deficiency states; a B12 deficiency treated
   * with folic acid alone is masked while nerve damage goes on, and it can lie behind undiagnosed megaloblastic
   * anaemia or macrocytic anaemia of unknown cause.
   */
  folicAcidAccordSmpc: {
    title: "Folic Acid Tablets (Accord-UK): summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/folic-acid-accord/precautions",
  },
  /**
   * Section 4.3: contraindicated in patients with known dermal photosensitivity or undergoing phototherapy or any
   * photodiagnostic procedures, and with the medicines of section 4.5.
   */
  herbalstoreSjwSmpc: {
    title:
      "Herbalstore St John's Wort Tablets (traditional herbal registration): summary of product characteristics, sections 4.3 and 4.5",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/herbalstore-st-johns-wort-tablets/summary",
  },
  /** Section 4.3: patients with known dermal photosensitivity or those undergoing phototherapy or any photodiagnostic procedures. */
  naturesGardenSjwSmpc: {
    title:
      "Nature's Garden St John's Wort Capsules (traditional herbal registration): summary of product characteristics, section 4.3",
    publisher: "UK SmPC, reproduced by imedi.co.uk",
    url: "https://imedi.co.uk/natures-garden-st-johns-wort-capsules/summary",
  },
  /** Section 4.3: copper deficiency. Section 4.4: zinc levels may accumulate in acute renal failure. */
  zincSulfate220Smpc: {
    title: "Zinc Sulfate 220 mg Capsules: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC, reproduced by patient-info.co.uk",
    url: "https://patient-info.co.uk/zinc-sulfate-capsules-220-mg-91025/summary-of-medicine-characteristics",
  },
  /**
   * Section 4.3: hypersensitivity, pregnancy and lactation, diseases or conditions resulting in hypercalcaemia or
   * hypercalciuria, hypervitaminosis A or D, severe renal impairment. Section 4.4: do not take other vitamin A and D
   * supplements with it.
   */
  retinolColecalciferolSmpc: {
    title:
      "Retinol and Colecalciferol 4500 IU/450 IU Capsule, Soft: summary of product characteristics, sections 4.3 and 4.4",
    publisher: "UK SmPC from the emc drug feed, reproduced by Medthority",
    url: "https://www.medthority.com/drugs/a-alimentary-tract-and-metabolism/a11/a11c/a11cb/tor-vitamin-a--d-capsules-4500iu450iu-softgels-retinol--colecalciferol-in-84s/",
  },
} satisfies Record<string, Reference>;
