// Groups as the herb texts read in the round on herbs without readable product information word them. Each names
// that one group.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WHERB4: Wordings = {
  // The Merck Manual's chamomile page (copy at medicine.com): chamomile may "decrease the absorption of iron
  // supplements"; typed among medicines it means iron tablets or liquids.
  "iron-preparation": ["iron supplements"],
};
