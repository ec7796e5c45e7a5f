// Supplement–medicine interactions, part 105 (p23 round): what the EU package leaflets of bexarotene, vadadustat,
// roxadustat, riociguat, deferiprone, colesevelam and aliskiren say of supplements (references-p23.ts).
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { classTarget } from "./class-target";
import { REF_P23 as R } from "./references-p23";
import { REF_NUT3 } from "./references-nutrients-3";
import {
  leafletTarget,
  verifiedRecord as record,
  type RecordFields,
  type RecordTarget,
} from "./verified-record";

const BEXAROTENE = leafletTarget("bexarotene", "Bexarotene", "Cancer medicine (retinoid)", "Targretin");
const HIF = "Anaemia medicine for kidney disease (HIF-PH inhibitor)";
const VADADUSTAT = leafletTarget("vadadustat", "Vadadustat", HIF, "Vafseo");
const ROXADUSTAT = leafletTarget("roxadustat", "Roxadustat", HIF, "Evrenzo");

const bexaroteneVitaminA: Omit<RecordFields, "severityLevel" | "clinicalSignificance" | "recommendation"> = {
  interactionType: "additive_toxicity",
  mechanism: "Bexarotene is related to vitamin A, so extra vitamin A adds to its effects.",
  expectedEffect: "Vitamin A side effects (headache, dry skin, liver problems) are more likely.",
  avoidCombination: false,
  timingSeparationHours: null,
  medicalSupervision: true,
  dosageModification: null,
  monitoringRequired: null,
  evidenceLevel: 1,
  references: [R.targretinLeaflet],
};

type Mineral = "iron" | "calcium" | "magnesium";

// Both leaflets give the medicine first: vadadustat 1 hour before iron (or 1 hour before, 2 after the other
// minerals), roxadustat 1 hour after any of them.
function hifInhibitorWith(mineral: Mineral, target: RecordTarget, hours: number, advice: string) {
  const name = target.brandNames[0];
  return record(mineral, target, {
    severityLevel: mineral === "iron" || target === ROXADUSTAT ? "moderate" : "minor",
    interactionType: "reduced_absorption",
    mechanism: `${mineral.charAt(0).toUpperCase() + mineral.slice(1)} binds ${target.genericName} in the gut, so less of it is absorbed.`,
    expectedEffect: `${name} may work less well against anaemia.`,
    clinicalSignificance: `The ${name} leaflet says to tell your doctor about supplements containing ${mineral}, and that ${advice}, or ${target.genericName} will not be properly absorbed.`,
    recommendation: `Tell your kidney team you take ${mineral}, and ${advice}.`,
    avoidCombination: false,
    timingSeparationHours: hours,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [target === VADADUSTAT ? R.vafseoLeaflet : R.evrenzoLeaflet],
  });
}

type FatSoluble = "vitamin-a" | "vitamin-d3" | "vitamin-k1" | "vitamin-k2" | "cod-liver-oil";

function sequestrantWith(ingredient: FatSoluble, vitamins: string) {
  return record(ingredient, classTarget("bile-acid-sequestrant", "Bile acid sequestrants"), {
    severityLevel: "minor",
    interactionType: "reduced_absorption",
    mechanism: `Colestyramine, colestipol and colesevelam bind fat in the gut, and the ${vitamins} with it.`,
    expectedEffect: `Less ${vitamins} absorbed if they are taken together.`,
    clinicalSignificance:
      "UK colestyramine product information says it may interfere with the absorption of fat-soluble vitamins (A, D and K); the Cholestagel leaflet says it may affect the absorption of vitamin K and that other medicines may need taking at least 4 hours before or after it.",
    recommendation: `Take ${vitamins} at least 4 hours before or after the sequestrant.`,
    avoidCombination: false,
    timingSeparationHours: 4,
    medicalSupervision: false,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [REF_NUT3.questranLightSmpc, R.cholestagelLeaflet],
  });
}

// Herbs sold as teas or hot drinks: the leaflet names drinks with plant extracts, not one plant.
export const TEA_HERBS = [
  "chamomile",
  "lemon-balm",
  "ginger",
  "dandelion",
  "echinacea",
  "elderberry",
  "sage",
  "lavender",
  "passionflower",
  "valerian",
  "licorice-root",
  "fenugreek",
  "hawthorn",
  "green-tea-extract",
] as const;

function aliskirenWith(herb: (typeof TEA_HERBS)[number]) {
  return record(
    herb,
    leafletTarget("aliskiren", "Aliskiren", "Renin inhibitor (blood pressure)", "Rasilez"),
    {
      severityLevel: "moderate",
      interactionType: "reduced_absorption",
      mechanism: "Plant extracts in drinks can lower how much aliskiren is absorbed from the gut.",
      expectedEffect: "Less aliskiren absorbed, so blood pressure may be less well controlled.",
      clinicalSignificance:
        "The Rasilez leaflet says to avoid taking it at the same time as fruit juice or drinks containing plant extracts, including herbal teas, as they could make it less effective.",
      recommendation:
        "Take aliskiren with water, not with a herbal tea or a drink made with this herb; ask your pharmacist about capsules or tablets of it, which the leaflet does not mention.",
      avoidCombination: false,
      timingSeparationHours: null,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.rasilezLeaflet],
    },
  );
}

export const DRUG_INTERACTIONS_PART_105: DrugInteractionInput[] = [
  // Above the leaflet's daily cap; below it, the next record asks first. Keyed by the brand, as the database keeps
  // one record per ingredient and generic name.
  {
    ...record(
      "vitamin-a",
      { ...BEXAROTENE, genericName: "Targretin" },
      {
        ...bexaroteneVitaminA,
        severityLevel: "contraindicated",
        clinicalSignificance:
          "The Targretin leaflet says not to take more than 15,000 International Units (4,500 micrograms) of vitamin A supplements a day during treatment.",
        recommendation:
          "Do not take more than 15,000 IU (4,500 micrograms) of vitamin A from supplements a day with bexarotene; ask your specialist which supplement suits you.",
        avoidCombination: true,
        appliesWhen: {
          ingredient: "vitamin-a",
          minDailyAmount: { amount: 15_001, unit: "IU" },
          rationale: "The leaflet's cap is 15,000 IU of vitamin A from supplements a day.",
        },
      },
    ),
    id: "di-vitamin-a-bexarotene-over-cap",
  },
  record("vitamin-a", BEXAROTENE, {
    ...bexaroteneVitaminA,
    severityLevel: "moderate",
    clinicalSignificance:
      "The Targretin leaflet asks you to tell your doctor if you take vitamin A supplements, and not to take more than 15,000 International Units of them a day.",
    recommendation:
      "Tell your specialist about any vitamin A, cod liver oil or multivitamin, and keep vitamin A from supplements under 15,000 IU (4,500 micrograms) a day.",
  }),
  record("cod-liver-oil", BEXAROTENE, {
    ...bexaroteneVitaminA,
    severityLevel: "moderate",
    mechanism: "Cod liver oil contains vitamin A; bexarotene is related to vitamin A, so the two add up.",
    clinicalSignificance:
      "The Targretin leaflet asks you to tell your doctor if you take vitamin A supplements, and not to take more than 15,000 International Units of them a day.",
    recommendation:
      "Tell your specialist you take cod liver oil, and count its vitamin A towards the leaflet's 15,000 IU (4,500 micrograms) a day.",
  }),
  hifInhibitorWith("iron", VADADUSTAT, 1, "you should take Vafseo at least 1 hour before iron"),
  hifInhibitorWith(
    "calcium",
    VADADUSTAT,
    2,
    "you should take Vafseo at least 1 hour before or 2 hours after calcium",
  ),
  hifInhibitorWith(
    "magnesium",
    VADADUSTAT,
    2,
    "you should take Vafseo at least 1 hour before or 2 hours after magnesium",
  ),
  ...(["iron", "calcium", "magnesium"] as const).map((mineral) =>
    hifInhibitorWith(mineral, ROXADUSTAT, 1, `you must take Evrenzo at least 1 hour after ${mineral}`),
  ),
  record(
    "magnesium",
    leafletTarget("riociguat", "Riociguat", "Pulmonary hypertension medicine (sGC stimulator)", "Adempas"),
    {
      severityLevel: "minor",
      interactionType: "reduced_absorption",
      mechanism: "Magnesium and aluminium antacids lower how much riociguat is absorbed.",
      expectedEffect: "Less riociguat absorbed if they are taken together.",
      clinicalSignificance:
        "The Adempas leaflet says antacids such as aluminium hydroxide/magnesium hydroxide should be taken at least 2 hours before or 1 hour after it.",
      recommendation: "Take magnesium at least 2 hours before, or 1 hour after, riociguat.",
      avoidCombination: false,
      timingSeparationHours: 2,
      medicalSupervision: false,
      dosageModification: null,
      monitoringRequired: null,
      evidenceLevel: 1,
      references: [R.adempasLeaflet],
    },
  ),
  record("vitamin-c", leafletTarget("deferiprone", "Deferiprone", "Iron chelator", "Ferriprox"), {
    severityLevel: "moderate",
    interactionType: "possible_interaction",
    mechanism:
      "Vitamin C makes iron easier to absorb and to move around the body, which matters in iron overload.",
    expectedEffect: "The leaflet does not say what could happen, only that your doctor should decide.",
    clinicalSignificance:
      "The Ferriprox leaflet says to consult your doctor or pharmacist before taking vitamin C with it.",
    recommendation: "Ask the doctor who treats your iron overload before taking vitamin C with deferiprone.",
    avoidCombination: false,
    timingSeparationHours: null,
    medicalSupervision: true,
    dosageModification: null,
    monitoringRequired: null,
    evidenceLevel: 1,
    references: [R.ferriproxLeaflet],
  }),
  sequestrantWith("vitamin-a", "vitamin A"),
  sequestrantWith("vitamin-d3", "vitamin D"),
  sequestrantWith("vitamin-k1", "vitamin K"),
  sequestrantWith("vitamin-k2", "vitamin K"),
  sequestrantWith("cod-liver-oil", "vitamins A and D in cod liver oil"),
  ...TEA_HERBS.map(aliskirenWith),
];
