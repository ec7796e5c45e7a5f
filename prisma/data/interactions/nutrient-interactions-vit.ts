// Nutrient effects from the vitamins' round: medicines that UK (or, where no UK text was readable, Swiss)
// product information says make vitamin D work less well, and liquid paraffin, whose own UK SmPC says it can
// interfere with the absorption of fat-soluble vitamins. Each was checked against the text of its references.
import type { NutrientInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REFN } from "./references-nutrients";
import { REF_NUT3 } from "./references-nutrients-3";
import { REF_VIT } from "./references-vit";

const VITAMIN_D = { nutrientName: "Vitamin D", nutrientIngredient: "vitamin-d3" } as const;

const LESS_EFFECTIVE_VITAMIN_D = {
  ...VITAMIN_D,
  interactionType: "increased_metabolism",
  timeCourse: "chronic",
  clinicalRelevance: "Vitamin D from supplements may work less well.",
  recommendations: "Ask your GP or pharmacist whether you need a vitamin D supplement, and at what dose.",
  evidenceLevel: 1,
  isVerified: true,
} as const;

const PARAFFIN = {
  cause: { drug: "liquid paraffin" },
  interactionType: "reduced_absorption",
  mechanism: "Liquid paraffin stays in the gut and can stop fat-soluble vitamins being absorbed.",
  magnitude:
    "The UK product information for liquid paraffin says it may interfere with the absorption of fat-soluble vitamins; it does not say by how much.",
  timeCourse: "chronic",
  evidenceLevel: 1,
  isVerified: true,
} as const;

// UK vitamin E product information: anticonvulsants, as inducers of P450 enzymes, may lower plasma vitamin E.
function lowersVitaminE(drug: string, name: string): NutrientInteractionInput {
  return {
    id: `ni-${drug}-vitamin-e`,
    cause: { drug },
    nutrientName: "Vitamin E",
    nutrientIngredient: "vitamin-e",
    interactionType: "increased_metabolism",
    mechanism: `${name} speeds up liver enzymes that break down vitamin E.`,
    magnitude:
      "UK vitamin E product information says anticonvulsants such as phenobarbital, phenytoin and carbamazepine may lower plasma vitamin E levels; it does not say by how much.",
    timeCourse: "chronic",
    clinicalRelevance: "Your vitamin E level may be lower than expected over time.",
    recommendations:
      "If you have been told you need vitamin E, ask your doctor or pharmacist whether your epilepsy medicine changes the dose.",
    evidenceLevel: 1,
    references: [REF_NUT3.vitaminEOralSmpc],
    isVerified: true,
  };
}

// UK pyridoxine SmPCs: these medicines raise the body's need for pyridoxine.
function raisesPyridoxineNeed(
  drug: string,
  name: string,
  references: NutrientInteractionInput["references"],
) {
  return {
    id: `ni-${drug}-vitamin-b6`,
    cause: { drug },
    nutrientName: "Vitamin B6",
    nutrientIngredient: "vitamin-b6",
    interactionType: "depletion",
    mechanism: `${name} increases how much vitamin B6 (pyridoxine) the body needs.`,
    magnitude:
      "UK pyridoxine product information says the need for pyridoxine has been reported to be increased by this medicine; it does not say by how much.",
    timeCourse: "chronic",
    clinicalRelevance: "Over time you may run short of vitamin B6.",
    recommendations:
      "Ask your doctor or pharmacist whether you need a vitamin B6 supplement while you take it.",
    evidenceLevel: 1,
    references,
    isVerified: true,
  } satisfies NutrientInteractionInput;
}

export const NUTRIENT_INTERACTIONS_VIT: NutrientInteractionInput[] = [
  {
    ...LESS_EFFECTIVE_VITAMIN_D,
    id: "ni-phenobarbital-vitamin-d",
    cause: { drug: "phenobarbital" },
    mechanism: "Phenobarbital, a barbiturate, speeds up the breakdown of vitamin D.",
    magnitude:
      "UK product information for vitamin D products says barbiturates such as phenobarbital may reduce the effect of vitamin D.",
    references: [REFN.kalciposD, REFN.colextraD3Leaflet, REF_VIT.aviticol1000Leaflet],
  },
  {
    ...LESS_EFFECTIVE_VITAMIN_D,
    id: "ni-primidone-vitamin-d",
    cause: { drug: "primidone" },
    mechanism: "Epilepsy medicines such as primidone can make vitamin D work less well.",
    magnitude:
      "A UK vitamin D leaflet names primidone among the epilepsy medicines to tell your doctor about; another says medicines for epilepsy can decrease the effect of vitamin D.",
    references: [REF_VIT.aviticol1000Leaflet, REFN.colextraD3Leaflet],
  },
  {
    ...LESS_EFFECTIVE_VITAMIN_D,
    id: "ni-rifampicin-vitamin-d",
    cause: { drug: "rifampicin" },
    mechanism: "Rifampicin can speed up the breakdown of vitamin D.",
    magnitude:
      "Swiss product information for a vitamin D3 product says rifampicin can increase the metabolism of vitamin D and so reduce its effect; no UK text read here says so.",
    references: [REF_VIT.veractivVitaminD3Fachinfo],
  },
  {
    ...LESS_EFFECTIVE_VITAMIN_D,
    id: "ni-isoniazid-vitamin-d",
    cause: { drug: "isoniazid" },
    mechanism: "Isoniazid can change how vitamin D is processed in the body.",
    magnitude:
      "Swiss product information for a vitamin D3 product says isoniazid can increase the metabolism of vitamin D and so reduce its effect; no UK text read here says so.",
    references: [REF_VIT.veractivVitaminD3Fachinfo],
  },
  {
    ...PARAFFIN,
    ...VITAMIN_D,
    id: "ni-liquid-paraffin-vitamin-d",
    clinicalRelevance:
      "Regular use may leave you short of vitamin D; UK vitamin D product information says laxatives such as paraffin oil reduce its absorption.",
    recommendations:
      "Avoid using liquid paraffin regularly; if you need a laxative often, ask your pharmacist for another one, and take vitamin D at a different time of day.",
    references: [REF_VIT.liquidParaffinSmpc, REFN.kalciposD, REF_VIT.vitaminD3Capsules400Leaflet],
  },
  {
    ...PARAFFIN,
    id: "ni-liquid-paraffin-vitamin-a",
    nutrientName: "Vitamin A",
    nutrientIngredient: "vitamin-a",
    clinicalRelevance: "Regular use may leave you short of vitamin A.",
    recommendations:
      "Avoid using liquid paraffin regularly; if you need a laxative often, ask your pharmacist for another one.",
    references: [REF_VIT.liquidParaffinSmpc],
  },
  {
    ...PARAFFIN,
    id: "ni-liquid-paraffin-vitamin-e",
    nutrientName: "Vitamin E",
    nutrientIngredient: "vitamin-e",
    clinicalRelevance: "Regular use may leave you short of vitamin E.",
    recommendations:
      "Avoid using liquid paraffin regularly; if you need a laxative often, ask your pharmacist for another one.",
    references: [REF_VIT.liquidParaffinSmpc],
  },
  {
    ...PARAFFIN,
    id: "ni-liquid-paraffin-vitamin-k",
    nutrientName: "Vitamin K",
    nutrientIngredient: "vitamin-k1",
    clinicalRelevance: "Regular use may leave you short of vitamin K.",
    recommendations:
      "Avoid using liquid paraffin regularly; if you need a laxative often, ask your pharmacist for another one.",
    references: [REF_VIT.liquidParaffinSmpc],
  },
  lowersVitaminE("phenobarbital", "Phenobarbital"),
  lowersVitaminE("phenytoin", "Phenytoin"),
  lowersVitaminE("carbamazepine", "Carbamazepine"),
  raisesPyridoxineNeed("penicillamine", "Penicillamine", [REFN.pyridoxine20Smpc, REFN.pyridoxine50Smpc]),
  raisesPyridoxineNeed("hydralazine", "Hydralazine", [REFN.pyridoxine20Smpc]),
  // "Pyridoxine requirements have been reported to be increased by oral contraceptives": the oestrogen-containing
  // kind, as the studies behind it were; a progestogen-only pill, implant or coil is not reached.
  {
    ...raisesPyridoxineNeed("combined-hormonal-contraceptive", "The combined pill", [
      REFN.pyridoxine20Smpc,
      REFN.pyridoxine50Smpc,
    ]),
    cause: { drugClass: "combined-hormonal-contraceptive" },
    mechanism:
      "Oral contraceptives containing oestrogen increase how much vitamin B6 (pyridoxine) the body needs.",
  },
  // Cytacon's section 4.5 lists potassium chloride among the medicines that may reduce B12 absorption.
  {
    id: "ni-potassium-chloride-vitamin-b12",
    cause: { drug: "potassium chloride" },
    nutrientName: "Vitamin B12",
    nutrientIngredient: "vitamin-b12",
    interactionType: "reduced_absorption",
    mechanism: "Potassium chloride may reduce how much vitamin B12 is absorbed from the gut.",
    magnitude:
      "UK cyanocobalamin product information lists potassium chloride among medicines that may reduce vitamin B12 absorption; it does not say by how much.",
    timeCourse: "chronic",
    clinicalRelevance: "Over a long time you may absorb less vitamin B12.",
    recommendations:
      "If you take potassium chloride long term, ask your GP whether your vitamin B12 should be checked.",
    evidenceLevel: 1,
    references: [REFN.cytaconSmpc],
    isVerified: true,
  },
  ...(
    [
      ["phenobarbital", "Phenobarbital, a barbiturate,"],
      ["primidone", "Primidone"],
    ] as const
  ).map(([drug, name]): NutrientInteractionInput => ({
    id: `ni-${drug}-vitamin-c`,
    cause: { drug },
    nutrientName: "Vitamin C",
    nutrientIngredient: "vitamin-c",
    interactionType: "increased_excretion",
    mechanism: `${name} may increase how much vitamin C is lost in the urine.`,
    magnitude:
      "UK ascorbic acid product information says barbiturates or primidone may increase the urinary excretion of ascorbic acid; it does not say by how much.",
    timeCourse: "chronic",
    clinicalRelevance: "Over time your vitamin C level may be lower than your diet would give.",
    recommendations:
      "Eat fruit and vegetables every day; ask your pharmacist whether a vitamin C supplement is worth taking.",
    evidenceLevel: 1,
    references: [REFN.ascorbicAcidSmpc],
    isVerified: true,
  })),
  // The German biotin SmPC states it for anticonvulsants as a group; a nutrient record names one medicine, so these
  // are the four a German micronutrient encyclopaedia names from the studies.
  ...(
    [
      ["carbamazepine", "Carbamazepine"],
      ["phenytoin", "Phenytoin"],
      ["phenobarbital", "Phenobarbital"],
      ["primidone", "Primidone"],
    ] as const
  ).map(([drug, name]): NutrientInteractionInput => ({
    id: `ni-${drug}-biotin`,
    cause: { drug },
    nutrientName: "Biotin",
    nutrientIngredient: "biotin",
    interactionType: "depletion",
    mechanism: `${name}, taken long term, can lower the body's biotin, by reducing how much is absorbed or speeding up how fast it is used up.`,
    magnitude:
      "German biotin product information says there are indications that anticonvulsants lower blood biotin levels; studies in people on long-term treatment found lower biotin and signs of low biotin-dependent enzyme activity.",
    timeCourse: "chronic",
    clinicalRelevance: "Low biotin can cause thinning hair, a scaly red rash and tiredness.",
    recommendations:
      "If you take this epilepsy medicine long term and notice hair loss or a rash, ask your doctor or pharmacist whether a biotin supplement would help.",
    evidenceLevel: 1,
    references: [REF_VIT.biotinHexalFachinfo, REF_VIT.dgkBiotin],
    isVerified: true,
  })),
  {
    id: "ni-aluminium-hydroxide-vitamin-a",
    cause: { drug: "aluminium hydroxide" },
    nutrientName: "Vitamin A",
    nutrientIngredient: "vitamin-a",
    interactionType: "reduced_absorption",
    mechanism: "Aluminium hydroxide indigestion remedies reduce how much vitamin A is absorbed.",
    magnitude:
      "Swiss vitamin A product information says aluminium hydroxide antacids reduce the absorption of vitamin A and asks for the two to be taken apart; it does not say by how much.",
    timeCourse: "acute",
    clinicalRelevance: "A vitamin A supplement taken at the same time may be less well absorbed.",
    recommendations: "Take vitamin A and aluminium indigestion remedies at different times of day.",
    evidenceLevel: 1,
    references: [REF_VIT.oravilFachinfo],
    isVerified: true,
  },
  // No UK orlistat text naming beta-carotene could be read; Roche's Xenical information elsewhere names it.
  {
    id: "ni-orlistat-beta-carotene",
    cause: { drug: "orlistat" },
    nutrientName: "Beta-carotene",
    nutrientIngredient: "beta-carotene",
    interactionType: "reduced_absorption",
    mechanism:
      "Orlistat stops some dietary fat being absorbed, and beta-carotene, which dissolves in fat, with it.",
    magnitude:
      "Xenical product information says decreases in the absorption of vitamin D, vitamin E and beta-carotene have been observed with orlistat.",
    timeCourse: "acute",
    clinicalRelevance:
      "A beta-carotene or multivitamin supplement taken with orlistat may be less well absorbed.",
    recommendations:
      "Take any multivitamin or beta-carotene supplement at least 2 hours after orlistat, or at bedtime.",
    evidenceLevel: 1,
    references: [REF_VIT.xenicalPhilippines],
    isVerified: true,
  },
];
