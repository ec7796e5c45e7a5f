// References first cited in the second nutrient SmPC audit (medical-contraindications-wnut2.ts). Each address is the
// one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WNUT2 = {
  /** "Do not take Slow-K: … if you have Addison's disease (which is a condition where your adrenal gland is not producing enough steroids)". */
  slowKLeaflet: {
    title: "Slow-K 600 mg prolonged-release tablets (potassium chloride): UK patient leaflet, do not take",
    publisher: "Drugs.com (UK edition), transcript of the leaflet",
    url: "https://www.drugs.com/uk/slow-k-600mg-prolonged-release-tablets-leaflet.html",
  },
  /** 4.3: "All forms of hyperkalaemia as may occur in … untreated Addison's disease, hyporeninaemic hypoaldosteronism, acute dehydration…" */
  slowKIrishSmpc: {
    title: "Slow K 600 mg coated tablets (Irish SmPC, HPRA): summary of product characteristics, section 4.3",
    publisher: "RxReasoner (copy of the Health Products Regulatory Authority text)",
    url: "https://www.rxreasoner.com/monographs/slow-k/precautions",
  },
} satisfies Record<string, Reference>;
