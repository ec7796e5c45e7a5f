// References first cited by the condition records of the wcnd round (medical-contraindications-wcnd.ts). Each was
// read here, in the text of the page named; the comment says what it states.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WCND = {
  /**
   * Section 4.4: ispaghula husk should not be used by patients with faecal impaction and symptoms such as abdominal
   * pain, nausea and vomiting unless advised by a doctor, as these can be signs of intestinal blockage; if abdominal
   * pain occurs, or any irregularity of faeces, it should be stopped and medical advice sought.
   */
  fybogelSmpc44: {
    title: "Fybogel granules (ispaghula husk): summary of product characteristics, section 4.4",
    publisher: "UK SmPC held by the MHRA, reproduced by RxReasoner",
    url: "https://rxreasoner.com/monographs/fybogel/precautions",
  },
  /**
   * Warning: consult a doctor before starting or continuing to use it if you suffer from or develop leg ulcers, which
   * can arise on the lower legs from varicose veins; tell a doctor about inflamed skin, abnormally hard areas of skin
   * or sudden swelling of one or both legs.
   */
  lifecycleHorseChestnutLeaflet: {
    title:
      "Lifecycle Horse Chestnut Tablets (traditional herbal registration): patient information leaflet, warning",
    publisher: "UK patient leaflet, reproduced by medine.co.uk",
    url: "https://medine.co.uk/lifecycle-horse-chestnut-tablets?doc=4",
  },
} satisfies Record<string, Reference>;
