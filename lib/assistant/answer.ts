import "server-only";
import { shownByStopping } from "@/lib/interactions/reactions";
import type { RateLimitRule } from "@/lib/security/rate-limit";

import { amountNote } from "./amount-answer";
import {
  DO_NOT_KNOW,
  extractiveAnswer,
  NOT_ADVICE,
  quotable,
  sourcesOf,
  type Answer,
  type Source,
} from "./extractive";
import { followUpKind, namesIn, previousQuestion } from "./follow-up";
import { itemNames } from "./interaction-check";
import { medicinesOnlyQuestion } from "./interaction-question";
import {
  afterChecker,
  interactionStep,
  withRetrieved,
  type Checked,
  type CheckerStep,
} from "./interaction-step";
import { interactionOverview } from "./overview-answer";
import { priceAnswer } from "./price-answer";
import { reactedSupplements, withoutReacted } from "./reacted";
import { readItems } from "./read-items";
import { askProvider, EmptyAnswerError, providerConfig, type ProviderConfig } from "./provider";
import { ensureAssistantIndex, retrieve, type RetrievedDoc } from "./retrieve";
import { triage, type Triage } from "./triage";
import type { AssistantRequest } from "./schemas";
import { outOfScope } from "./scope";
import {
  bloodThinnerBleeding,
  HOW_YOUR_PHARMACY_CAN_HELP,
  SIGNPOST,
  symptomAdvice,
  withCheckerOnStopping,
  type SymptomAdvice,
} from "./symptoms";

/** 20 questions a minute per address: a person typing never reaches it; a script soon does. */
export const ASSISTANT_RATE_LIMIT: RateLimitRule = { name: "assistant:ip", limit: 20, windowSeconds: 60 };

const AI_UNAVAILABLE_NOTICE = "AI feature temporarily unavailable";

type History = AssistantRequest["history"];

export interface AssistantAnswer {
  answer: string;
  sources: Source[];
  mode: "red_flag" | "refusal" | "offline" | "ai";
  fallback?: { code: "AI_SERVICE_UNAVAILABLE" | "AI_PROCESSING_ERROR"; message: string };
}

interface Search {
  query: string;
  retrieved: RetrievedDoc[];
  earlierRedFlag?: Triage;
}

const NHS_MEDICINES: Source = { title: "NHS medicines A to Z", url: "https://www.nhs.uk/medicines/" };

function medicinesOnlyAnswer(names: readonly string[]): { answer: string; sources: Source[] } {
  const listed =
    names.length === 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
  return {
    answer:
      "Our interaction checker compares supplements with medicines and health conditions; it does not check " +
      `one medicine against another or against a condition, so I can't tell you whether ${listed} go ` +
      "together. A pharmacist can check your medicines together, and each medicine's leaflet (also on the " +
      "NHS medicines pages) lists what to take care with.",
    sources: [HOW_YOUR_PHARMACY_CAN_HELP, NHS_MEDICINES],
  };
}

const beforeLast = (text: string, note: string) => {
  const parts = text.split("\n\n");
  return [...parts.slice(0, -1), note, ...parts.slice(-1)].join("\n\n");
};

// The symptom note goes first when it is about a side effect, last (before "not advice") otherwise.
function withSymptomNote(answer: Answer, advice: Exclude<SymptomAdvice, { kind: "signpost" }>): Answer {
  const text =
    advice.kind === "side_effect"
      ? `${advice.note}\n\n${answer.answer}`
      : beforeLast(answer.answer, advice.note);
  return { answer: text, sources: [...answer.sources, ...advice.sources] };
}

type Notes = { advice: SymptomAdvice | null; leftOut: string | null };

function withSideEffect(step: CheckerStep, said: SymptomAdvice | null): CheckerStep {
  const { answer } = step;
  const advice = withCheckerOnStopping(said, answer.text);
  if (advice?.kind !== "side_effect") return step;
  return {
    ...step,
    answer: {
      ...answer,
      text: `${advice.note}\n\n${answer.text}`,
      sources: [...answer.sources, ...advice.sources],
    },
  };
}

function withNotes(answer: Answer, { advice, leftOut }: Notes): Answer {
  const noted = advice && advice.kind !== "signpost" ? withSymptomNote(answer, advice) : answer;
  return leftOut === null ? noted : { ...noted, answer: beforeLast(noted.answer, leftOut) };
}

function offlineAnswer(query: string, retrieved: readonly RetrievedDoc[], notes: Notes): AssistantAnswer {
  const { advice } = notes;
  if (advice?.kind === "signpost")
    return { answer: advice.answer, sources: [...advice.sources], mode: "refusal" };
  const answer = extractiveAnswer(query, retrieved);
  if (answer.answer !== DO_NOT_KNOW) return { ...withNotes(answer, notes), mode: "offline" };
  if (!advice) return { ...answer, mode: "offline" };
  const instead = advice.kind === "side_effect" ? { answer: advice.note, sources: advice.sources } : SIGNPOST;
  return { answer: instead.answer, sources: [...instead.sources], mode: "refusal" };
}

type AmountNote = NonNullable<Awaited<ReturnType<typeof amountNote>>>;

// The amount set against the upper level leads; with nothing else found it is the answer.
function withAmountNote(answer: AssistantAnswer, amount: AmountNote | null): AssistantAnswer {
  if (!amount || answer.mode !== "offline") return answer;
  const rest = answer.answer === DO_NOT_KNOW ? NOT_ADVICE : answer.answer;
  return { ...answer, answer: `${amount.note}\n\n${rest}`, sources: [...amount.sources, ...answer.sources] };
}

async function search(message: string, history: History): Promise<Search> {
  const previous = previousQuestion(history);
  if (previous === null) return { query: message, retrieved: await retrieve(message) };
  const kind = followUpKind(message);
  // A connector always needs the earlier subject: the message alone is searched only if there is none.
  if (kind === "connector") return withSubject(message, previous, () => retrieve(message));
  const own = await retrieve(message);
  const needsSubject =
    (kind === "pointing" && namesIn(message, own, "supplements").length === 0) ||
    quotable(message, own).length === 0;
  return needsSubject
    ? withSubject(message, previous, () => Promise.resolve(own))
    : { query: message, retrieved: own };
}

async function withSubject(
  message: string,
  previous: string,
  alone: () => Promise<RetrievedDoc[]>,
): Promise<Search> {
  const earlier = triage(previous);
  if (earlier?.kind === "red_flag") return { query: message, retrieved: [], earlierRedFlag: earlier };
  const subject = namesIn(previous, await retrieve(previous));
  if (subject.length === 0) return { query: message, retrieved: await alone() };
  const query = `${subject.join(", ")}: ${message}`;
  return { query, retrieved: await retrieve(query) };
}

function userTurns(history: History | undefined): string[] {
  return (history ?? []).filter((turn) => turn.role === "user").map((turn) => turn.content);
}

export async function answerOffline(
  message: string,
  history?: History,
): Promise<{
  answer: AssistantAnswer;
  retrieved: RetrievedDoc[];
  query: string;
  checked?: Checked;
  amount?: AmountNote | null;
  notes?: Notes;
}> {
  const triaged = triage(message, userTurns(history));
  if (triaged) {
    return {
      answer: { answer: triaged.answer, sources: triaged.sources, mode: triaged.kind },
      retrieved: [],
      query: message,
    };
  }
  const names = await itemNames();
  const named = readItems(names, message);
  const refused = outOfScope(message, named.items.length > 0);
  if (refused) {
    const answer = { answer: refused.answer, sources: refused.sources, mode: "refusal" as const };
    return { answer, retrieved: [], query: message };
  }
  const told = reactedSupplements(names.dictionary, message);
  const earlier = userTurns(history).flatMap((turn) => reactedSupplements(names.dictionary, turn));
  const reacted = [...new Set([...told, ...earlier])];
  const priced = await priceAnswer(names, message, reacted);
  if (priced) return { answer: { ...priced, mode: "offline" }, retrieved: [], query: message };
  const step = await interactionStep(message, history, names, triage);
  const overview = step ? null : await interactionOverview(named, message, names.products);
  if (overview) return { answer: { ...overview, mode: "offline" }, retrieved: [], query: message };
  await ensureAssistantIndex();
  const { query, retrieved: found, earlierRedFlag } = await search(message, history);
  if (earlierRedFlag) {
    const answer = {
      answer: earlierRedFlag.answer,
      sources: earlierRedFlag.sources,
      mode: "red_flag" as const,
    };
    return { answer, retrieved: [], query };
  }
  const { kept: retrieved, note: leftOut } = withoutReacted(found, reacted);
  // A follow-up's subject comes from the earlier question ("magnesium: and my son's cramps?").
  const read = (text: string) => readItems(names, text);
  const reaction = told.length > 0 || step?.leftUnchecked === true;
  const advice = bloodThinnerBleeding(
    message,
    named,
    names.dictionary,
    symptomAdvice(
      message,
      query === message ? named : read(query),
      read,
      reaction && (shownByStopping(names.dictionary, message) ? "stopped" : "told"),
    ),
  );
  if (step) {
    const { answer, checked } = withRetrieved(withSideEffect(step, advice), query, retrieved);
    return { answer: { ...answer, mode: "offline" }, retrieved, query, checked };
  }
  const medicinesOnly = medicinesOnlyQuestion(message, named);
  if (medicinesOnly) {
    const answer = { ...medicinesOnlyAnswer(medicinesOnly), mode: "refusal" as const };
    return { answer, retrieved: [], query };
  }
  const amount = await amountNote(named.items, message, names.dictionary);
  const notes = { advice, leftOut };
  return {
    answer: withAmountNote(offlineAnswer(query, retrieved, notes), amount),
    retrieved,
    query,
    amount,
    notes,
  };
}

function fallbackFrom(offline: AssistantAnswer, config: ProviderConfig, error: unknown): AssistantAnswer {
  console.error(`[assistant] ${config.name} failed; answering offline`, error);
  const code = error instanceof EmptyAnswerError ? "AI_PROCESSING_ERROR" : "AI_SERVICE_UNAVAILABLE";
  return { ...offline, fallback: { code, message: AI_UNAVAILABLE_NOTICE } };
}

export async function answerQuestion(message: string, history?: History): Promise<AssistantAnswer> {
  const offline = await answerOffline(message, history);
  const config = providerConfig();
  if (!config || offline.answer.mode !== "offline") return offline.answer;
  const { checked } = offline;
  const docs = checked ? [] : quotable(offline.query, offline.retrieved);
  // What the checker could not check is not handed to a provider to rephrase.
  if (checked ? !checked.ran : docs.length === 0) return offline.answer;
  const request = { question: message, history: history ?? [] };
  try {
    if (checked) return { ...(await afterChecker(config, request, checked)), mode: "ai" };
    const text = await askProvider(config, { ...request, docs });
    const { amount, notes } = offline;
    const written = { answer: `${text}\n\n${NOT_ADVICE}`, sources: sourcesOf(docs) };
    const answer = notes ? withNotes(written, notes) : written;
    return amount
      ? {
          answer: `${amount.note}\n\n${answer.answer}`,
          sources: [...amount.sources, ...answer.sources],
          mode: "ai",
        }
      : { ...answer, mode: "ai" };
  } catch (error) {
    return fallbackFrom(offline.answer, config, error);
  }
}
