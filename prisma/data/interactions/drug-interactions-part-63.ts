// Supplement–medicine interactions, part 63 (the unread-medicines round, wmed5): medicines added to the dictionary
// whose own product information names a catalogue ingredient. Bedaquiline (Sirturo) names St John's wort among the
// CYP3A4 inducers to avoid. Each record was checked against the text cited.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WMED5 } from "./references-wmed5";
import { stJohnsWortLowers } from "./verified-record";

const STOPPING =
  "If you already take both, do not stop St John's wort on your own: tell the TB team, as the medicine's level rises again over the next 2 weeks or so.";

export const DRUG_INTERACTIONS_PART_63: DrugInteractionInput[] = [
  // Read in a copy of the EU text registered in Israel; the UK emc page was readable only to section 4.2.
  stJohnsWortLowers({
    target: {
      drugName: "Bedaquiline",
      genericName: "bedaquiline",
      brandNames: ["Sirturo"],
      drugClass: "Tuberculosis medicine (diarylquinoline)",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort makes the liver and gut produce more CYP3A4, the main enzyme that breaks bedaquiline down, so its level in the blood falls.",
    expectedEffect:
      "Less bedaquiline in the blood, so drug-resistant tuberculosis may be less well treated; rifampicin, a strong inducer, halved it in a study.",
    clinicalSignificance:
      "Sirturo's product information (section 4.5) says taking bedaquiline with moderate or strong CYP3A4 inducers, naming St John's wort (Hypericum perforatum) among them, should be avoided, as lower levels may reduce its effect.",
    recommendation: `Do not take St John's wort while you take bedaquiline (Sirturo) for tuberculosis. ${STOPPING}`,
    references: [REF_WMED5.sirturoInteractions],
  }),
];
