// References first cited in the wthr round, the audit of the catalogue herbs' UK traditional herbal registrations
// statement by statement. Each address is the one the page was read at.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WTHR = {
  /** 4.4: "Patients with signs and symptoms of depression should seek medical advice for appropriate treatment." */
  stressEezeRhodiolaSmpc: {
    title:
      "StressEeze Rhodiola Tablets: summary of product characteristics, section 4.4 (traditional herbal registration)",
    publisher: "UK SmPC, reproduced by medine.co.uk",
    url: "https://medine.co.uk/stresseeze-rhodiola-tablets/summary",
  },
  /**
   * "it should not be combined with strong anticoagulants, such as warfarin (Coumadin) or heparin, except on medical
   * advice. Feverfew might also increase the risk of stomach problems if combined with anti-inflammatory drugs, such as
   * aspirin."
   */
  foundHealthFeverfew: {
    title: "Feverfew: side effects and warnings (safety issues; interactions you should know about)",
    publisher: "FoundHealth",
    url: "https://www.foundhealth.com/feverfew/side-effects-and-warnings",
  },
} satisfies Record<string, Reference>;
