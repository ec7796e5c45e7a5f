// Condition records of the wx5 round (blind probes of UK product information for medicines, foods and conditions).
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_HERBS } from "./references-herbs";
import { REF_LICENSED_FORMS } from "./references-licensed-forms";
import { verifiedCondition as checked } from "./verified-record";

export const MEDICAL_CONTRAINDICATIONS_WX5: MedicalContraindicationInput[] = [
  // Cod liver oil is a fish oil: the Omacor caution on fish allergy reaches it as it reaches fish body oil.
  checked({
    ingredient: "cod-liver-oil",
    condition: "fish-allergy",
    conditionName: "Fish allergy",
    conditionSynonyms: ["allergic to fish", "allergy to fish"],
    level: "relative",
    advice:
      "Ask your doctor or an allergy specialist before taking cod liver oil if you are allergic to fish, and stop it if you get any sign of an allergic reaction.",
    why: "cod liver oil is a fish oil, and the product information of Omacor, a medicine made from fish oil, says to use it with caution in people with a known sensitivity or allergy to fish.",
    references: [REF_LICENSED_FORMS.omacorSmpcSection44],
  }),
  // The leaflet lists a family history of an oestrogen-dependent tumour among the reasons to ask first.
  checked({
    ingredient: "black-cohosh",
    condition: "family-history-hormone-dependent-cancer",
    conditionName: "Family history of a hormone-dependent cancer",
    conditionSynonyms: [
      "hormone-dependent cancer in the family",
      "family history of oestrogen-dependent tumour",
    ],
    level: "relative",
    advice:
      "Ask your pharmacist or doctor before taking black cohosh if a close relative has had breast, ovarian or womb cancer.",
    why: "its UK traditional herbal registration leaflet asks women with a family history of oestrogen-dependent tumours to seek their pharmacist's or doctor's advice first, as black cohosh may have hormone-like actions.",
    references: [REF_HERBS.bootsBlackCohoshLeaflet],
  }),
];
