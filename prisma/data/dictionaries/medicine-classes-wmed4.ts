// Class memberships the unread-medicines round (wmed4) sourced for medicines it added; dictionary medicines get them
// through CLASS_MEMBERS_WMED4 (index.ts).
import { REF_WMED4 } from "../interactions/references-wmed4";
import type { MechanismMembers } from "./medicine-properties";

export const CLASS_MEMBERS_WMED4: MechanismMembers[] = [
  // Ketoconazole nearly doubled its blood level through CYP3A4, and its product information rules out strong inducers.
  {
    property: "cyp3a4-substrate",
    medicines: ["praziquantel"],
    sources: [REF_WMED4.ketoconazolePraziquantel, REF_WMED4.praziquantelSmpc],
  },
  // Its product information: a P-gp substrate; ketoconazole raised and rifampicin lowered its level.
  {
    property: "pgp-substrate",
    medicines: ["nintedanib"],
    sources: [REF_WMED4.ofevInteractionsNl, REF_WMED4.ofevTheriaque],
  },
];
