// Wordings of the group added in medicine-classes-waud.ts, as product information ("parenteral iron preparations") and
// people ("iron infusion", "IV iron") write it. Each names that one group.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WAUD: Wordings = {
  "parenteral-iron": [
    "parenteral iron",
    "parenteral iron preparations",
    "iron infusion",
    "iron infusions",
    "IV iron",
    "intravenous iron",
    "iron drip",
    "iron injection",
    "iron injections",
  ],
};
