// References first cited by the liquorice condition records (medical-contraindications-wlq.ts). Each address is the
// one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WLQ = {
  /** "Contraindications include chronic hepatitis, cholestatic diseases of the liver, cirrhosis of the liver, severe renal insufficiency, diabetes, arrythmias, hypertension, hypertonia, hypokalemia, and pregnancy." */
  pdrLicorice: {
    title:
      "PDR for Herbal Medicines: licorice, contraindications (liver disease, severe renal insufficiency, hypertension, hypokalaemia, pregnancy)",
    publisher: "PDR for Herbal Medicines (Thomson Healthcare), copy at issuhub.com",
    url: "https://issuhub.com/view/index/5336?pageIndex=724",
  },
} satisfies Record<string, Reference>;
