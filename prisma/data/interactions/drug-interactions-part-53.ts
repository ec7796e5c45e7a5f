// Supplement–medicine interactions, part 53: what medicines' own product information says about supplements, found
// by its words rather than from the supplement's side. Xofluza (baloxavir) names five minerals in oral supplements
// not to be taken with it; Senshio (ospemifene) names St John's wort among the enzyme inducers expected to lower it;
// Rukobia (fostemsavir) is contraindicated with it, and Emend (aprepitant) not recommended with it.
// Each was checked against the text cited.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WMEDS } from "./references-wmeds";
import { type RecordTarget, verifiedRecord as record, stJohnsWortLowers } from "./verified-record";

const BALOXAVIR: RecordTarget = {
  drugName: "Baloxavir marboxil",
  genericName: "baloxavir marboxil",
  brandNames: ["Xofluza"],
  drugClass: "Flu antiviral (cap-dependent endonuclease inhibitor)",
};

type Mineral = "iron" | "zinc" | "selenium" | "calcium" | "magnesium";

// "Xofluza should not be taken with products that contain polyvalent cations such as laxatives, antacids or oral
// supplements containing iron, zinc, selenium, calcium or magnesium." No gap is given, so none is set; the single
// dose is what the advice protects.
function withBaloxavir(mineral: Mineral): DrugInteractionInput {
  return {
    ...record(mineral, BALOXAVIR, {
      severityLevel: "moderate",
      interactionType: "chelation",
      mechanism: `Products that contain ${mineral} and other polyvalent cations may lower the amount of baloxavir in the blood.`,
      expectedEffect: "Less baloxavir in the blood, so the single dose may treat or prevent flu less well.",
      clinicalSignificance: `Sections 4.2 and 4.5 of the Xofluza (baloxavir marboxil) summary of product characteristics say it should not be taken with products that contain polyvalent cations such as laxatives, antacids or oral supplements containing iron, zinc, selenium, calcium or magnesium. It gives no safe gap.`,
      recommendation: `Do not take a ${mineral} supplement, or a multivitamin with minerals, at the same time as your Xofluza dose. The product information gives no safe gap, so ask your pharmacist when you can take the supplement again.`,
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_WMEDS.xofluzaEuSmpc],
    }),
    id: `di-${mineral}-baloxavir-marboxil`,
  };
}

export const DRUG_INTERACTIONS_PART_53: DrugInteractionInput[] = [
  ...(["iron", "zinc", "selenium", "calcium", "magnesium"] as const).map(withBaloxavir),
  // "Would be expected to decrease the exposure of ospemifene, which may decrease the clinical effect": an expected
  // effect, not a contraindication, so it asks rather than blocks.
  record(
    "st-johns-wort",
    {
      drugName: "Ospemifene",
      genericName: "ospemifene",
      brandNames: ["Senshio"],
      drugClass: "Selective oestrogen receptor modulator for vaginal dryness after the menopause",
    },
    {
      severityLevel: "moderate",
      interactionType: "enzyme_induction",
      mechanism:
        "St John's wort speeds up the liver enzymes that break down ospemifene, as rifampicin, a strong enzyme inducer, does.",
      expectedEffect: "Less ospemifene in the blood, so it may work less well.",
      clinicalSignificance:
        "Ospemifene's product information says rifampicin, a strong CYP3A and CYP2C9 inducer, lowered ospemifene exposure (AUC) by 58%, and that taking it with strong enzyme inducers such as carbamazepine, phenytoin, St John's wort and rifabutin would be expected to lower it too, which may reduce its effect.",
      recommendation:
        "Speak to your doctor or pharmacist before taking St John's wort with ospemifene (Senshio), as it may stop it working as well.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: true,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [REF_WMEDS.ospemifeneInteractions, REF_WMEDS.senshioEuSmpc],
    },
  ),
  // Contraindicated in the US maker's table and in the EU leaflet, as with the strong CYP3A inducers it names
  // (carbamazepine, phenytoin, rifampicin, enzalutamide, mitotane); the UK SmPC's section 4.3 was not readable here.
  stJohnsWortLowers({
    target: {
      drugName: "Fostemsavir",
      genericName: "fostemsavir",
      brandNames: ["Rukobia"],
      drugClass: "HIV attachment inhibitor",
    },
    severityLevel: "contraindicated",
    mechanism:
      "St John's wort speeds up the breakdown of temsavir, the form of fostemsavir that acts on HIV, as strong CYP3A4 inducers such as rifampicin do.",
    expectedEffect: "Levels of the HIV medicine fall, risking treatment failure and drug resistance.",
    clinicalSignificance:
      "The maker's summary of the US prescribing information lists St John's wort (Hypericum perforatum) with enzalutamide, carbamazepine, phenytoin, rifampicin and mitotane as lowering temsavir, with co-administration contraindicated; the EU patient leaflet says not to take Rukobia with medicines containing St John's wort.",
    recommendation:
      "Do not take St John's wort with fostemsavir (Rukobia); speak to your HIV clinic or pharmacist before stopping or starting either.",
    monitoringRequired: "Viral load if St John's wort has been taken.",
    references: [REF_WMEDS.rukobiaUsInteractions, REF_WMEDS.rukobiaEuLeaflet],
  }),
  // "Not recommended" in the EU text as Germany's medicines list gives it (read in German); the UK SmPC's section
  // 4.5 was not readable here. Blocked, as "not recommended" is read throughout the knowledge base.
  stJohnsWortLowers({
    target: {
      drugName: "Aprepitant",
      genericName: "aprepitant",
      brandNames: ["Emend"],
      drugClass: "Anti-sickness medicine (NK1 receptor antagonist) used with chemotherapy",
    },
    severityLevel: "major",
    mechanism:
      "St John's wort speeds up CYP3A4, the liver enzyme that breaks aprepitant down, as rifampicin, phenytoin and carbamazepine do.",
    expectedEffect: "Less aprepitant in the blood, so it may prevent sickness after chemotherapy less well.",
    clinicalSignificance:
      "The EU product information of Emend, as Germany's medicines list (Rote Liste) summarises it, says CYP3A4 inducers such as rifampicin, phenytoin, carbamazepine and phenobarbital may lower aprepitant levels, and that preparations containing St John's wort (Hypericum perforatum) are not recommended with it.",
    recommendation:
      "Do not take St John's wort while you are having aprepitant (Emend) unless your cancer team agrees; tell them if you have been taking it.",
    references: [REF_WMEDS.emendRoteListe],
  }),
];
