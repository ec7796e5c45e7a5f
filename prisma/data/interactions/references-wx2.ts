// Pages read in the wx2 round (a blind probe of NIH NCCIH, NIH ODS, NCI and NHS texts) for its records; each was seen
// at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_WX2 = {
  /**
   * NCCIH Clinical Digest for health professionals, "Herb-Drug Interactions" (July 2021), its table of herbal
   * supplements and potential interactions: "The risk of interactions between black cohosh and medicines appears to
   * be small. A 2017 review found that black cohosh has an overall low risk of drug interactions but may reduce the
   * effectiveness of statins." The same table: "Studies suggest that garlic supplements may interfere with the
   * effectiveness of some drugs, including saquinavir, a drug used to treat HIV infection."
   */
  nccihDigestHerbDrug: {
    title: "Herb-Drug Interactions (NCCIH Clinical Digest for health professionals, July 2021)",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://nccih.nih.gov/health/providers/digest/herb-drug",
  },
  /**
   * NCCIH Clinical Digest, "Herb-Drug Interactions: What the Science Says" (December 2024), Asian ginseng, "Potential
   * for Herb-Drug Interactions": "There are uncertainties about whether ginseng might interact with certain
   * medications, such as calcium channel blockers and other high blood pressure medications, as well as statin
   * medications and some antidepressants." and "Studies on the effect of Asian ginseng on the anticoagulant warfarin
   * have had mixed results."
   */
  nccihDigestScienceGinseng: {
    title:
      "Herb-Drug Interactions: What the Science Says (NCCIH Clinical Digest, December 2024), Asian ginseng",
    publisher: "National Center for Complementary and Integrative Health (NIH)",
    url: "https://nccih.nih.gov/health/providers/digest/herb-drug-interactions-science?nav=govdcd",
  },
} satisfies Record<string, Reference>;
