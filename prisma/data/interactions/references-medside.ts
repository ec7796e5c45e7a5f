// References first cited by the round that read the medicines' own product information for the supplements they
// name (drug-interactions-part-30.ts). Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_MEDSIDE = {
  /** Eltrombopag: take it at least 2 hours before or 4 hours after magnesium, aluminium or calcium products; "follow the same instructions with bismuth subsalicylate, iron, selenium, and zinc". */
  eltrombopagHealthLinkBc: {
    title: "Eltrombopag - Oral (Revolade): medication information",
    publisher: "HealthLinkBC (British Columbia Ministry of Health)",
    url: "https://www.healthlinkbc.ca/medications/fdb1158",
  },
} satisfies Record<string, Reference>;
