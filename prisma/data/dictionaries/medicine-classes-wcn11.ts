// The group people type as "puberty blockers": NHS inform names the GnRH analogues it covers; members through CLASS_MEMBERS_WCN11.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { cls } from "./class-entry";
import type { MechanismMembers } from "./medicine-properties";

/** "GnRH analogues, commonly referred to as puberty suppressing hormones or puberty blockers"; buserelin, gonadorelin, goserelin, leuprorelin, nafarelin, triptorelin. */
const NHS_INFORM_GNRH: Reference = {
  title:
    "Restrictions on puberty suppressing hormones: gonadotropin-releasing hormone analogues (GnRH analogues), commonly referred to as puberty blockers",
  publisher: "NHS inform (Scotland)",
  url: "https://www.nhsinform.scot/campaigns/restrictions-on-puberty-suppressing-hormones/",
};

export const MEDICINE_CLASSES_WCN11: MedicineClass[] = [
  // Bare "hormone blockers" stays unread: it is also said of breast and prostate cancer hormone treatments.
  cls("gnrh-analogue", "GnRH analogues (puberty blockers)", [], NHS_INFORM_GNRH, [
    "puberty blockers",
    "puberty blocker",
    "puberty suppressing hormones",
    "puberty suppressants",
    "GnRH analogues",
    "GnRH analogue",
    "GnRH agonists",
    "GnRH agonist",
    "gonadotrophin-releasing hormone analogues",
    "gonadotropin-releasing hormone analogues",
  ]),
];

/** The dictionary medicines the page names; buserelin, gonadorelin and nafarelin are not in the dictionary. */
export const CLASS_MEMBERS_WCN11: MechanismMembers[] = [
  {
    property: "gnrh-analogue",
    medicines: ["goserelin", "leuprorelin", "triptorelin"],
    sources: [NHS_INFORM_GNRH],
  },
];
