// A family history of a hormone-dependent cancer, which UK black cohosh leaflets ask about. Relatives' cancers are
// otherwise someone else's illness; `lib/interactions/dictionary.ts` reads a blood relative's breast, ovarian or
// womb cancer as this condition.
import type { Condition } from "../../../lib/interactions/dictionary-schema";

export const CONDITIONS_WFAM: Condition[] = [
  {
    slug: "family-history-hormone-dependent-cancer",
    name: "Family history of a hormone-dependent cancer",
    synonyms: [
      "hormone-dependent cancer in the family",
      "family history of oestrogen-dependent tumour",
      "family history of oestrogen dependent tumours",
      "family history of hormone-dependent cancer",
    ],
    parents: [],
    references: [
      {
        title:
          "Familial breast cancer: first steps, finding out about your family history (first- and second-degree blood relatives)",
        publisher: "NICE (CG164, information for the public)",
        url: "https://nice.org.uk/guidance/cg164/ifp/chapter/first-steps-finding-out-about-your-family-history",
      },
    ],
  },
];
