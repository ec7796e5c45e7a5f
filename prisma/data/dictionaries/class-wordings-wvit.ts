// Wordings from the vitamins' UK product information, read item by item: "iron therapy" (the vitamin E
// suspension SmPC, section 4.4) names the iron medicines the dictionary's iron class holds.
import type { Wordings } from "./class-wordings";

export const CLASS_WORDINGS_WVIT: Wordings = {
  "iron-preparation": ["iron therapy"],
};
