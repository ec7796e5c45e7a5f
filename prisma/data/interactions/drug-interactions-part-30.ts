// Supplement–medicine interactions, part 30: what the medicines' own product information says about supplements,
// read from the medicine's side. Eltrombopag's names selenium among the polyvalent cations that bind it; the other
// minerals it names reach it through the binds-polyvalent-cations class. Each record was checked against its text.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { verifiedRecord as record } from "./verified-record";
import { REF_MEDSIDE } from "./references-medside";

export const DRUG_INTERACTIONS_PART_30: DrugInteractionInput[] = [
  // The EU SmPC text (read in French and Dutch) gives 4 hours either side; the page cited gives 2 before, 4 after.
  record(
    "selenium",
    {
      drugName: "Eltrombopag",
      genericName: "eltrombopag",
      brandNames: ["Revolade"],
      drugClass: "Thrombopoietin receptor agonist",
    },
    {
      severityLevel: "moderate",
      interactionType: "chelation",
      mechanism:
        "Eltrombopag binds (chelates) polyvalent cations such as selenium, iron, calcium, magnesium and zinc in the gut, and the bound medicine is poorly absorbed.",
      expectedEffect: "Less eltrombopag is absorbed, so it may raise your platelet count less well.",
      clinicalSignificance:
        "HealthLinkBC's medication page on eltrombopag (Revolade) says to take it at least 2 hours before or 4 hours after products containing magnesium, aluminium or calcium, and to follow the same instructions with iron, selenium and zinc, because these products may keep eltrombopag from working well. The EU product information, read in French and Dutch, names selenium among the polyvalent cations in mineral supplements to keep at least 4 hours from eltrombopag.",
      recommendation:
        "Leave at least 4 hours between eltrombopag and selenium supplements or multivitamins with minerals, and ask your haematology team or pharmacist how to time them.",
      avoidCombination: false,
      timingSeparationHours: 4,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_MEDSIDE.eltrombopagHealthLinkBc],
    },
  ),
];
