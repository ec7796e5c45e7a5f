// Condition records of the herbs read from their product information and monographs (docs/knowledge-base.md):
// each checked against the text of its first reference.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { BREASTFEEDING, CKD, LIVER_DISEASE, PREGNANCY, SURGERY } from "./condition-synonyms";
import { REF3 } from "./references-part-3";
import { REF_HERBS } from "./references-herbs";

interface BlackCohosh {
  condition: string;
  conditionName: string;
  conditionSynonyms: readonly string[];
  advice: string;
  why: string;
}

interface FromLabel {
  ingredient: string;
  condition: string;
  conditionName: string;
  conditionSynonyms: readonly string[];
  level: MedicalContraindicationInput["contraindicationLevel"];
  advice: string;
  why: string;
  supervision?: boolean;
  references: MedicalContraindicationInput["references"];
}

/** A condition the herb's UK product information names, checked against its text. */
function fromLabel(entry: FromLabel): MedicalContraindicationInput {
  return {
    id: `mc-${entry.ingredient}-${entry.condition}`,
    ingredient: entry.ingredient,
    condition: entry.condition,
    conditionName: entry.conditionName,
    conditionSynonyms: [...entry.conditionSynonyms],
    contraindicationLevel: entry.level,
    reason: `${entry.advice.replace(/\.$/, "")}: ${entry.why}`,
    advice: entry.advice,
    medicalSupervisionRequired: entry.supervision ?? false,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: entry.references,
    isVerified: true,
  };
}

const DAISY_FAMILY = {
  condition: "daisy-family-allergy",
  conditionName: "Allergy to daisy family plants",
  conditionSynonyms: [
    "allergy to daisy family plants",
    "Asteraceae allergy",
    "Compositae allergy",
    "ragweed allergy",
  ],
} as const;

const PEPTIC_ULCER = {
  condition: "peptic-ulcer",
  conditionName: "Peptic ulcer",
  conditionSynonyms: ["peptic ulcer", "stomach ulcer", "gastric ulcer", "duodenal ulcer"],
} as const;

/** The UK black cohosh leaflets list each of these under "do not take". */
function blackCohosh(entry: BlackCohosh): MedicalContraindicationInput {
  return {
    id: `mc-black-cohosh-${entry.condition}`,
    ingredient: "black-cohosh",
    condition: entry.condition,
    conditionName: entry.conditionName,
    conditionSynonyms: [...entry.conditionSynonyms],
    contraindicationLevel: "absolute",
    reason: `${entry.advice.replace(/\.$/, "")}: ${entry.why}`,
    advice: entry.advice,
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_HERBS.bootsBlackCohoshLeaflet],
    isVerified: true,
  };
}

export const MEDICAL_CONTRAINDICATIONS_HERBS: MedicalContraindicationInput[] = [
  {
    id: "mc-ginkgo-biloba-epilepsy",
    ingredient: "ginkgo-biloba",
    condition: "epilepsy",
    conditionName: "Epilepsy",
    conditionSynonyms: ["epilepsy", "epileptic", "seizures", "seizure disorder"],
    contraindicationLevel: "relative",
    reason:
      "Ask your doctor before taking ginkgo if you have epilepsy: its product information says further seizures, promoted by ginkgo, cannot be ruled out.",
    advice: "Ask your doctor or epilepsy nurse before taking ginkgo if you have epilepsy.",
    medicalSupervisionRequired: true,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_HERBS.ginkgoPharmaNordSmpc, REF_HERBS.ginkgoPrecautions],
    isVerified: true,
  },
  {
    ...blackCohosh({
      condition: "liver-disease",
      conditionName: "Liver disease",
      conditionSynonyms: LIVER_DISEASE,
      advice: "Do not take black cohosh if you have, or have ever had, liver problems.",
      why: "its UK leaflet says so, and cases of liver damage, some serious, have been reported with products labelled as black cohosh.",
    }),
    references: [REF_HERBS.bootsBlackCohoshLeaflet, REF3.nccihBlackCohosh],
  },
  ...(["pregnancy", "breastfeeding"] as const).map((condition): MedicalContraindicationInput => ({
    id: `mc-sage-${condition}`,
    ingredient: "sage",
    condition,
    conditionName: condition === "pregnancy" ? "Pregnancy" : "Breastfeeding",
    conditionSynonyms: [...(condition === "pregnancy" ? PREGNANCY : BREASTFEEDING)],
    contraindicationLevel: "absolute",
    reason:
      "Avoid sage leaf tablets or capsules: UK sage product information says their safety in pregnancy and breastfeeding has not been established, so use is not recommended.",
    advice: `Avoid sage leaf tablets or capsules while ${condition === "pregnancy" ? "pregnant" : "breastfeeding"}; sage used in cooking is fine.`,
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_HERBS.menoforceSageSmpc, REF_HERBS.salvianSmpc],
    isVerified: true,
  })),
  fromLabel({
    ingredient: "turmeric-curcumin",
    condition: "gallstones",
    conditionName: "Gallstones",
    conditionSynonyms: ["gallstones", "gallstone disease"],
    level: "absolute",
    advice:
      "Do not take turmeric or curcumin supplements if you have gallstones or another bile duct problem.",
    why: "they increase the flow of bile, and the NHS Specialist Pharmacy Service says they should not be taken with gallstones, bile duct obstruction, cholangitis or other biliary disease.",
    references: [REF_HERBS.spsTurmeric],
  }),
  fromLabel({
    ingredient: "ginger",
    ...PEPTIC_ULCER,
    level: "absolute",
    advice: "Do not take ginger tablets or capsules if you have a stomach or duodenal ulcer.",
    why: "UK ginger product information lists peptic or duodenal ulcer as a contraindication.",
    references: [REF_HERBS.gingerTravelSmpc],
  }),
  fromLabel({
    ingredient: "ginger",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: SURGERY,
    level: "relative",
    advice:
      "Stop ginger tablets or capsules at least 2 weeks before planned surgery, and tell your surgical team.",
    why: "ginger may make platelets less sticky and so may increase the risk of bleeding, and may interact with anaesthetic medicines (UK ginger product information).",
    references: [REF_HERBS.gingerTravelSmpc],
  }),
  fromLabel({
    ingredient: "dandelion",
    ...DAISY_FAMILY,
    level: "absolute",
    advice:
      "Do not take dandelion if you are allergic to plants of the daisy family (Asteraceae or Compositae).",
    why: "UK dandelion product information lists this allergy as a contraindication.",
    references: [REF_HERBS.dandelionSmpc],
  }),
  fromLabel({
    ingredient: "dandelion",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
    level: "absolute",
    advice: "Do not take dandelion if you have liver disease.",
    why: "UK dandelion product information lists liver disease among its contraindications.",
    references: [REF_HERBS.dandelionSmpc],
  }),
  fromLabel({
    ingredient: "dandelion",
    condition: "gallstones",
    conditionName: "Gallstones",
    conditionSynonyms: ["gallstones", "gallstone disease"],
    level: "absolute",
    advice: "Do not take dandelion if you have gallstones or a blocked bile duct.",
    why: "UK dandelion product information lists gallstones, cholangitis and obstruction of the bile ducts among its contraindications.",
    references: [REF_HERBS.dandelionSmpc],
  }),
  fromLabel({
    ingredient: "dandelion",
    ...PEPTIC_ULCER,
    level: "absolute",
    advice: "Do not take dandelion if you have an active stomach or duodenal ulcer.",
    why: "UK dandelion product information lists active peptic ulcer among its contraindications.",
    references: [REF_HERBS.dandelionSmpc],
  }),
  fromLabel({
    ingredient: "rhodiola",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: LIVER_DISEASE,
    level: "absolute",
    advice: "Do not take rhodiola if your liver does not work properly.",
    why: "UK rhodiola product information lists impaired liver function as a contraindication, as there are no data on its use.",
    references: [REF_HERBS.vitanoRhodiolaSmpc],
  }),
  fromLabel({
    ingredient: "rhodiola",
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: CKD,
    level: "absolute",
    advice: "Do not take rhodiola if your kidneys do not work properly.",
    why: "UK rhodiola product information lists impaired kidney function as a contraindication, as there are no data on its use.",
    references: [REF_HERBS.vitanoRhodiolaSmpc],
  }),
  fromLabel({
    ingredient: "milk-thistle",
    ...DAISY_FAMILY,
    level: "absolute",
    advice:
      "Do not take milk thistle if you are allergic to plants of the daisy family (Asteraceae or Compositae).",
    why: "UK milk thistle product information lists this allergy as a contraindication.",
    references: [REF_HERBS.milkThistleSmpc],
  }),
  fromLabel({
    ingredient: "feverfew",
    ...DAISY_FAMILY,
    level: "absolute",
    advice:
      "Do not take feverfew if you are allergic to plants of the daisy family, such as artichokes, daisies, marigolds, chrysanthemums or ragweed.",
    why: "the UK feverfew leaflet lists this allergy among the reasons not to take it.",
    references: [REF_HERBS.feverfewLeaflet],
  }),
  fromLabel({
    ingredient: "feverfew",
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    level: "absolute",
    advice: "Do not take feverfew while breastfeeding.",
    why: "the UK feverfew leaflet lists pregnancy and breastfeeding among the reasons not to take it.",
    references: [REF_HERBS.feverfewLeaflet],
  }),
  blackCohosh({
    condition: "chronic-kidney-disease",
    conditionName: "Chronic kidney disease",
    conditionSynonyms: CKD,
    advice: "Do not take black cohosh if you have, or have ever had, kidney problems.",
    why: "its UK traditional herbal registration leaflet lists kidney problems among the reasons not to take it.",
  }),
  blackCohosh({
    condition: "breast-cancer",
    conditionName: "Breast cancer",
    conditionSynonyms: [
      "breast cancer",
      "oestrogen receptor positive breast cancer",
      "hormone receptor positive breast cancer",
    ],
    advice:
      "Do not take black cohosh if you have, or have had, treatment for breast cancer or another hormone-dependent tumour.",
    why: "black cohosh may have hormone-like actions, and its UK leaflet lists these among the reasons not to take it.",
  }),
  blackCohosh({
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: PREGNANCY,
    advice: "Do not take black cohosh if you are pregnant or trying to get pregnant.",
    why: "its UK leaflet says not to, and women who could become pregnant should use contraception while taking it.",
  }),
  blackCohosh({
    condition: "breastfeeding",
    conditionName: "Breastfeeding",
    conditionSynonyms: BREASTFEEDING,
    advice: "Do not take black cohosh while breastfeeding.",
    why: "its UK traditional herbal registration leaflet lists breastfeeding among the reasons not to take it.",
  }),
];
