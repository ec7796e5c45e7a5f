// Every triage set, in the order they were written: the unit test, the benchmark and the model's
// training read them from here.
import { BLIND_CASES, BLIND_REFERENCES } from "./blind";
import { EIGHTEENTH_CASES, EIGHTEENTH_REFERENCES } from "./eighteenth";
import { NINETEENTH_CASES, NINETEENTH_REFERENCES } from "./nineteenth";
import { TWENTIETH_CASES, TWENTIETH_REFERENCES } from "./twentieth";
import { TWENTY_FIRST_CASES, TWENTY_FIRST_REFERENCES } from "./twenty-first";
import { TWENTY_SECOND_CASES, TWENTY_SECOND_REFERENCES } from "./twenty-second";
import { TWENTY_FIFTH_CASES, TWENTY_FIFTH_REFERENCES } from "./twenty-fifth";
import { TWENTY_SEVENTH_CASES, TWENTY_SEVENTH_REFERENCES } from "./twenty-seventh";
import { TWENTY_SIXTH_CASES, TWENTY_SIXTH_REFERENCES } from "./twenty-sixth";
import { TWENTY_FOURTH_CASES, TWENTY_FOURTH_REFERENCES } from "./twenty-fourth";
import { TWENTY_THIRD_CASES, TWENTY_THIRD_REFERENCES } from "./twenty-third";
import { EIGHTH_CASES, EIGHTH_REFERENCES } from "./eighth";
import { ELEVENTH_CASES, ELEVENTH_REFERENCES } from "./eleventh";
import { REFERENCES, TRIAGE_CASES } from "./cases";
import { FIFTEENTH_CASES, FIFTEENTH_REFERENCES } from "./fifteenth";
import { FIFTH_CASES, FIFTH_REFERENCES } from "./fifth";
import { FOURTEENTH_CASES, FOURTEENTH_REFERENCES } from "./fourteenth";
import { FRESH_CASES, FRESH_REFERENCES } from "./fresh";
import { HOLDOUT_CASES, HOLDOUT_REFERENCES } from "./holdout";
import { NINTH_CASES, NINTH_REFERENCES } from "./ninth";
import { ORDINARY_QUESTIONS } from "./ordinary";
import { SEVENTEENTH_CASES, SEVENTEENTH_REFERENCES } from "./seventeenth";
import { SEVENTH_CASES, SEVENTH_REFERENCES } from "./seventh";
import { SIXTEENTH_CASES, SIXTEENTH_REFERENCES } from "./sixteenth";
import { SIXTH_CASES, SIXTH_REFERENCES } from "./sixth";
import { TENTH_CASES, TENTH_REFERENCES } from "./tenth";
import { THIRTEENTH_CASES, THIRTEENTH_REFERENCES } from "./thirteenth";
import { TWELFTH_CASES, TWELFTH_REFERENCES } from "./twelfth";
import type { TriageCase } from "./schema";
import type { LabelledMessage } from "@/lib/assistant/triage/train";

export interface TriageSet {
  name: string;
  cases: readonly TriageCase[];
  references: Readonly<Record<string, { title: string; url: string }>>;
  /** Kept from the learned reader's training, so the set measures wording the reader never saw. */
  heldOutFromTraining?: true;
}

export const ALL_TRIAGE_SETS: readonly TriageSet[] = [
  { name: "written from NHS pages", cases: TRIAGE_CASES, references: REFERENCES },
  { name: "held out", cases: HOLDOUT_CASES, references: HOLDOUT_REFERENCES },
  { name: "written blind", cases: BLIND_CASES, references: BLIND_REFERENCES },
  { name: "written to find what it misses", cases: FRESH_CASES, references: FRESH_REFERENCES },
  { name: "a fifth, written blind", cases: FIFTH_CASES, references: FIFTH_REFERENCES },
  { name: "a sixth, written blind", cases: SIXTH_CASES, references: SIXTH_REFERENCES },
  { name: "a seventh, written blind to trip it", cases: SEVENTH_CASES, references: SEVENTH_REFERENCES },
  {
    name: "an eighth, written blind: jaundice and skin reactions",
    cases: EIGHTH_CASES,
    references: EIGHTH_REFERENCES,
  },
  {
    name: "a ninth, written blind: every family as people type",
    cases: NINTH_CASES,
    references: NINTH_REFERENCES,
  },
  {
    name: "a tenth, written blind: told indirectly and across a conversation",
    cases: TENTH_CASES,
    references: TENTH_REFERENCES,
  },
  {
    name: "an eleventh, written blind: crises hinted at, told by those least likely to use medical words",
    cases: ELEVENTH_CASES,
    references: ELEVENTH_REFERENCES,
  },
  {
    name: "a twelfth, written blind: buried in long messages, told for others",
    cases: TWELFTH_CASES,
    references: TWELFTH_REFERENCES,
  },
  {
    name: "a thirteenth, written blind: a second language, older people, teenagers, reactions",
    cases: THIRTEENTH_CASES,
    references: THIRTEENTH_REFERENCES,
  },
  {
    name: "a fourteenth, written blind: dictation, typos, regional English, carers, supplements, hedging",
    cases: FOURTEENTH_CASES,
    references: FOURTEENTH_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a fifteenth, written blind: paraphrase, understatement, similes, bystanders",
    cases: FIFTEENTH_CASES,
    references: FIFTEENTH_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a sixteenth, written blind: phone typing, buried, hedged, told by others",
    cases: SIXTEENTH_CASES,
    references: SIXTEENTH_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a seventeenth, written blind: clipped, misspelt, told by effects and across turns",
    cases: SEVENTEENTH_CASES,
    references: SEVENTEENTH_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "an eighteenth, written blind: slang, questions that are emergencies, lists and numbers",
    cases: EIGHTEENTH_CASES,
    references: EIGHTEENTH_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a nineteenth, written blind: dictation, second language, buried, hedged, told by bystanders",
    cases: NINETEENTH_CASES,
    references: NINETEENTH_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a twentieth, written blind: medicines people know, regional English, numbers, waiting for help",
    cases: TWENTIETH_CASES,
    references: TWENTIETH_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a twenty-first, written blind: matter-of-fact writers, health anxiety, drink and drugs, outdoors",
    cases: TWENTY_FIRST_CASES,
    references: TWENTY_FIRST_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a twenty-second, written blind: text-speak, buried, carers, metaphors, medicines' harms",
    cases: TWENTY_SECOND_CASES,
    references: TWENTY_SECOND_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a twenty-third, written blind: very short and long, numbers, care homes, sport, limited English",
    cases: TWENTY_THIRD_CASES,
    references: TWENTY_THIRD_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a twenty-fourth, written blind: supplements' own harms, babies, young people's words, after birth",
    cases: TWENTY_FOURTH_CASES,
    references: TWENTY_FOURTH_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a twenty-fifth, written blind: rarer families, minimisers, relayed by staff, lists and checklists",
    cases: TWENTY_FIFTH_CASES,
    references: TWENTY_FIFTH_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a twenty-sixth, written blind: times and places, carers for the voiceless, hurried or formal, triggers",
    cases: TWENTY_SIXTH_CASES,
    references: TWENTY_SIXTH_REFERENCES,
    heldOutFromTraining: true,
  },
  {
    name: "a twenty-seventh, written blind: misused medicines, both ends of life, quiet crises, misspelt",
    cases: TWENTY_SEVENTH_CASES,
    references: TWENTY_SEVENTH_REFERENCES,
    heldOutFromTraining: true,
  },
];

/** The sets the learned reader is trained on. */
export const TRAINING_SETS: readonly TriageSet[] = ALL_TRIAGE_SETS.filter((set) => !set.heldOutFromTraining);

/**
 * Ordinary questions count a fifth of a triage case, spread evenly through the sets: at full weight, or
 * all at the end, they pulled emergencies the rules miss under the reader's threshold.
 */
const ORDINARY_WEIGHT = 0.2;

/** What the learned reader is trained on: those sets with the first set of ordinary questions among them. */
export function trainingMessages(sets: readonly TriageSet[] = TRAINING_SETS): LabelledMessage[] {
  const cases = sets.flatMap((set) => set.cases);
  const ordinary = ORDINARY_QUESTIONS.map(({ message }) => ({
    message,
    families: [],
    weight: ORDINARY_WEIGHT,
  }));
  // After the i-th case come the ordinary questions up to its share, so the last follows the last case.
  const placed = (count: number) => Math.floor((count * ordinary.length) / cases.length);
  return cases.flatMap((test, index) => [test, ...ordinary.slice(placed(index), placed(index + 1))]);
}
