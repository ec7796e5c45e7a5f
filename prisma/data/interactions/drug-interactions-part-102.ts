// Supplement–medicine interactions, part 102 (p12 round): activated charcoal with any medicine, as its UK product
// information says; NAC with cough suppressants, as its leaflet says; and St John's wort with the two integrase
// inhibitors whose EU leaflets say it must never be taken with them.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_P8 } from "./references-p8";
import { REFN } from "./references-nutrients";
import { REF_P12 } from "./references-p12";
import { stJohnsWortLowers, verifiedRecord as record } from "./verified-record";

const SJW_STOPPING =
  "If you already take both, do not stop St John's wort suddenly on your own: speak to your HIV clinic first.";

function neverWithHivMedicine(
  genericName: string,
  drugName: string,
  brandNames: string[],
  leafletSays: string,
  references: DrugInteractionInput["references"],
) {
  return stJohnsWortLowers({
    target: { drugName, genericName, brandNames, drugClass: "HIV medicine (integrase inhibitor)" },
    severityLevel: "contraindicated",
    mechanism:
      "St John's wort makes the liver and gut produce more of the enzymes and pumps that remove this HIV medicine, so less of it reaches the blood.",
    expectedEffect:
      "Less of the HIV medicine in the blood, so it may stop working and the virus may become resistant.",
    clinicalSignificance: leafletSays,
    recommendation: `Do not take St John's wort with ${drugName}. ${SJW_STOPPING}`,
    references,
  });
}

export const DRUG_INTERACTIONS_PART_102: DrugInteractionInput[] = [
  // Every medicine: the records on named groups (antiepileptics, contraceptives, digoxin…) speak instead where one exists.
  record("activated-charcoal", classTarget("any-medicine", "Any medicine"), {
    severityLevel: "moderate",
    interactionType: "reduced_absorption",
    mechanism:
      "Activated charcoal binds substances in the gut, including medicines taken by mouth at about the same time.",
    expectedEffect: "Less of the medicine absorbed, so it may not work as well.",
    clinicalSignificance:
      "The UK product information for J.L. Bragg's Medicinal Charcoal says to consult a pharmacist or doctor before taking it with other medication, as activated charcoal is a powerful adsorbent and may reduce the effect of other medicines.",
    recommendation:
      "Ask your pharmacist or doctor before taking activated charcoal with any medicine, and ask how far apart to take them.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_P8.braggsCharcoalSmpc],
  }),
  // Dextromethorphan's own record speaks for it; codeine painkillers are not in the group.
  record("nac", classTarget("cough-suppressant", "Cough suppressants (such as codeine linctus)"), {
    severityLevel: "moderate",
    interactionType: "opposing_effect",
    mechanism:
      "Acetylcysteine loosens phlegm so that it can be coughed up; a cough suppressant calms the cough that clears it.",
    expectedEffect: "Loosened phlegm may stay in the airways instead of being coughed up.",
    clinicalSignificance:
      "The UK patient leaflet for NACSYS 600 mg effervescent tablets (acetylcysteine) says cough suppressants should not be used at the same time, as you must be able to cough up the loosened phlegm.",
    recommendation:
      "Ask your pharmacist before taking N-acetylcysteine (NAC) with a cough suppressant such as codeine linctus: its leaflet says not to use them at the same time.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REFN.nacsysLeaflet],
  }),
  neverWithHivMedicine(
    "bictegravir",
    "Bictegravir",
    ["Biktarvy"],
    "Biktarvy's EU leaflet lists St John's wort, or products that contain it, among the medicines that must never be taken with it.",
    [REF_P12.biktarvyLeaflet],
  ),
  // Stribild holds the same elvitegravir boosted by cobicistat.
  neverWithHivMedicine(
    "elvitegravir",
    "Elvitegravir",
    ["Genvoya", "Stribild"],
    "Genvoya's EU leaflet lists St John's wort, or products that contain it, among the medicines that must never be taken with it.",
    [REF_P12.genvoyaLeaflet],
  ),
];
