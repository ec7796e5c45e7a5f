// References first cited by the round that read each catalogue ingredient's texts on pregnancy and breastfeeding
// (medical-contraindications-wpreg.ts). Each address is the one read.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WPREG = {
  /** "Little is known about whether it's safe to use rhodiola during pregnancy or while breastfeeding." */
  nccihRhodiola: {
    title: "Rhodiola: usefulness and safety (What Do We Know About Safety?)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://nccih.nih.gov/health/Rhodiola",
  },
} satisfies Record<string, Reference>;
