// A learned second reader beside the rules (./rules.ts): logistic regression over the words of the
// normalised message, trained on the triage sets (tests/triage/) by
// scripts/train-triage-model.ts. It catches emergencies worded in ways no rule foresaw; it never
// clears what a rule found (docs/reference/assistant.md "Safety").
import { TRIAGE_FAMILIES, type TriageFamily } from "./families";
import { normalise } from "./normalise";
import weights from "./model-weights.json";

/** The weights as scripts/train-triage-model.ts writes them (sparse: absent features weigh nothing). */
export interface TriageModelWeights {
  emergency: { bias: number; weights: Record<string, number> };
  /** Per family, in TRIAGE_FAMILIES order: which emergency it is, once it is one. */
  family: { bias: number[]; weights: Record<string, [index: number, weight: number][]> };
}

/** At or above this probability of an emergency, the model's reading counts. */
export const EMERGENCY_THRESHOLD = 0.75;
/** A second family is named too when it is at least this likely relative to the first. */
const SECOND_FAMILY_RATIO = 0.5;

// The JSON is written by scripts/train-triage-model.ts in this shape; a unit test trains it again and compares.
const MODEL = weights as unknown as TriageModelWeights;

/**
 * The words of the message with the person's last turns, each once. Word pairs were tried too: a
 * model ten times the size that found a few more emergencies and raised more false alarms.
 */
export function modelFeatures(message: string, earlier: readonly string[] = []): string[] {
  const words = normalise([...earlier, message].join(" . "))
    .split(" ")
    .filter((word) => /[a-z0-9]/.test(word));
  return [...new Set(words)];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

export function emergencyProbability(features: readonly string[], model = MODEL): number {
  let z = model.emergency.bias;
  for (const feature of features) z += model.emergency.weights[feature] ?? 0;
  return sigmoid(z);
}

function familyProbabilities(features: readonly string[], model: TriageModelWeights): number[] {
  const scores = [...model.family.bias];
  for (const feature of features)
    for (const [index, weight] of model.family.weights[feature] ?? [])
      scores[index] = (scores[index] ?? 0) + weight;
  return softmax(scores);
}

/** The families the model reads in the message, most likely first; none below the threshold. */
export function modelFamilies(
  message: string,
  earlier: readonly string[] = [],
  model = MODEL,
): TriageFamily[] {
  const features = modelFeatures(message, earlier);
  if (emergencyProbability(features, model) < EMERGENCY_THRESHOLD) return [];
  const probabilities = familyProbabilities(features, model);
  const ranked = TRIAGE_FAMILIES.map((family, index) => ({
    family,
    probability: probabilities[index] ?? 0,
  })).sort((a, b) => b.probability - a.probability);
  const [first, second] = ranked;
  if (!first) return [];
  return second && second.probability >= first.probability * SECOND_FAMILY_RATIO
    ? [first.family, second.family]
    : [first.family];
}
