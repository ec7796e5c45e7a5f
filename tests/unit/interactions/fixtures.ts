// A small knowledge base and catalogue for engine tests (test data, not shipped facts).
import type { KnowledgeBase } from "@/lib/interactions/knowledge-base-schema";
import type { EngineSupplement } from "@/lib/interactions/types";

const ref = [{ title: "Test reference", publisher: "Test", url: "https://example.org/ref" }];

export const BASE: KnowledgeBase = {
  supplementInteractions: [
    { id: "ss-calcium-iron", ingredientA: "calcium", ingredientB: "iron", severity: "moderate", interactionType: "competitive_absorption", mechanism: "Calcium reduces iron absorption.", clinicalEffect: "Less iron is absorbed.", recommendation: "Take iron and calcium at different times of day.", evidenceLevel: 2, references: ref, isVerified: true },
    { id: "ss-calcium-vitamin-d3", ingredientA: "calcium", ingredientB: "vitamin-d3", severity: "beneficial", interactionType: "synergistic", mechanism: "Vitamin D aids calcium absorption.", clinicalEffect: "More calcium is absorbed.", recommendation: "Calcium and vitamin D work together.", evidenceLevel: 1, references: ref, isVerified: true },
    { id: "ss-5-htp-st-johns-wort", ingredientA: "5-htp", ingredientB: "st-johns-wort", severity: "contraindicated", interactionType: "serotonergic", mechanism: "Both raise serotonin.", clinicalEffect: "Risk of serotonin syndrome.", recommendation: "Do not take these together.", evidenceLevel: 4, references: ref, isVerified: false },
    { id: "ss-ginkgo-biloba-omega-3-fish-oil", ingredientA: "ginkgo-biloba", ingredientB: "omega-3-fish-oil", severity: "major", interactionType: "additive_bleeding_risk", mechanism: "Both affect platelets.", clinicalEffect: "Bleeding risk may rise.", recommendation: "Ask a pharmacist before combining.", evidenceLevel: 5, references: ref, isVerified: false },
  ],
  drugInteractions: [
    { id: "dr-st-johns-wort-warfarin", ingredient: "st-johns-wort", drugName: "Warfarin", genericName: "warfarin", brandNames: ["Marevan"], drugClass: "Anticoagulant", severityLevel: "major", interactionType: "enzyme_induction", mechanism: "Induces CYP enzymes.", expectedEffect: "Warfarin works less well.", clinicalSignificance: "Clot risk.", recommendation: "Do not take St John's wort with warfarin.", avoidCombination: true, timingSeparationHours: null, medicalSupervision: true, dosageModification: null, monitoringRequired: "INR", evidenceLevel: 1, references: ref, isVerified: true },
    { id: "dr-calcium-levothyroxine", ingredient: "calcium", drugName: "Levothyroxine", genericName: "levothyroxine", brandNames: [], drugClass: "Thyroid hormone", severityLevel: "moderate", interactionType: "reduced_absorption", mechanism: "Calcium binds levothyroxine.", expectedEffect: "Less levothyroxine is absorbed.", clinicalSignificance: "Thyroid control may worsen.", recommendation: "Take levothyroxine at least 4 hours apart from calcium.", avoidCombination: false, timingSeparationHours: 4, medicalSupervision: false, dosageModification: null, monitoringRequired: null, evidenceLevel: 1, references: ref, isVerified: true },
    { id: "dr-iron-levothyroxine", ingredient: "iron", drugName: "Levothyroxine", genericName: "levothyroxine", brandNames: [], drugClass: "Thyroid hormone", severityLevel: "moderate", interactionType: "reduced_absorption", mechanism: "Iron binds levothyroxine.", expectedEffect: "Less levothyroxine is absorbed.", clinicalSignificance: "Thyroid control may worsen.", recommendation: "Take levothyroxine at least 4 hours apart from iron.", avoidCombination: false, timingSeparationHours: 4, medicalSupervision: false, dosageModification: null, monitoringRequired: null, evidenceLevel: 1, references: ref, isVerified: true },
  ],
  nutrientInteractions: [
    { id: "nu-metformin-b12", cause: { drug: "metformin" }, nutrientName: "Vitamin B12", nutrientIngredient: "vitamin-b12", interactionType: "depletion", mechanism: "Reduces B12 absorption.", magnitude: "Common with long-term use", timeCourse: "chronic", clinicalRelevance: "B12 deficiency.", recommendations: "Ask about B12 checks.", evidenceLevel: 1, references: ref, isVerified: true },
    { id: "nu-zinc-copper", cause: { ingredient: "zinc" }, nutrientName: "Copper", nutrientIngredient: "copper", interactionType: "depletion", mechanism: "Zinc blocks copper absorption.", magnitude: "With high doses", timeCourse: "acute", clinicalRelevance: "Copper deficiency.", recommendations: "Avoid high-dose zinc long term.", evidenceLevel: 3, references: ref, isVerified: false },
  ],
  foodInteractions: [
    { id: "fd-iron-tea", ingredient: "iron", foodCategory: "coffee and tea", interactionType: "reduced_absorption", mechanism: "Tannins bind iron.", severity: "minor", recommendation: "Avoid tea with iron.", clinicalSignificance: "Less iron absorbed.", evidenceLevel: 3, references: ref, isVerified: false },
  ],
  medicalContraindications: [
    { id: "mc-vitamin-a-pregnancy", ingredient: "vitamin-a", conditionName: "Pregnancy", conditionSynonyms: ["pregnant"], contraindicationLevel: "absolute", reason: "High vitamin A can harm an unborn baby.", medicalSupervisionRequired: true, dosageModification: null, alternativeRecommendations: ["Choose a pregnancy supplement without vitamin A."], evidenceLevel: 1, references: ref, isVerified: true },
    { id: "mc-potassium-ckd", ingredient: "potassium", conditionName: "Chronic kidney disease", conditionSynonyms: ["CKD", "kidney disease"], contraindicationLevel: "relative", reason: "Kidneys may not clear potassium.", medicalSupervisionRequired: true, dosageModification: null, alternativeRecommendations: ["Ask your kidney team first."], evidenceLevel: 1, references: ref, isVerified: true },
  ],
};

const product = (id: string, category: EngineSupplement["category"], timing: EngineSupplement["optimalTiming"], ...ingredients: [string, string, number, string][]): EngineSupplement => ({
  id,
  name: `${id} product`,
  brand: "Test",
  category,
  optimalTiming: timing,
  ingredients: ingredients.map(([slug, name, amount, unit]) => ({ slug, name, amount, unit })),
});

export const PRODUCTS: Record<string, EngineSupplement> = {
  calcium: product("calcium", "wellness", "with_food", ["calcium", "Calcium", 500, "mg"]),
  iron: product("iron", "energy", "empty_stomach", ["iron", "Iron", 14, "mg"]),
  vitd: product("vitd", "wellness", null, ["vitamin-d3", "Vitamin D3", 25, "µg"]),
  vitdIu: product("vitdIu", "wellness", null, ["vitamin-d3", "Vitamin D3", 4000, "IU"]),
  multi: product("multi", "wellness", "with_food", ["vitamin-a", "Vitamin A", 800, "µg"], ["iron", "Iron", 14, "mg"], ["zinc", "Zinc", 10, "mg"]),
  sjw: product("sjw", "focus", null, ["st-johns-wort", "St John's wort", 300, "mg"]),
  htp: product("htp", "sleep", "evening", ["5-htp", "5-HTP", 100, "mg"]),
  ginkgo: product("ginkgo", "focus", null, ["ginkgo-biloba", "Ginkgo biloba", 120, "mg"]),
  fishOil: product("fishOil", "wellness", "with_food", ["omega-3-fish-oil", "Omega-3 fish oil", 1, "g"]),
  potassium: product("potassium", "wellness", null, ["potassium", "Potassium", 99, "mg"]),
  melatonin: product("melatonin", "sleep", "evening", ["melatonin", "Melatonin", 1, "mg"]),
};
