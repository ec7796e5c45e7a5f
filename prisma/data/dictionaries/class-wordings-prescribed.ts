// Iron said to be prescribed is the group of iron medicines, not a supplement to add ("iron tablets from my GP").
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_PRESCRIBED: Wordings = {
  "iron-preparation": [
    "prescribed iron",
    "iron prescribed",
    "iron on prescription",
    "iron from GP",
    "iron from my GP",
  ],
};
