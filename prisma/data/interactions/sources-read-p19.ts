// The read log of the p19 round and after: pages the blind probes were written from that gave records no earlier entry
// lists. (Pages of a kind the log does not keep, such as other countries' SmPCs, are left out.)
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { REF_P19 } from "./references-p19";
import { records, ukProductInformation } from "./sources-read-page";

const READ_ON = "2026-12-06";

export const SOURCES_READ_P19: SourceReadInput[] = [
  ukProductInformation(
    "iron",
    REF_P19.ferricMaltolSmpc,
    {
      ...records("di-iron-methyldopa", "di-iron-parenteral-iron"),
      note: "Methyldopa and intravenous iron should be avoided with it: methyldopa now asks first (it was a note) and iron by drip blocks. Calcium, magnesium, tetracyclines and the medicines iron binds (2 hours apart) already had records; dimercaprol has its own; chloramphenicol is in the dictionary as eye drops and ointment, which the text does not concern, so it is not recorded.",
    },
    READ_ON,
  ),
  ukProductInformation(
    "potassium",
    REF_P19.amilorideLeaflet,
    {
      ...records("di-potassium-amiloride-own-leaflet"),
      note: "Do not take amiloride with potassium supplements: written on amiloride, which co-amilofruse and co-amilozide contain; the other potassium-sparing diuretics keep the group's record (avoid).",
    },
    READ_ON,
  ),
  ukProductInformation(
    "potassium",
    REF_P19.amilorideBpLeaflet,
    {
      ...records("di-potassium-amiloride-own-leaflet"),
      note: "Do not take with potassium-conserving drugs or potassium supplements (section 2).",
    },
    READ_ON,
  ),
  ukProductInformation(
    "caffeine",
    REF_P19.paracetamolCaffeineSmpc,
    {
      ...records("di-caffeine-caffeine-containing"),
      note: "Section 4.4: avoid excessive caffeine from coffee, tea, chocolate and fizzy drinks while taking it.",
    },
    READ_ON,
  ),
];
