// Supplement–medicine interactions, part 106 (p24 and p25 rounds): St John's wort with the medicines whose EU leaflets
// name it, pomegranate with neratinib, magnesium with maribavir and tacrolimus, and minerals with patiromer
// (references-p23.ts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_P23 as R } from "./references-p23";
import {
  stJohnsWortLowers,
  stJohnsWortMayLower,
  leafletTarget,
  verifiedRecord as record,
  type RecordTarget,
} from "./verified-record";

const NERATINIB = leafletTarget("neratinib", "Neratinib", "Cancer medicine (kinase inhibitor)", "Nerlynx");
const MARIBAVIR = leafletTarget("maribavir", "Maribavir", "Antiviral (cytomegalovirus)", "Livtencity");
const SONIDEGIB = leafletTarget(
  "sonidegib",
  "Sonidegib",
  "Cancer medicine (hedgehog pathway inhibitor)",
  "Odomzo",
);

export const LOWERS =
  "St John's wort makes the liver and gut produce more of the enzymes and pumps that remove";
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
  return record(mineral, leafletTarget("patiromer", "Patiromer", "Potassium binder", "Veltassa"), {
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
    leafletTarget("cobicistat", "Cobicistat", "HIV medicine booster", "Tybost"),
    "boost your HIV medicines as it should",
    "The Tybost leaflet says not to take it with medicines containing St John's wort, one of the medicines that should never be taken with it.",
    [R.tybostLeaflet],
  ),
  neverWith(
    leafletTarget("letermovir", "Letermovir", "Antiviral (cytomegalovirus)", "Prevymis"),
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
    target: leafletTarget("mavacamten", "Mavacamten", "Heart medicine (cardiac myosin inhibitor)", "Camzyos"),
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
  stJohnsWortMayLower({
    target: leafletTarget("cladribine", "Cladribine", "MS medicine", "Mavenclad"),
    mechanism:
      "St John's wort makes the gut and liver produce more of the pumps that move cladribine, which may change how much of it reaches the blood.",
    expectedEffect: "The leaflet does not say how; your doctor will tell you what to do.",
    clinicalSignificance:
      "The Mavenclad leaflet asks you to talk to your doctor if you are or have been taking St John's wort, and says your doctor will tell you what to do.",
    recommendation: `Talk to your MS team before taking St John's wort with cladribine. ${STOPPING}`,
    references: [R.mavencladLeaflet],
  }),
  record(
    "magnesium",
    {
      drugName: "Tacrolimus",
      genericName: "tacrolimus",
      brandNames: ["Envarsus", "Advagraf", "Prograf"],
      drugClass: "Transplant immunosuppressant",
    },
    {
      severityLevel: "minor",
      interactionType: "altered_drug_level",
      mechanism: "A magnesium and aluminium antacid can change the blood level of tacrolimus.",
      expectedEffect: "A changed tacrolimus level, which your transplant team checks with blood tests.",
      clinicalSignificance:
        "The Envarsus leaflet lists the antacid magnesium-aluminium-hydroxide among the medicines to tell your doctor about, as they can affect tacrolimus blood levels.",
      recommendation: "Tell your transplant team you take magnesium before you start or stop it.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: "Tacrolimus blood levels, as your transplant team advises.",
      evidenceLevel: 1,
      references: [R.envarsusLeaflet],
    },
  ),
  neverWith(
    leafletTarget("vismodegib", "Vismodegib", "Cancer medicine (hedgehog pathway inhibitor)", "Erivedge"),
    "work against the cancer",
    "The Erivedge leaflet says not to take it if you are also taking St John's wort, which must not be used at the same time.",
    [R.erivedgeLeaflet],
  ),
  neverWith(
    leafletTarget("midostaurin", "Midostaurin", "Cancer medicine (kinase inhibitor)", "Rydapt"),
    "work against the illness",
    "The Rydapt leaflet says not to take it if you are already taking St John's wort, which must be avoided during treatment.",
    [R.rydaptLeaflet],
  ),
  stJohnsWortMayLower({
    target: SONIDEGIB,
    mechanism: `${LOWERS} sonidegib, so less of it reaches the blood.`,
    expectedEffect: "Less sonidegib in the blood, so it may work less well against the cancer.",
    clinicalSignificance:
      "The Odomzo leaflet names St John's wort among the medicines to be used with caution or possibly avoided during treatment.",
    recommendation: `Ask your cancer team before taking St John's wort with sonidegib. ${STOPPING}`,
    references: [R.odomzoLeaflet],
  }),
  record("niacin", SONIDEGIB, {
    severityLevel: "moderate",
    interactionType: "additive_effect",
    mechanism:
      "Sonidegib can damage muscle, and the leaflet names niacin beside statins among the medicines that add to that.",
    expectedEffect: "A higher chance of muscle pain, weakness or muscle damage.",
    clinicalSignificance:
      "The Odomzo leaflet names vitamin B3 (niacin) among the medicines to be used with caution or possibly avoided during treatment.",
    recommendation:
      "Ask your cancer team before taking niacin with sonidegib, and tell them at once about unexplained muscle pain or weakness.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: "Muscle enzyme (CK) blood tests, as your cancer team advises.",
    evidenceLevel: 1,
    references: [R.odomzoLeaflet],
  }),
  record(
    "turmeric-curcumin",
    leafletTarget("talazoparib", "Talazoparib", "Cancer medicine (PARP inhibitor)", "Talzenna"),
    {
      severityLevel: "contraindicated",
      interactionType: "increased_effect",
      mechanism: "The leaflet says curcumin may increase talazoparib's side effects; it does not say how.",
      expectedEffect: "More of talazoparib's side effects.",
      clinicalSignificance:
        "The Talzenna leaflet says not to use curcumin in food supplements while taking talazoparib, as it may increase its side effects, and not to use large amounts of turmeric root; spices in food are not likely to cause a problem.",
      recommendation:
        "Do not take turmeric or curcumin supplements while you take talazoparib; turmeric used as a spice in food is fine.",
      avoidCombination: true,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.talzennaLeaflet],
    },
  ),
  ...(["calcium", "magnesium"] as const).map((mineral) =>
    record(mineral, leafletTarget("sotorasib", "Sotorasib", "Cancer medicine (KRAS inhibitor)", "Lumykras"), {
      severityLevel: "minor",
      interactionType: "reduced_absorption",
      mechanism:
        "Sotorasib needs stomach acid to be absorbed, and calcium carbonate and magnesium hydroxide neutralise it.",
      expectedEffect: "Less sotorasib absorbed if they are taken too close together.",
      clinicalSignificance:
        "The Lumykras leaflet says that with an antacid such as magnesium hydroxide or calcium carbonate, sotorasib should be taken either 4 hours before or 10 hours after it.",
      recommendation: `Take sotorasib 4 hours before, or 10 hours after, ${mineral}.`,
      avoidCombination: false,
      timingSeparationHours: 10,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.lumykrasLeaflet],
    }),
  ),
];
