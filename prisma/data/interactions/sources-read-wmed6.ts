// The read log of the wmed6 round: unread UK medicines and brands; pages whose address fits no kind of this log are told in the notes.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import { readPage } from "./sources-read-page";
import { REF_WMED6 } from "./references-wmed6";

const READ_ON = "2026-12-01";

export const SOURCES_READ_WMED6: SourceReadInput[] = [
  {
    ...readPage("vitamin-b12", "bnf-nice-mhra", REF_WMED6.niceB12Recommendations, {
      outcome: "records",
      records: ["ni-nitrous-oxide-vitamin-b12"],
      note: "Recommendation 1.1.3 names the recreational use of nitrous oxide among the causes of vitamin B12 deficiency. The record's mechanism and limits come from section 4.4 of BOC's UK ENTONOX product information, read in a copy of its medical gas data sheet on docplayer.net (an address this log cannot hold), as the wmed4 round also read it. Unlike that round, which wrote nothing because a supplement does not make the gas safe, this round records the effect on the vitamin as a nutrient effect (as for metformin), so that someone who types Entonox, gas and air or laughing gas is told of it; it asks nothing of a B12 supplement.",
    }),
    dateRead: READ_ON,
  },
];
