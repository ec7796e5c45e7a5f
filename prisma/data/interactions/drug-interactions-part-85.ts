// Supplement–medicine interactions, part 85 (wfn round): NAC with activated charcoal and with carbamazepine.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WFN } from "./references-wfn";
import { REFN } from "./references-nutrients";
import { verifiedRecord as record } from "./verified-record";

export const DRUG_INTERACTIONS_PART_85: DrugInteractionInput[] = [
  // No gap in hours, as the leaflet gives none. The id comes from the hyphenated name; matching uses the typed one.
  {
    ...record(
      "nac",
      {
        drugName: "Activated charcoal",
        genericName: "activated-charcoal",
        brandNames: ["Charcodote", "Carbomix"],
        drugClass: "Adsorbent (poisoning, diarrhoea)",
      },
      {
        severityLevel: "minor",
        interactionType: "reduced_effect",
        mechanism: "Activated charcoal may hold on to acetylcysteine (NAC) in the gut, so less of it works.",
        expectedEffect: "NAC may work less well.",
        clinicalSignificance:
          "The UK leaflet of acetylcysteine 600 mg effervescent tablets (NACSYS) says that if you use activated charcoal, a medicine for traveller's diarrhoea, it may decrease the effect of the tablets.",
        recommendation:
          "Tell your pharmacist if you use activated charcoal while taking NAC, and ask how to space the two.",
        avoidCombination: false,
        timingSeparationHours: null,
        medicalSupervision: false,
        dosageModification: null,
        monitoringRequired: null,
        evidenceLevel: 1,
        references: [REFN.nacsysLeaflet],
      },
    ),
    genericName: "activated charcoal",
  },
  // A Spanish leaflet, not the UK one (which does not name it): asks, as the text says only that the effect may drop.
  record(
    "nac",
    {
      drugName: "Carbamazepine",
      genericName: "carbamazepine",
      brandNames: ["Tegretol"],
      drugClass: "Antiepileptic",
    },
    {
      severityLevel: "moderate",
      interactionType: "reduced_effect",
      mechanism: "Acetylcysteine (NAC) may lower the level of carbamazepine in the blood.",
      expectedEffect:
        "Carbamazepine may work less well, so seizures or the condition it treats may be less well controlled.",
      clinicalSignificance:
        "The Spanish leaflet of acetylcysteine 600 mg effervescent tablets says that using acetylcysteine with carbamazepine may reduce the effectiveness of carbamazepine because its blood levels fall.",
      recommendation:
        "Ask the doctor or pharmacist who looks after your carbamazepine before taking NAC, and tell them if your seizures or symptoms change.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: "Seizure or symptom control; carbamazepine levels if the prescriber advises.",
      evidenceLevel: 1,
      references: [REF_WFN.notusMucusLeaflet],
    },
  ),
];
