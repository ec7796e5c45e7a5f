/** @jest-environment node */
// Ordinary questions as people type them (tests/triage/ordinary.ts): the set the learned reader trains on
// raises no alarm, and the set it never saw raises no more than a few.
import { triage } from "@/lib/assistant/triage";
import { ORDINARY_HELD_OUT, ORDINARY_QUESTIONS, type OrdinaryQuestion } from "@/tests/triage/ordinary";

const alarms = (questions: readonly OrdinaryQuestion[]) =>
  questions.filter(({ message }) => triage(message)?.kind === "red_flag").map(({ message }) => message);

it("holds enough questions of enough kinds to mean something", () => {
  expect(ORDINARY_QUESTIONS.length).toBeGreaterThanOrEqual(400);
  expect(ORDINARY_HELD_OUT.length).toBeGreaterThanOrEqual(300);
  expect(new Set(ORDINARY_QUESTIONS.map(({ about }) => about)).size).toBeGreaterThanOrEqual(8);
  expect(new Set(ORDINARY_HELD_OUT.map(({ about }) => about)).size).toBeGreaterThanOrEqual(10);
});

it("takes none of the questions the learned reader trains on for an emergency", () => {
  expect(alarms(ORDINARY_QUESTIONS)).toEqual([]);
});

it("takes no more than 1.5% of the questions it never saw for an emergency", () => {
  const raised = alarms(ORDINARY_HELD_OUT);
  expect({ rate: raised.length / ORDINARY_HELD_OUT.length <= 0.015, raised }).toMatchObject({ rate: true });
});
