// References first cited by the wukmi round: NHS pharmacists' answers (UK Medicines Information) read after a blind
// probe of supplement–condition pairs (docs/knowledge-base.md section 4). Each address is the one read.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WUKMI = {
  /** "It is advisable to avoid glucosamine for patients with severe renal impairment and those on dialysis until more data are available"; caution and monitoring in renal impairment. */
  glucosamineRenalQa: {
    title:
      "What can you recommend to patients with renal impairment about taking glucosamine? (UK Medicines Information Q&A)",
    publisher:
      "The Pharmaceutical Journal (Royal Pharmaceutical Society), from UK Medicines Information (NHS)",
    url: "https://pharmaceutical-journal.com/article/ld/what-can-you-recommend-to-patients-with-renal-impairment-about-taking-glucosamine",
  },
} satisfies Record<string, Reference>;
