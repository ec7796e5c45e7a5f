// Class memberships the unread-medicines round (wmed5) sourced for medicines it added; dictionary medicines get them
// through CLASS_MEMBERS_WMED5 (index.ts).
import { REF_WMED5 } from "../interactions/references-wmed5";
import type { MechanismMembers } from "./medicine-properties";

export const CLASS_MEMBERS_WMED5: MechanismMembers[] = [
  // Esbriet's product information: CYP1A2 inhibitors (enoxacin, ciprofloxacin, fluvoxamine) raise its level.
  {
    property: "cyp1a2-substrate",
    medicines: ["pirfenidone"],
    sources: [REF_WMED5.pirfenidoneInteractions],
  },
  // Sirturo's section 4.5: "CYP3A4 is the major CYP isoenzyme involved in vitro in the metabolism of bedaquiline".
  {
    property: "cyp3a4-substrate",
    medicines: ["bedaquiline"],
    sources: [REF_WMED5.sirturoInteractions],
  },
];
