// Groups people type: puberty blockers (GnRH analogues), nerve pain medicines and prostate cancer hormone therapy; members through CLASS_MEMBERS_WCN11.
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

/** LHRH agonists buserelin, goserelin, leuprorelin and triptorelin, with their trade names (European Association of Urology, for patients). */
const EAU_HORMONE_THERAPY: Reference = {
  title: "Hormone therapy for prostate cancer: LHRH agonists, usually given as injections or implants",
  publisher: "European Association of Urology (patient information)",
  url: "https://patients.uroweb.org/hormone-therapy/",
};

/** LHRH antagonists (degarelix) and anti-androgens: "the most commonly used anti-androgens are cyproterone acetate, flutamide, and bicalutamide". */
const EAU_CHEMICAL_CASTRATION: Reference = {
  title:
    "Chemical castration: LHRH agonists, LHRH antagonists (degarelix) and anti-androgens for prostate cancer",
  publisher: "European Association of Urology (patient information)",
  url: "https://patients.uroweb.org/chemical-castration",
};

/** Hormone therapy injections and tablets; "newer hormone therapy drugs such as abiraterone and enzalutamide". */
const MACMILLAN_PROSTATE_HORMONES: Reference = {
  title: "Types of hormonal therapy for advanced prostate cancer",
  publisher: "Macmillan Cancer Support",
  url: "https://www.macmillan.org.uk/information-and-support/prostate-cancer/advanced-prostate-cancer/treating/hormonal-therapies/hormonal-therapies-explained/types-of-hormonal-therapy.html",
};

export const MEDICINE_CLASSES_WCN11: MedicineClass[] = [
  // "Puberty blockers" stays unread: the GnRH analogues the dictionary holds are filed as cancer treatments, whose
  // records would tell a teenager to ask a cancer team.
  // Bare "hormone blockers" stays unread: it is also said of breast and prostate cancer hormone treatments.
  cls("gnrh-analogue", "GnRH analogues", [], NHS_INFORM_GNRH, [
    "GnRH analogues",
    "GnRH analogue",
    "GnRH agonists",
    "GnRH agonist",
    "gonadotrophin-releasing hormone analogues",
    "gonadotropin-releasing hormone analogues",
    "LHRH agonists",
    "LHRH agonist",
  ]),
  // "Hormone therapy for prostate cancer" had read as the medicines for an enlarged prostate (tamsulosin, finasteride).
  cls("prostate-cancer-hormone-therapy", "Prostate cancer hormone therapy", [], EAU_HORMONE_THERAPY, [
    "hormone therapy for prostate cancer",
    "hormone treatment for prostate cancer",
    "hormone injections for prostate cancer",
    "hormone injection for prostate cancer",
    "hormone tablets for prostate cancer",
    "androgen deprivation therapy",
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
    property: "prostate-cancer-hormone-therapy",
    medicines: ["goserelin", "leuprorelin", "triptorelin"],
    sources: [EAU_HORMONE_THERAPY],
  },
  {
    property: "prostate-cancer-hormone-therapy",
    medicines: ["degarelix", "bicalutamide", "cyproterone"],
    sources: [EAU_CHEMICAL_CASTRATION],
  },
  {
    property: "prostate-cancer-hormone-therapy",
    medicines: ["abiraterone", "enzalutamide"],
    sources: [MACMILLAN_PROSTATE_HORMONES],
  },
  {
    property: "nerve-pain-medicine",
    medicines: ["amitriptyline", "duloxetine", "gabapentin", "pregabalin"],
    sources: [NICE_NEUROPATHIC_PAIN],
  },
];
