// The read log of the p19 round: a page the blind probe of the nutrients' licensed forms was written from that gave
// records no earlier entry lists. (The round's other pages are of a kind the log does not keep.)
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
];
