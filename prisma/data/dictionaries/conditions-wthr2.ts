// A condition added in the wthr2 round because a peppermint oil leaflet read here names it: achlorhydria.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

// The leaflet's own gloss: the stomach makes too little stomach acid (in German).
const TILLOTTS_PEPPERMINT_LEAFLET = {
  title:
    "Pfefferminzöl Tillotts 187 mg magensaftresistente Hartkapseln: patient leaflet, section 2 — achlorhydria, when the stomach makes too little stomach acid (in German)",
  publisher: "medikamio (copy of the Austrian package leaflet)",
  url: "https://medikamio.com/de-at/medikamente/pfefferminzol-tillotts-187-mg-magensaftresistente-hartkapseln/pil",
};

export const CONDITIONS_WTHR2: Condition[] = [
  {
    slug: "achlorhydria",
    name: "Achlorhydria (too little stomach acid)",
    synonyms: ["achlorhydria", "lack of stomach acid", "too little stomach acid", "low stomach acid"],
    parents: [],
    references: [TILLOTTS_PEPPERMINT_LEAFLET],
  },
];
