// Conditions as the product information read in the wcnd round words them (the UK dandelion root registration's
// section 4.3: "obstruction of the biliary or intestinal tract"; the aloe and linseed laxative leaflets' slack or
// narrowed bowel and retained stool, in English), each naming exactly the dictionary condition it is listed under.
import type { Wordings } from "./class-wordings";

export const CONDITION_WORDINGS_WCND: Wordings = {
  "bile-duct-obstruction": ["obstruction of the biliary tract", "biliary tract obstruction"],
  "bowel-obstruction": ["obstruction of the intestinal tract", "intestinal tract obstruction"],
  // Kräuterlax: "Erschlaffung der Darmmuskulatur (Darmatonie)", the colonic atony the dictionary files as megacolon.
  megacolon: ["slack bowel", "slack large bowel", "bowel atony", "intestinal atony", "atony of the bowel"],
  // Kräuterlax: "Verengung des Darms (Darmstenose)".
  "gut-stricture": [
    "bowel stenosis",
    "intestinal stenosis",
    "stenosis of the bowel",
    "narrowing of the intestine",
  ],
  // Gold Leinsamen: "Stuhlverhalt", recorded as faecal impaction.
  "faecal-impaction": ["retained stool", "stool retention"],
};
