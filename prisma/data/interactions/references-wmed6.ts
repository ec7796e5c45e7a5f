// Pages read in the wmed6 round for the records it wrote; each was seen at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WMED4 } from "./references-wmed4";

export const REF_WMED6 = {
  /** 4.4: "The nitrous oxide constituent of ENTONOX causes inactivation of vitamin B12"; no more than 24 hours in total, or every 4 days, without supervision. */
  entonoxMgds: REF_WMED4.entonoxMgds,
  /** 1.1.3: deficiency "can be caused by … problems with the way the body processes the vitamin that are linked to certain medications, operations, conditions or the recreational use of nitrous oxide". */
  niceB12Recommendations: {
    title:
      "Vitamin B12 deficiency in over 16s: diagnosis and management (NICE guideline NG239), recommendations",
    publisher: "NICE",
    url: "https://www.nice.org.uk/guidance/ng239/chapter/Recommendations",
  },
} satisfies Record<string, Reference>;
