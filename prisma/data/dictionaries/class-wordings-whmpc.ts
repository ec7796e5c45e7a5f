// Groups and conditions as the herbal product texts read beside the EU herbal monographs word them. Each names
// that one group or condition.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WHMPC: Wordings = {
  // Passionflower product information, as PTA-Forum gives it: no "synthetic sedatives such as benzodiazepines".
  sedative: ["synthetic sedatives", "synthetic sedative medicines"],
};

export const CONDITION_WORDINGS_WHMPC: Wordings = {
  // Peppermint Water BP 1973 SmPC, section 4.3: "Obstructions of bile ducts, cholangitis, gallstones".
  "bile-duct-obstruction": ["obstructions of bile ducts", "obstructions of the bile ducts"],
  // Venaforce (horse chestnut) SmPC, section 4.4: "cardiac or renal insufficiency"; renal insufficiency reads already.
  "heart-failure": ["cardiac insufficiency", "heart insufficiency"],
  // Peppermint Water BP 1973 SmPC, section 4.4: "gastroesophageal reflux (heartburn)".
  gord: ["gastroesophageal reflux", "gastro-oesophageal reflux"],
};
