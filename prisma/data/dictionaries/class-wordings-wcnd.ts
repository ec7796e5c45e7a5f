// Conditions as the product information read in the wcnd round words them (the UK dandelion root registration's
// section 4.3: "obstruction of the biliary or intestinal tract"), each naming exactly the dictionary condition it is
// listed under.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCND: Wordings = {
  "bile-duct-obstruction": ["obstruction of the biliary tract", "biliary tract obstruction"],
  "bowel-obstruction": ["obstruction of the intestinal tract", "intestinal tract obstruction"],
};
