// Supplement–medicine interactions, part 106 (p24 round): St John's wort with five medicines whose EU leaflets name
// it, pomegranate with neratinib, magnesium with maribavir, and minerals with patiromer (references-p23.ts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_P23 as R } from "./references-p23";
import {
  stJohnsWortLowers,
  stJohnsWortMayLower,
  verifiedRecord as record,
  type RecordTarget,
} from "./verified-record";

const target = (genericName: string, drugName: string, drugClass: string, brand: string): RecordTarget => ({
  drugName,
  genericName,
  brandNames: [brand],
  drugClass,
});

const NERATINIB = target("neratinib", "Neratinib", "Cancer medicine (kinase inhibitor)", "Nerlynx");
const MARIBAVIR = target("maribavir", "Maribavir", "Antiviral (cytomegalovirus)", "Livtencity");

const LOWERS = "St John's wort makes the liver and gut produce more of the enzymes and pumps that remove";
const STOPPING =
  "If you already take both, do not stop St John's wort suddenly on your own: ask your specialist first.";

function neverWith(
  medicine: RecordTarget,
  treats: string,
  leafletSays: string,
  references: [typeof R.tybostLeaflet],
) {
  return stJohnsWortLowers({
    target: medicine,
    severityLevel: "contraindicated",
    mechanism: `${LOWERS} ${medicine.genericName}, so less of it reaches the blood.`,
    expectedEffect: `Less ${medicine.genericName} in the blood, so it may not ${treats}.`,
    clinicalSignificance: leafletSays,
    recommendation: `Do not take St John's wort with ${medicine.drugName}. ${STOPPING}`,
    references,
  });
}

// Patiromer binds other medicines in the gut; its leaflet gives one gap for everything taken by mouth.
function patiromerWith(mineral: "iron" | "magnesium" | "zinc") {
  return record(mineral, target("patiromer", "Patiromer", "Potassium binder", "Veltassa"), {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: `Patiromer may bind other things taken by mouth in the gut, ${mineral} tablets among them.`,
    expectedEffect: `Less ${mineral}, or less patiromer effect, if they are taken together.`,
    clinicalSignificance:
      "The Veltassa leaflet says to use all medicines taken by mouth at least 3 hours before or after it.",
    recommendation: `Take ${mineral} at least 3 hours before or after patiromer.`,
    avoidCombination: false,
    timingSeparationHours: 3,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.veltassaLeaflet],
  });
}

export const DRUG_INTERACTIONS_PART_106: DrugInteractionInput[] = [
  neverWith(
    target("cobicistat", "Cobicistat", "HIV medicine booster", "Tybost"),
    "boost your HIV medicines as it should",
    "The Tybost leaflet says not to take it with medicines containing St John's wort, one of the medicines that should never be taken with it.",
    [R.tybostLeaflet],
  ),
  neverWith(
    target("letermovir", "Letermovir", "Antiviral (cytomegalovirus)", "Prevymis"),
    "prevent cytomegalovirus infection",
    "The Prevymis leaflet says not to take it if you take the herbal product St John's wort.",
    [R.prevymisLeaflet],
  ),
  neverWith(
    NERATINIB,
    "work against the cancer",
    "The Nerlynx leaflet says not to take it if you are taking St John's wort.",
    [R.nerlynxLeaflet],
  ),
  stJohnsWortMayLower({
    target: MARIBAVIR,
    mechanism: `${LOWERS} maribavir, so less of it reaches the blood.`,
    expectedEffect: "Less maribavir in the blood, so it may treat cytomegalovirus less well.",
    clinicalSignificance:
      "The Livtencity leaflet asks you to tell your doctor if you take St John's wort, as your doctor may have to change your medicines or their doses.",
    recommendation: `Ask your transplant team before taking St John's wort with maribavir. ${STOPPING}`,
    references: [R.livtencityLeaflet],
  }),
  stJohnsWortMayLower({
    target: target("mavacamten", "Mavacamten", "Heart medicine (cardiac myosin inhibitor)", "Camzyos"),
    mechanism: `${LOWERS} mavacamten, so less of it reaches the blood.`,
    expectedEffect:
      "Less mavacamten in the blood, so it may work less well; stopping St John's wort raises it again.",
    clinicalSignificance:
      "The Camzyos leaflet names St John's wort among the medicines that can reduce the amount of mavacamten in the body, and says your doctor needs to monitor you closely and may change your dose if you take it, have taken it or change how much you take.",
    recommendation: `Tell your heart team before starting, stopping or changing St John's wort with mavacamten, even now and then. ${STOPPING}`,
    monitoringRequired: "Heart checks, as your heart team advises.",
    references: [R.camzyosLeaflet],
  }),
  record("pomegranate", NERATINIB, {
    severityLevel: "contraindicated",
    interactionType: "possible_interaction",
    mechanism:
      "The leaflet says pomegranate, like grapefruit, may interact with neratinib; it does not say how.",
    expectedEffect: "The leaflet says pomegranate may affect how neratinib works.",
    clinicalSignificance:
      "The Nerlynx leaflet says not to take grapefruit or pomegranate while taking neratinib, including eating them, drinking the juice or taking a supplement that might contain them.",
    recommendation: "Do not take pomegranate supplements, juice or fruit while you take neratinib.",
    avoidCombination: true,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.nerlynxLeaflet],
  }),
  record("magnesium", MARIBAVIR, {
    severityLevel: "minor",
    interactionType: "possible_interaction",
    mechanism:
      "The leaflet lists a magnesium and aluminium antacid among the medicines maribavir interacts with; it does not say how.",
    expectedEffect: "The leaflet does not say how much; your doctor may change a dose.",
    clinicalSignificance:
      "The Livtencity leaflet lists aluminium and magnesium hydroxide antacid among the medicines to tell your doctor about, as your doctor may have to change your medicines or their doses.",
    recommendation: "Tell your transplant team you take magnesium, and ask when to take it.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.livtencityLeaflet],
  }),
  ...(["iron", "magnesium", "zinc"] as const).map(patiromerWith),
];
