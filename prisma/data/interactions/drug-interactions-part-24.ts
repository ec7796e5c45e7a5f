// Supplement–medicine interactions, part 24: what the vitamins' licensed UK products say about medicines the
// earlier parts did not reach — corticosteroids with vitamin D, stated for the class. Each was checked against
// the text of its references.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REFN } from "./references-nutrients";
import { REF_VIT } from "./references-vit";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_24: DrugInteractionInput[] = [
  // Both texts speak of the class ("systemic corticosteroids", "corticosteroids, e.g. prednisolone,
  // dexamethasone"), so one record reaches every steroid tablet, liquid or injection.
  record("vitamin-d3", classTarget("corticosteroid", "Steroid tablets, liquids and injections"), {
    severityLevel: "minor",
    interactionType: "reduced_effect",
    mechanism:
      "Steroid medicines taken by mouth or injection reduce the calcium absorbed from the gut and work against vitamin D.",
    expectedEffect: "Vitamin D may do less for your bones, so you may need a higher dose.",
    clinicalSignificance:
      "UK product information for calcium with vitamin D3 says systemic corticosteroids reduce calcium absorption and the dose may need increasing; a UK vitamin D3 leaflet says that with corticosteroids such as prednisolone or dexamethasone the vitamin D dose may need to be increased.",
    recommendation:
      "If you take steroid tablets or injections, ask your doctor or pharmacist what dose of vitamin D is right for you; it may need to be higher than usual.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: "Your doctor may advise a higher vitamin D dose.",
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.kalciposD, REF_VIT.vitaminD3Capsules400Leaflet],
  }),
];
