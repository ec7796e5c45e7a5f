// Pages read in the p9 round for its records; each was seen at this address.
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const REF_P9 = {
  /**
   * NHS Specialist Pharmacy Service medicines Q&A: "It has also been suggested that glucosamine should be used with
   * caution in patients taking antiplatelet agents" ... "There is a theoretical risk that glucosamine may interact with
   * doxorubicin and etoposide; because of the potential clinical significance of this interaction, glucosamine should
   * not be used concomitantly."
   */
  spsGlucosamineInteractions: {
    title: "Glucosamine – what are its drug interactions?",
    publisher: "Specialist Pharmacy Service (NHS)",
    url: "https://www.sps.nhs.uk/articles/glucosamine-what-are-its-drug-interactions/",
  },
} as const satisfies Record<string, Reference>;
