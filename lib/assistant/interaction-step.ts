import "server-only";
import { normaliseName, plainName } from "@/lib/interactions/names";

import { checkedAnswer, type CheckedAnswer } from "./checked-answer";
import {
  ASKS_ABOUT_ANY_PARTY,
  keywords,
  NOT_ADVICE,
  quotable,
  quotedParts,
  sourcesOf,
  topicWords,
  type Answer,
  type AnswerDoc,
  type Source,
} from "./extractive";
import { previousQuestion } from "./follow-up";
import { checkNamedItems, itemsToCheck } from "./interaction-check";
import { interactionQuestion } from "./interaction-question";
import type { ItemNames } from "./item-names";
import { readItems, type NamedItem } from "./read-items";
import { askProvider, EmptyAnswerError, type ChatTurn, type ProviderConfig } from "./provider";
import { contradictsChecker } from "./reassurance";
import type { RetrievedDoc } from "./retrieve";
import type { AssistantRequest } from "./schemas";

const CHECKER_UNAVAILABLE =
  "Our interaction checker could not be run just now, so this answer does not include its verdict: please try " +
  "the checker at /interactions later, or ask your pharmacist.";
const AI_ADDITION = "More from our sources, written by AI:";
const EXTRAS_QUOTED = 2;

export interface CheckerStep {
  answer: CheckedAnswer;
  leftUnchecked: boolean;
  ran: boolean;
  // Interaction records are quoted only when something named could not be checked: otherwise they are the
  // checker's to state.
  retrieval: "related" | "related-with-records" | "none" | "full";
  subjects: string[];
}

export interface Checked extends CheckerStep {
  extras: AnswerDoc[];
}

// A follow-up to a red-flag question is left to the search, which gives the red flag again.
export async function interactionStep(
  message: string,
  history: AssistantRequest["history"],
  names: ItemNames,
  triage: (message: string) => { kind: string } | null,
): Promise<CheckerStep | null> {
  const named = interactionQuestion(message, history, (text) => readItems(names, text));
  if (!named) return null;
  if (named.via === "previous question" && triage(previousQuestion(history) ?? "")?.kind === "red_flag")
    return null;
  try {
    const { named: checked, reactions, leftUnchecked } = await itemsToCheck(named, message);
    const result = await checkNamedItems(checked, reactions);
    const unresolved = checked.unrecognised.length + checked.ambiguous.length > 0;
    const answer = checkedAnswer(checked, result);
    return {
      answer,
      leftUnchecked,
      ran: result !== null,
      retrieval: result === null ? "none" : unresolved ? "related-with-records" : "related",
      subjects: checked.items.flatMap(subjectsOf),
    };
  } catch (error) {
    console.error("[assistant] the interaction check failed; answering from retrieval", error);
    const answer = { text: CHECKER_UNAVAILABLE, sources: [], facts: [] };
    return { answer, leftUnchecked: false, ran: false, retrieval: "full", subjects: [] };
  }
}

function subjectsOf(item: NamedItem): string[] {
  const names =
    item.kind === "product" ? item.contents : [item.kind === "condition" ? item.display : item.name];
  return names.map(plainName);
}

const mentionCount = (doc: AnswerDoc, subjects: readonly string[]) => {
  const text = ` ${normaliseName(`${doc.title} ${doc.body}`)} `;
  return subjects.filter((subject) => text.includes(` ${subject} `)).length;
};

// A question about two things together: a page about only one of them (iron in pregnancy, after "iron with
// levothyroxine") is off the question.
const aboutTheQuestion = (doc: AnswerDoc, subjects: readonly string[]) =>
  mentionCount(doc, subjects) >= Math.min(2, new Set(subjects).size);

// "Does ashwagandha help with stress? I'm on sertraline": the checker answers for the pair, and a page on one of
// them answers what else was asked.
function askedBesides(query: string, subjects: readonly string[]): string[] {
  const named = keywords(subjects.join(" "));
  return topicWords(query).filter((word) => !named.has(word) && !ASKS_ABOUT_ANY_PARTY.test(word));
}

function asksMoreOf(doc: AnswerDoc, rest: readonly string[], subjects: readonly string[]): boolean {
  const words = keywords(`${doc.title} ${doc.body}`);
  return mentionCount(doc, subjects) > 0 && rest.some((word) => words.has(word));
}

function uniqueSources(sources: readonly Source[]): Source[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.title}\n${source.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function extrasFor(step: CheckerStep, query: string, retrieved: readonly RetrievedDoc[]): AnswerDoc[] {
  if (step.retrieval === "full") return quotable(query, retrieved);
  if (step.retrieval === "none") return [];
  const rest = askedBesides(query, step.subjects);
  // Product blurbs say nothing about taking things together.
  const related = retrieved.filter(
    (doc) =>
      doc.kind !== "product" &&
      (step.retrieval === "related-with-records"
        ? mentionCount(doc, step.subjects) > 0
        : doc.kind !== "interaction" &&
          (aboutTheQuestion(doc, step.subjects) || asksMoreOf(doc, rest, step.subjects))),
  );
  return quotable(query, related).slice(0, step.retrieval === "related" ? EXTRAS_QUOTED : undefined);
}

export function withRetrieved(
  step: CheckerStep,
  query: string,
  retrieved: readonly RetrievedDoc[],
): { answer: Answer; checked: Checked } {
  const extras = extrasFor(step, query, retrieved);
  const heading = step.ran ? "More from our sources:" : "From our sources:";
  const more = extras.length > 0 ? [`${heading}\n\n${quotedParts(query, extras).join("\n\n")}`] : [];
  return {
    answer: {
      answer: [step.answer.text, ...more, NOT_ADVICE].join("\n\n"),
      sources: uniqueSources([...step.answer.sources, ...sourcesOf(extras)]),
    },
    checked: { ...step, extras },
  };
}

export async function afterChecker(
  config: ProviderConfig,
  request: { question: string; history: readonly ChatTurn[] },
  { answer: checked, extras }: Checked,
): Promise<Answer> {
  const text = await askProvider(config, {
    ...request,
    docs: [...checked.facts, ...extras],
    checkerFindings: checked.facts.length,
  });
  if (contradictsChecker(text))
    throw new EmptyAnswerError(`${config.name} contradicted the interaction checker`);
  return {
    answer: [checked.text, `${AI_ADDITION}\n\n${text}`, NOT_ADVICE].join("\n\n"),
    sources: uniqueSources([...checked.sources, ...sourcesOf(extras)]),
  };
}
