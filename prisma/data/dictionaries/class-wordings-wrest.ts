// Wordings of the dictionary's groups as the sources of the wrest round name them. Each names that one group.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WREST: Wordings = {
  // A probiotics review (American Journal of Health-System Pharmacy): "immunosuppressants ... and chemotherapeutic agents".
  "cytotoxic-chemotherapy": ["chemotherapeutic agents"],
};
