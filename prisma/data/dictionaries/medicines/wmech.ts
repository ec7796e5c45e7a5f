// A UK medicine the wmech round's sources name that the checker could not read, cited to the page read for it.
import type { Medicine } from "../../../../lib/interactions/dictionary-schema";
import { REF_P23 } from "../../interactions/references-p23";
import { med, page } from "./build";

// The UK SmPC: Lupkynis 7.9 mg soft capsules, 23.7 mg (three capsules) twice daily with mycophenolate mofetil for lupus
// nephritis. The leaflet calls it a calcineurin inhibitor; it joins the immunosuppressants and, as its EU leaflet says
// it can raise blood potassium, the medicines that do.
export const WMECH_MEDICINES: Medicine[] = [
  med(
    "voclosporin",
    "Voclosporin",
    ["immunosuppressant", "raises-potassium"],
    "twice_daily",
    page({
      title: "Lupkynis 7.9 mg soft capsules (voclosporin): summary of product characteristics",
      publisher: "Electronic medicines compendium (emc)",
      url: "https://medicines.org.uk/emc/product/14381/smpc/print",
    }),
    { brands: ["Lupkynis"], also: [REF_P23.lupkynisLeaflet] },
  ),
];
