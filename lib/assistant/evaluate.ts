import "server-only";
import { performance } from "node:perf_hooks";

import { percentile } from "@/lib/utils/percentile";

import { answerOffline } from "./answer";
import { idMatches, TEST_SET, type TestCase } from "./test-set";

export const HIT_AT = 3;

interface CaseResult {
  question: string;
  earlier?: string[];
  expect: TestCase["expect"];
  passed: boolean;
  mode: string;
  retrievedIds: string[];
  ms: number;
}

interface Rate {
  passed: number;
  total: number;
  rate: number;
}

export interface Evaluation {
  cases: CaseResult[];
  retrieval: Rate;
  redFlags: Rate;
  refusals: Rate;
  followUps: Rate;
  p50Ms: number;
  p95Ms: number;
}

function rateOf(results: readonly CaseResult[]): Rate {
  const passed = results.filter((result) => result.passed).length;
  return { passed, total: results.length, rate: results.length === 0 ? 1 : passed / results.length };
}

async function runCase(test: TestCase): Promise<CaseResult> {
  const started = performance.now();
  const history = (test.earlier ?? []).map((content) => ({ role: "user" as const, content }));
  const { answer, retrieved } = await answerOffline(test.question, history);
  const ms = performance.now() - started;
  const retrievedIds = retrieved.slice(0, HIT_AT).map((doc) => doc.id);
  const passed =
    test.expect === "retrieve"
      ? answer.mode === "offline" && test.ids.some((id) => retrievedIds.some((got) => idMatches(id, got)))
      : answer.mode === (test.expect === "red_flag" ? "red_flag" : "refusal");
  const asked = { question: test.question, ...(test.earlier ? { earlier: test.earlier } : {}) };
  return { ...asked, expect: test.expect, passed, mode: answer.mode, retrievedIds, ms };
}

export async function evaluateTestSet(cases: readonly TestCase[] = TEST_SET): Promise<Evaluation> {
  const results: CaseResult[] = [];
  for (const test of cases) results.push(await runCase(test));
  const sortedTimes = results.map((result) => result.ms).sort((a, b) => a - b);
  return {
    cases: results,
    retrieval: rateOf(results.filter((result) => result.expect === "retrieve")),
    redFlags: rateOf(results.filter((result) => result.expect === "red_flag")),
    refusals: rateOf(results.filter((result) => result.expect === "refusal")),
    followUps: rateOf(results.filter((result) => result.earlier !== undefined)),
    // No cases, no time (0 rather than NaN on the training page).
    p50Ms: percentile(sortedTimes, 50) || 0,
    p95Ms: percentile(sortedTimes, 95) || 0,
  };
}
