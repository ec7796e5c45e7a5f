// A hand-made analysis result for the results UI tests (test data, not shipped facts).
import { MEDICAL_DISCLAIMER } from "@/lib/interactions/rules";
import type { AnalysisResult } from "@/lib/interactions/types";

const ref = (title: string) => [{ title, publisher: "Test publisher", url: `https://example.org/${title.replace(/\s+/g, "-")}` }];

export function emptyResult(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  return {
    supplementIds: ["p-sjw"],
    interactions: {
      supplementInteractions: [],
      drugInteractions: [],
      nutrientInteractions: [],
      foodInteractions: [],
      medicalContraindications: [],
    },
    riskAssessment: { overallRiskLevel: "low", criticalWarnings: [], recommendations: [], requiresMedicalSupervision: false },
    timingOptimization: { schedule: [], conflicts: [] },
    nutrientDepletions: [],
    cumulativeDoses: [],
    unknownDrugs: [],
    unknownConditions: [],
    confidence: 0.8,
    disclaimer: MEDICAL_DISCLAIMER,
    lastUpdated: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const zincCopper = {
  id: "nu-zinc-copper",
  cause: { ingredient: "zinc" },
  nutrientName: "Copper",
  nutrientIngredient: "copper",
  interactionType: "depletion",
  mechanism: "Zinc blocks copper absorption.",
  magnitude: "With high doses",
  timeCourse: "chronic" as const,
  clinicalRelevance: "Copper deficiency can follow.",
  recommendations: "Avoid high-dose zinc long term.",
  evidenceLevel: 3,
  references: ref("Zinc copper review"),
  isVerified: false,
};

export function fullResult(): AnalysisResult {
  return emptyResult({
    supplementIds: ["p-sjw", "p-calcium", "p-iron", "p-vitd"],
    interactions: {
      supplementInteractions: [
        { record: { id: "ss-calcium-iron", ingredientA: "calcium", ingredientB: "iron", severity: "moderate", interactionType: "competitive_absorption", mechanism: "Calcium reduces iron absorption.", clinicalEffect: "Less iron is absorbed.", recommendation: "Take iron and calcium at different times of day.", evidenceLevel: 2, references: ref("Calcium iron trial"), isVerified: true }, supplementAId: "p-calcium", supplementBId: "p-iron" },
        { record: { id: "ss-calcium-vitamin-d3", ingredientA: "calcium", ingredientB: "vitamin-d3", severity: "beneficial", interactionType: "synergistic", mechanism: "Vitamin D aids calcium absorption.", clinicalEffect: "More calcium is absorbed.", recommendation: "Calcium and vitamin D work together.", evidenceLevel: 1, references: ref("Vitamin D opinion"), isVerified: true }, supplementAId: "p-calcium", supplementBId: "p-vitd" },
      ],
      drugInteractions: [
        { record: { id: "di-st-johns-wort-warfarin", ingredient: "st-johns-wort", drugName: "Warfarin", genericName: "warfarin", brandNames: ["Marevan"], drugClass: "Anticoagulant", severityLevel: "contraindicated", interactionType: "enzyme_induction", mechanism: "Induces CYP enzymes.", expectedEffect: "Warfarin works less well.", clinicalSignificance: "Clot risk rises.", recommendation: "Do not take St John's wort with warfarin.", avoidCombination: true, timingSeparationHours: null, medicalSupervision: true, dosageModification: null, monitoringRequired: "INR", evidenceLevel: 1, references: ref("MHRA warfarin advice"), isVerified: true }, supplementId: "p-sjw", drugName: "Warfarin" },
        { record: { id: "di-iron-levothyroxine", ingredient: "iron", drugName: "Levothyroxine", genericName: "levothyroxine", brandNames: [], drugClass: "Thyroid hormone", severityLevel: "major", interactionType: "reduced_absorption", mechanism: "Iron binds levothyroxine.", expectedEffect: "Less levothyroxine is absorbed.", clinicalSignificance: "Thyroid control may worsen.", recommendation: "Take levothyroxine at least 4 hours apart from iron.", avoidCombination: false, timingSeparationHours: 4, medicalSupervision: false, dosageModification: null, monitoringRequired: null, evidenceLevel: 1, references: ref("Levothyroxine SmPC"), isVerified: false }, supplementId: "p-iron", drugName: "Levothyroxine" },
      ],
      nutrientInteractions: [{ record: zincCopper, causeSupplementId: "p-iron", causeDrugName: null, timeframe: "weeks" }],
      foodInteractions: [
        { record: { id: "fd-iron-tea", ingredient: "iron", foodCategory: "coffee and tea", interactionType: "reduced_absorption", mechanism: "Tannins bind iron.", severity: "minor", recommendation: "Avoid tea with iron.", clinicalSignificance: "Less iron absorbed.", evidenceLevel: 3, references: ref("Tea iron study"), isVerified: false }, supplementId: "p-iron" },
      ],
      medicalContraindications: [
        { record: { id: "mc-iron-haemochromatosis", ingredient: "iron", conditionName: "Haemochromatosis", conditionSynonyms: ["iron overload"], contraindicationLevel: "absolute", reason: "Extra iron adds to iron overload.", medicalSupervisionRequired: true, dosageModification: null, alternativeRecommendations: ["Do not take iron supplements."], evidenceLevel: 1, references: ref("NHS haemochromatosis"), isVerified: true }, supplementId: "p-iron", condition: "iron overload" },
        { record: { id: "mc-calcium-ckd", ingredient: "calcium", conditionName: "Chronic kidney disease", conditionSynonyms: ["CKD"], contraindicationLevel: "relative", reason: "Kidneys may not clear calcium.", medicalSupervisionRequired: false, dosageModification: null, alternativeRecommendations: [], evidenceLevel: 2, references: ref("CKD guidance"), isVerified: false }, supplementId: "p-calcium", condition: "CKD" },
      ],
    },
    riskAssessment: { overallRiskLevel: "very_high", criticalWarnings: [], recommendations: [], requiresMedicalSupervision: true },
    timingOptimization: {
      schedule: [
        { supplementId: "p-iron", supplementName: "Iron Tablets", optimalTime: "early_morning", time: "07:00", withFood: false, reasoning: "Best absorbed on an empty stomach.", priority: "high" },
        { supplementId: "p-sjw", supplementName: "LowMood Relief", optimalTime: "morning", time: "08:00", withFood: true, reasoning: "No particular timing.", priority: "low" },
        { supplementId: "p-calcium", supplementName: "Calcium Plus", optimalTime: "evening", time: "19:00", withFood: true, reasoning: "Take with a meal.", priority: "medium" },
        { supplementId: "p-vitd", supplementName: "Vitamin D3 1000 IU", optimalTime: "morning", time: "08:00", withFood: true, reasoning: "No particular timing.", priority: "low" },
      ],
      conflicts: [
        { supplementIds: ["p-calcium"], description: "Calcium and Iron compete for absorption", resolution: "Moved Calcium Plus to 19:00 (with the evening meal).", resolved: true },
        { supplementIds: ["p-iron"], drugName: "Levothyroxine", description: "keep 4 hours between Iron Tablets and Levothyroxine", resolution: "No time of day keeps Iron Tablets far enough apart; ask your pharmacist how to space them.", resolved: false },
      ],
    },
    nutrientDepletions: [{ record: zincCopper, causeSupplementId: "p-iron", causeDrugName: null, timeframe: "weeks" }],
    cumulativeDoses: [
      { ingredientSlug: "iron", ingredientName: "Iron", total: 45, unit: "mg", sources: [{ supplementId: "p-iron", amount: 45, unit: "mg" }], upperLevel: { amount: 17, unit: "mg", source: "EVM guidance level" }, exceedsUpperLevel: true, duplicated: false },
      { ingredientSlug: "calcium", ingredientName: "Calcium", total: 700, unit: "mg", sources: [{ supplementId: "p-calcium", amount: 500, unit: "mg" }, { supplementId: "p-vitd", amount: 200, unit: "mg" }], upperLevel: { amount: 1500, unit: "mg", source: "EVM guidance level" }, exceedsUpperLevel: false, duplicated: true },
      { ingredientSlug: "st-johns-wort", ingredientName: "St John's wort", total: 450, unit: "mg", sources: [{ supplementId: "p-sjw", amount: 450, unit: "mg" }], upperLevel: null, exceedsUpperLevel: null, duplicated: false },
      { ingredientSlug: "vitamin-d3", ingredientName: "Vitamin D3", total: 25, unit: "µg", sources: [{ supplementId: "p-vitd", amount: 25, unit: "µg" }], upperLevel: { amount: 100, unit: "µg", source: "EFSA tolerable upper intake level" }, exceedsUpperLevel: false, duplicated: false },
    ],
    unknownDrugs: ["Notarealmedicine"],
    unknownConditions: ["Moonsickness"],
    confidence: 0.87,
  });
}
