// Trains ./model.ts's weights from labelled messages: plain stochastic gradient descent in a fixed order,
// so the same sets always give the same weights (a unit test checks the shipped file is up to date).
import { TRIAGE_FAMILIES, type TriageFamily } from "./families";
import { modelFeatures, softmax, type TriageModelWeights } from "./model";

export interface LabelledMessage {
  message: string;
  earlier?: readonly string[];
  /** Empty for an ordinary message. */
  families: readonly TriageFamily[];
  /** How much the message counts in training (1 unless given). */
  weight?: number;
}

const EMERGENCY = { epochs: 30, rate: 0.5, l2: 0.01 };
const FAMILY = { epochs: 40, rate: 0.3, l2: 0.005 };
/** Weights smaller than this are left out of the file: they change no decision. */
const PRUNE_BELOW = 0.05;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function trainEmergency(examples: readonly { features: string[]; emergency: boolean; weight: number }[]) {
  const weights = new Map<string, number>();
  let bias = 0;
  for (let epoch = 0; epoch < EMERGENCY.epochs; epoch += 1) {
    for (const { features, emergency, weight: share } of examples) {
      let z = bias;
      for (const feature of features) z += weights.get(feature) ?? 0;
      const gradient = share * (1 / (1 + Math.exp(-z)) - (emergency ? 1 : 0));
      bias -= EMERGENCY.rate * gradient;
      for (const feature of features) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - EMERGENCY.rate * (gradient + EMERGENCY.l2 * weight));
      }
    }
  }
  const kept = [...weights]
    .filter(([, weight]) => Math.abs(weight) >= PRUNE_BELOW)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    bias: round(bias),
    weights: Object.fromEntries(kept.map(([feature, weight]) => [feature, round(weight)])),
  };
}

function trainFamily(examples: readonly { features: string[]; families: readonly TriageFamily[] }[]) {
  const classes = TRIAGE_FAMILIES.length;
  const weights = new Map<string, number[]>();
  let bias = new Array<number>(classes).fill(0);
  for (let epoch = 0; epoch < FAMILY.epochs; epoch += 1) {
    for (const { features, families } of examples) {
      let scores = bias;
      for (const feature of features) {
        const row = weights.get(feature);
        if (row) scores = scores.map((score, index) => score + (row[index] ?? 0));
      }
      const target = TRIAGE_FAMILIES.map((family) => (families.includes(family) ? 1 / families.length : 0));
      const gradients = softmax(scores).map((probability, index) => probability - (target[index] ?? 0));
      bias = bias.map((value, index) => value - FAMILY.rate * (gradients[index] ?? 0));
      for (const feature of features) {
        const row = weights.get(feature) ?? new Array<number>(classes).fill(0);
        weights.set(
          feature,
          row.map((weight, index) => weight - FAMILY.rate * ((gradients[index] ?? 0) + FAMILY.l2 * weight)),
        );
      }
    }
  }
  const kept = [...weights]
    .map(
      ([feature, row]) =>
        [
          feature,
          row.flatMap((weight, index) =>
            Math.abs(weight) >= PRUNE_BELOW ? [[index, round(weight)] as [number, number]] : [],
          ),
        ] as const,
    )
    .filter(([, row]) => row.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return { bias: bias.map(round), weights: Object.fromEntries(kept) };
}

/** The model's weights from `messages`, each read with at most its last two earlier turns. */
export function trainTriageModel(messages: readonly LabelledMessage[]): TriageModelWeights {
  const examples = messages.map((entry) => ({
    features: modelFeatures(entry.message, (entry.earlier ?? []).slice(-2)),
    families: entry.families,
    emergency: entry.families.length > 0,
    weight: entry.weight ?? 1,
  }));
  return {
    emergency: trainEmergency(examples),
    family: trainFamily(examples.filter((example) => example.emergency)),
  };
}
