// Supplement–medicine interactions, part 108 (p27 round): St John's wort with fosaprepitant, which the body turns
// into aprepitant; vitamins A, D and E with odevixibat; bleeding supplements with pirtobrutinib; goldenseal and St
// John's wort with eliglustat; caffeine with vemurafenib (references-p23.ts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { btkBleeding } from "./drug-interactions-part-101";
import { REF_P23 as R } from "./references-p23";
import { REF_WMEDS } from "./references-wmeds";
import {
  leafletTarget,
  stJohnsWortLowers,
  stJohnsWortMayLower,
  verifiedRecord as record,
} from "./verified-record";

const PIRTOBRUTINIB = leafletTarget(
  "pirtobrutinib",
  "Pirtobrutinib",
  "Anticancer medicine (kinase inhibitor)",
  "Jaypirca",
);
const ELIGLUSTAT = leafletTarget("eliglustat", "Eliglustat", "Gaucher disease medicine", "Cerdelga");

const ODEVIXIBAT = leafletTarget(
  "odevixibat",
  "Odevixibat",
  "Liver medicine (bile acid transport inhibitor)",
  "Bylvay",
);

function odevixibatWith(
  ingredient: "vitamin-a" | "vitamin-d3" | "vitamin-e" | "cod-liver-oil",
  vitamins: string,
) {
  return record(ingredient, ODEVIXIBAT, {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism:
      "Odevixibat keeps bile acids in the gut, and vitamins that dissolve in fat need bile to be absorbed.",
    expectedEffect: `Less ${vitamins} absorbed.`,
    clinicalSignificance:
      "The Bylvay leaflet says odevixibat may affect the absorption of fat-soluble vitamins such as vitamins A, D and E, and that the doctor may check their levels.",
    recommendation: `Tell the doctor who prescribes odevixibat about ${vitamins} you take, so that blood levels can guide the dose.`,
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: "Vitamin A, D and E levels, as the doctor advises.",
    evidenceLevel: 1,
    references: [R.bylvayLeaflet],
  });
}

export const DRUG_INTERACTIONS_PART_108: DrugInteractionInput[] = [
  // As for aprepitant: Emend's EU text does not recommend St John's wort, and Ivemend's leaflet asks first.
  stJohnsWortLowers({
    target: leafletTarget(
      "fosaprepitant",
      "Fosaprepitant",
      "Anti-sickness medicine (NK1 receptor antagonist) given by drip with chemotherapy",
      "Ivemend",
    ),
    severityLevel: "major",
    mechanism:
      "St John's wort speeds up CYP3A4, the liver enzyme that breaks down aprepitant, which fosaprepitant becomes in the body.",
    expectedEffect: "Less aprepitant in the blood, so it may prevent sickness after chemotherapy less well.",
    clinicalSignificance:
      "The Ivemend leaflet asks you to talk to the doctor or pharmacist if you take St John's wort; the EU product information of Emend (aprepitant), which fosaprepitant turns into, does not recommend St John's wort with it.",
    recommendation:
      "Do not take St John's wort around your fosaprepitant (Ivemend) drip unless your cancer team agrees; tell them if you have been taking it.",
    references: [R.ivemendLeaflet, REF_WMEDS.emendRoteListe],
  }),
  odevixibatWith("vitamin-a", "vitamin A"),
  odevixibatWith("vitamin-d3", "vitamin D"),
  odevixibatWith("vitamin-e", "vitamin E"),
  odevixibatWith("cod-liver-oil", "the vitamins A and D in cod liver oil"),
  ...(
    [
      ["omega-3-fish-oil", "fish oil"],
      ["cod-liver-oil", "cod liver oil (a fish oil)"],
      ["vitamin-e", "vitamin E"],
      ["flaxseed", "flaxseed"],
    ] as const
  ).map(([slug, name]) => btkBleeding(PIRTOBRUTINIB, "Jaypirca", slug, name, [R.jaypircaLeaflet])),
  record("goldenseal", ELIGLUSTAT, {
    severityLevel: "moderate",
    interactionType: "enzyme_inhibition",
    mechanism: "Goldenseal can slow the liver enzymes that break eliglustat down.",
    expectedEffect: "More eliglustat in the blood, and more of its side effects.",
    clinicalSignificance:
      "The Cerdelga leaflet names goldenseal among the medicines that may increase the level of eliglustat in the blood, and asks you to tell your doctor or pharmacist.",
    recommendation: "Ask the doctor who prescribes eliglustat before taking goldenseal.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.cerdelgaLeaflet],
  }),
  stJohnsWortMayLower({
    target: ELIGLUSTAT,
    mechanism:
      "St John's wort makes the liver produce more of the enzymes that remove eliglustat, so less of it reaches the blood.",
    expectedEffect: "Less eliglustat in the blood, so it may control Gaucher disease less well.",
    clinicalSignificance:
      "The Cerdelga leaflet names St John's wort among the medicines that may decrease the level of eliglustat in the blood, and asks you to tell your doctor or pharmacist.",
    recommendation:
      "Ask the doctor who prescribes eliglustat before taking St John's wort; if you already take both, do not stop it suddenly on your own.",
    references: [R.cerdelgaLeaflet],
  }),
  ...(["caffeine", "guarana"] as const).map((slug) =>
    record(
      slug,
      leafletTarget("vemurafenib", "Vemurafenib", "Anticancer medicine (kinase inhibitor)", "Zelboraf"),
      {
        severityLevel: "moderate",
        interactionType: "enzyme_inhibition",
        mechanism:
          "Vemurafenib slows CYP1A2, the liver enzyme that clears caffeine, so caffeine stays in the body longer.",
        expectedEffect: "More caffeine side effects: jitteriness, a fast heartbeat and poor sleep.",
        clinicalSignificance:
          "The Zelboraf leaflet names caffeine among the medicines mainly cleared by CYP1A2, and asks you to talk to your doctor before taking vemurafenib with them.",
        recommendation: `Talk to your cancer team before taking ${slug === "caffeine" ? "caffeine tablets or drinks" : "guarana, which contains caffeine,"} with vemurafenib.`,
        avoidCombination: false,
        timingSeparationHours: null,
        medicalSupervision: true,
        dosageModification: null,
        monitoringRequired: null,
        evidenceLevel: 1,
        references: [R.zelborafLeaflet],
      },
    ),
  ),
];
