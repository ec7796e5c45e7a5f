// "Anti-TNF" as people and clinic letters write it: the TNF inhibitors, each an immunosuppressant, so the
// immunosuppressant records reach the group while other immunosuppressants' own records stay theirs.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { cls } from "./class-entry";
import type { MechanismMembers } from "./medicine-properties";

/** "The cytokine inhibitors affecting TNF-alpha currently licensed in the UK are adalimumab, certolizumab pegol, etanercept, golimumab, and infliximab." */
const PATIENT_INFO_ANTI_TNF: Reference = {
  title: "Anti-tumour necrosis factor alpha (anti-TNF-alpha): professional reference",
  publisher: "Patient.info (written by UK doctors)",
  url: "https://patient.info/doctor/anti-tumour-necrosis-factor-alpha-anti-tnf-alpha",
};

export const MEDICINE_CLASSES_WTNF: MedicineClass[] = [
  cls("tnf-inhibitor", "TNF inhibitors (anti-TNF medicines)", ["immunosuppressant"], PATIENT_INFO_ANTI_TNF, [
    "TNF inhibitors",
    "TNF alpha inhibitors",
    "anti-TNF",
    "anti-TNF medicines",
    "anti-TNF drugs",
  ]),
];

export const CLASS_MEMBERS_WTNF: MechanismMembers[] = [
  {
    property: "tnf-inhibitor",
    medicines: ["adalimumab", "certolizumab-pegol", "etanercept", "golimumab", "infliximab"],
    sources: [PATIENT_INFO_ANTI_TNF],
  },
];
