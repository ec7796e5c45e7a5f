// References first cited in the wnccih2 round (NCCIH herb pages read systematically); each address is the one read.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const NCCIH = "National Center for Complementary and Integrative Health (NIH)";

export const REF_WNCCIH2 = {
  /**
   * What do we know about safety: "There are theoretical reasons to suspect that dandelion might interact with
   * antidiabetes, anticoagulant, antiplatelet, and water pill drugs, among others. If you take any type of medicine or
   * supplements, talk with your health care provider before using dandelion or other herbal products." The current
   * page, read at the address NCCIH's site is also served from (its nccih.nih.gov copies here are older versions).
   */
  nccihDandelionCurrent: {
    title: "Dandelion: usefulness and safety (What Do We Know About Safety?)",
    publisher: `${NCCIH}, served from its CloudFront address`,
    url: "https://d11phh4h66yddz.cloudfront.net/health/dandelion",
  },
  /**
   * What do we know about safety: taking chasteberry in pregnancy or while breastfeeding may not be safe; "It may not
   * be safe for women with hormone-sensitive conditions, such as breast, uterine, or ovarian cancer, to take this
   * herb"; it might interact with birth control pills and drugs for Parkinson's disease or psychosis.
   */
  nccihChasteberry: {
    title: "Chasteberry: usefulness and safety (What Do We Know About Safety?)",
    publisher: NCCIH,
    url: "https://nccih.nih.gov/health/chasteberry",
  },
} satisfies Record<string, Reference>;
