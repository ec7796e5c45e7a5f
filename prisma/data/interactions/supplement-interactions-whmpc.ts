// Supplement pairs from the herbal product texts read beside the EU herbal monographs: an aloe laxative's leaflet
// names liquorice root among the things to discuss with a doctor first. Checked against its text.
import type { SupplementInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WHMPC as R } from "./references-whmpc";

export const SUPPLEMENT_INTERACTIONS_WHMPC: SupplementInteractionInput[] = [
  // Both lower potassium: the leaflet lists liquorice root with diuretics and corticosteroids.
  {
    id: "ss-aloe-vera-licorice-root",
    ingredientA: "aloe-vera",
    ingredientB: "licorice-root",
    severity: "moderate",
    interactionType: "hypokalaemia",
    mechanism:
      "Aloe taken by mouth as a laxative can make the body lose potassium, and liquorice root can lower potassium too.",
    clinicalEffect: "Low potassium (hypokalaemia): muscle weakness, cramps or an irregular heartbeat.",
    recommendation:
      "Ask your doctor or pharmacist before taking aloe or aloe latex by mouth with liquorice root; the German leaflet of Kräuterlax, an aloe laxative, asks you to talk to a doctor first if you take liquorice root.",
    evidenceLevel: 1,
    references: [R.krauterlaxLeaflet],
    isVerified: true,
  },
];
