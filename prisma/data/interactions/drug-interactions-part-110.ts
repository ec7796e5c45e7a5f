// Supplement–medicine interactions, part 110 (p32 round): valerian with the medicines taken for sleep or anxiety that
// are neither benzodiazepines nor Z-drugs, as the UK valerian leaflets say not to take it with any of them.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_CONDITIONS as RC } from "./references-conditions";
import { verifiedRecord as record, type RecordTarget, recordTarget as target } from "./verified-record";

const SLEEP_OR_ANXIETY: { target: RecordTarget; takenFor: "sleep" | "anxiety" }[] = [
  { target: target("melatonin", "Melatonin", "Sleep medicine", ["Circadin", "Slenyto"]), takenFor: "sleep" },
  { target: target("daridorexant", "Daridorexant", "Sleep medicine", ["Quviviq"]), takenFor: "sleep" },
  { target: target("clomethiazole", "Clomethiazole", "Sleep medicine", ["Heminevrin"]), takenFor: "sleep" },
  {
    target: target("diphenhydramine", "Diphenhydramine", "Sleep aid (sedating antihistamine)", [
      "Nytol One-A-Night",
    ]),
    takenFor: "sleep",
  },
  {
    target: target("promethazine", "Promethazine", "Sleep aid (sedating antihistamine)", [
      "Sominex",
      "Phenergan",
    ]),
    takenFor: "sleep",
  },
  { target: target("buspirone", "Buspirone", "Medicine for anxiety"), takenFor: "anxiety" },
  {
    target: target("hydroxyzine", "Hydroxyzine", "Medicine for anxiety (sedating antihistamine)", ["Atarax"]),
    takenFor: "anxiety",
  },
];

export const DRUG_INTERACTIONS_PART_110: DrugInteractionInput[] = SLEEP_OR_ANXIETY.map(
  ({ target: medicine, takenFor }) =>
    record("valerian", medicine, {
      severityLevel: "major",
      interactionType: "additive_sedation",
      mechanism: `Valerian is taken for its calming, sleep-promoting effect, which adds to a medicine taken for ${takenFor}.`,
      expectedEffect: "More drowsiness and slower reactions, including the next day.",
      clinicalSignificance:
        "UK valerian leaflets (SleepEezy, Valerina Night-Time) say not to take valerian if you already take a medicine for sleep or anxiety.",
      recommendation: `Do not take valerian while you take ${medicine.drugName.toLowerCase()}; speak to your doctor or pharmacist about ${takenFor === "sleep" ? "sleep" : "anxiety or sleep"}.`,
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [RC.sleepEezyValerianPil, RC.valerinaNightTimePil],
    }),
);
