// Groups people type: "puberty blockers" (NHS inform names the GnRH analogues) and nerve pain medicines (NICE CG173); members through CLASS_MEMBERS_WCN11.
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

/** "Your doctor should offer you treatment with amitriptyline, duloxetine, gabapentin or pregabalin" (all neuropathic pain but trigeminal neuralgia). */
const NICE_NEUROPATHIC_PAIN: Reference = {
  title:
    "Neuropathic pain in adults (NICE CG173), information for the public: all types of neuropathic pain except trigeminal neuralgia",
  publisher: "NICE",
  url: "https://nice.org.uk/guidance/cg173/ifp/chapter/All-types-of-neuropathic-pain-except-trigeminal-neuralgia",
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
  // "Nerve pain tablets" had read as painkillers: NICE's four first choices are an antidepressant or an antiepileptic.
  cls("nerve-pain-medicine", "Medicines for nerve pain", [], NICE_NEUROPATHIC_PAIN, [
    "neuropathic pain medicines",
    "neuropathic pain medication",
  ]),
];

/** The dictionary medicines the pages name; buserelin, gonadorelin and nafarelin are not in the dictionary. */
export const CLASS_MEMBERS_WCN11: MechanismMembers[] = [
  {
    property: "gnrh-analogue",
    medicines: ["goserelin", "leuprorelin", "triptorelin"],
    sources: [NHS_INFORM_GNRH],
  },
  {
    property: "nerve-pain-medicine",
    medicines: ["amitriptyline", "duloxetine", "gabapentin", "pregabalin"],
    sources: [NICE_NEUROPATHIC_PAIN],
  },
];
