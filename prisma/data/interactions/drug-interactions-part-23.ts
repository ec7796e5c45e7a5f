// Supplement–medicine interactions, part 23: St John's wort with the medicines each enzyme it induces breaks down
// (the cyp*-substrate classes of prisma/data/dictionaries/medicine-properties.ts). Its UK product information
// names CYP1A2, CYP2C9, CYP2C19 and CYP3A4; a record on a medicine or a narrower class, such as cyp3a4-dependent,
// still wins (lib/interactions/findings.ts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF } from "./references";
import { REF_CYP } from "./references-cyp";
import { verifiedRecord as record } from "./verified-record";

const SJW_THR_SMPC = {
  title:
    "Herbalstore St John's Wort Tablets (traditional herbal registration): summary of product characteristics, sections 4.3 and 4.5",
  publisher: "UK SmPC, reproduced by imedi.co.uk",
  url: "https://imedi.co.uk/herbalstore-st-johns-wort-tablets/summary",
};

type Enzyme = "CYP3A4" | "CYP2C9" | "CYP2C19" | "CYP1A2";

// Herbalstore's text names CYP1A2, CYP2C9 and CYP3A4; CYP2C19 is named by the Nature's Garden text.
function induced(enzyme: Enzyme): DrugInteractionInput {
  const slug = `${enzyme.toLowerCase()}-substrate`;
  return record("st-johns-wort", classTarget(slug, `Medicines broken down by the liver enzyme ${enzyme}`), {
    severityLevel: "moderate",
    interactionType: "enzyme_induction",
    mechanism: `Your medicine is broken down in the body by the liver enzyme ${enzyme}, among others. St John's wort makes the body produce more of this enzyme, so the medicine may be broken down faster and its level in the blood may fall.`,
    expectedEffect:
      "The medicine may work less well; its level can rise again when St John's wort is stopped.",
    clinicalSignificance: `UK product information for St John's wort says it induces ${enzyme} among other liver enzymes and P-glycoprotein, which can lower the effect of a large number of medicines, and the EU monograph asks for special care with every medicine whose breakdown depends on these enzymes. How much a given medicine is affected depends on how much of it ${enzyme} clears.`,
    recommendation:
      "Ask your pharmacist or doctor before taking St John's wort with this medicine; they may advise against it or check that the medicine still works. If you already take both, do not stop St John's wort suddenly on your own: the medicine's level can rise again as the effect wears off, so speak to your doctor or pharmacist first.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "That the medicine still works as it should, if the two are taken together.",
    evidenceLevel: 1,
    references: [
      enzyme === "CYP2C19" ? REF_CYP.naturesGardenSjwSmpc : SJW_THR_SMPC,
      REF_CYP.naturesGardenSjwSmpc,
      REF.hmpcSjw,
    ].filter((reference, i, all) => all.findIndex(({ url }) => url === reference.url) === i),
  });
}

export const DRUG_INTERACTIONS_PART_23: DrugInteractionInput[] = (
  ["CYP3A4", "CYP2C9", "CYP2C19", "CYP1A2"] as const
).map(induced);
