// The NHS Specialist Pharmacy Service's UK Medicines Information answers on herbal medicines in pregnancy and while
// breastfeeding (medical-contraindications-herbal-class.ts) with the newer
// anticoagulants (drug-interactions-herbal-class.ts) and in liver and kidney disease. Each address is the one read; the key points are quoted.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

const SPS = "Specialist Pharmacy Service (NHS), UK Medicines Information";

export const REF_HERBAL_CLASS = {
  /** "In general, herbal medicines should be avoided by pregnant women." */
  herbalPregnancy: {
    title: "Is it safe to take herbal medicines during pregnancy? (key points)",
    publisher: SPS,
    url: "https://www.sps.nhs.uk/articles/is-it-safe-to-take-herbal-medicines-during-pregnancy/",
  },
  /** "It is generally advised that breastfeeding mothers avoid herbal medicines." */
  herbalBreastfeeding: {
    title: "Is it safe for breastfeeding women to take herbal medicines? (key points)",
    publisher: SPS,
    url: "https://www.sps.nhs.uk/articles/is-it-safe-for-breastfeeding-women-to-take-herbal-medicines/",
  },
  /** "Interactions between herbal medicines and conventional medicines are poorly studied and may be unpredictable." */
  herbalWithNoacs: {
    title:
      "Is it safe to take herbal medicines with non-vitamin K antagonist oral anticoagulants (NOACs)? (summary)",
    publisher: SPS,
    url: "https://www.sps.nhs.uk/articles/is-it-safe-to-take-herbal-medicines-with-non-vitamin-k-antagonist-oral-anticoagulants-noacs/",
  },
  /** "The safety of many herbal medicines has not been established in high-risk patients… It is advisable that these people avoid herbal medicines." */
  herbalQuestionsToAsk: {
    title: "Questions to ask when reviewing herbal medicines and interactions (high-risk patients)",
    publisher: SPS,
    url: "https://www.sps.nhs.uk/articles/questions-to-ask-when-reviewing-herbal-medicines-and-interactions/",
  },
} satisfies Record<string, Reference>;
