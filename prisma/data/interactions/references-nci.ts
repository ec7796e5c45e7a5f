// References first cited by the NCCIH/NCI round (drug-interactions-part-27.ts, medical-contraindications-nci.ts).
// Each address is the one the page was read at; a copy is cited only beside the official page, for the part of its
// text that the official page's stored text did not reach.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const NCCIH = "National Center for Complementary and Integrative Health (NIH)";
const NCCIH_BULLETIN = "National Center for Complementary and Integrative Health (NIH), via GovDelivery";

export const REF_NCI = {
  /**
   * Safety: may be safe up to 3 months; may cause drowsiness, stomach upset, diarrhoea and vomiting. The stored text
   * of this address stops there; the rest of the same section was read in the verbatim copy below.
   */
  nccihAshwagandha: {
    title: "Ashwagandha: usefulness and safety (What Do We Know About Safety?)",
    publisher: NCCIH,
    url: "https://nccih.nih.gov/health/ashwagandha",
  },
  /**
   * The same safety section in full: might interact with medicines for diabetes and high blood pressure,
   * immunosuppressants, sedatives, anticonvulsants and thyroid hormone medicines; not recommended before surgery
   * or with autoimmune or thyroid disorders; people with hormone-sensitive prostate cancer should avoid it.
   */
  nccihAshwagandhaCopy: {
    title: "Ashwagandha: NCCIH's 'What Do We Know About Safety?' section, reproduced in full",
    publisher: "Herbalopedia (verbatim copy of the NCCIH ashwagandha page)",
    url: "https://herbalopedia.com/ashwagandha",
  },
  /** Not recommended for people with autoimmune or thyroid disorders or hormone-sensitive prostate cancer. */
  nccihBulletinAshwagandha: {
    title: "Ashwagandha: Science and Safety (NCCIH e-mail bulletin)",
    publisher: NCCIH_BULLETIN,
    url: "https://content.govdelivery.com/accounts/USNIHNCCIH/bulletins/3764d56",
  },
  /** Older fact sheet: kava may interact with several drugs, including drugs used for Parkinson's disease; it can cause drowsiness. */
  nccihKavaFactSheet: {
    title: "Kava: fact sheet (Side Effects and Cautions)",
    publisher: NCCIH,
    url: "https://nccih.nih.gov/health/kava?nav=gsa",
  },
  /** Kava may have special risks in pregnancy or breastfeeding because of harmful pyrone constituents. */
  nccihKava: {
    title: "Kava: usefulness and safety (What Do We Know About Safety?)",
    publisher: NCCIH,
    url: "https://www.nccih.nih.gov/health/kava",
  },
  /**
   * Black cohosh and St John's wort supplements may interfere with the effectiveness of fexofenadine (Allegra);
   * goldenseal, St John's wort, kratom and CBD may interact with many medicines, including those sold without a
   * prescription. Read at the address NCCIH's site is also served from.
   */
  nccihOverTheCounter: {
    title:
      "Know the Science: How medications and supplements can interact — interactions with over-the-counter medications",
    publisher:
      "National Center for Complementary and Integrative Health (NIH), served from its CloudFront address",
    url: "https://d11phh4h66yddz.cloudfront.net/health/know-science/how-medications-and-supplements-can-interact/interactions-with-over-the-counter-medications",
  },
  /**
   * Six tips on herbs with a high risk of interactions: concentrated green tea supplements can interact with
   * pseudoephedrine; people taking Asian ginseng, St John's wort and others with a narrow-therapeutic-index medicine
   * (digoxin, cyclosporine, warfarin and others) should be closely monitored; concentrated garlic extracts can thin
   * the blood, a problem around surgery; goldenseal has a high interaction risk with some medicines.
   */
  nccihTipsHerbsInteract: {
    title: "6 Tips: How Herbs Can Interact With Medicines",
    publisher: NCCIH,
    url: "https://www.nccih.nih.gov/health/tips/tips-how-herbs-can-interact-with-medicines",
  },
} satisfies Record<string, Reference>;
