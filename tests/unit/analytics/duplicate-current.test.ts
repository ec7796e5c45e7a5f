/** @jest-environment node */
// /analytics lists the current stack once when it is a saved stack unchanged, not as two identical columns.
import { withoutDuplicateCurrent, type AnalyticsSource } from "@/components/analytics/use-stack-analytics";

const source = (id: string, name: string, items: AnalyticsSource["items"]): AnalyticsSource => ({
  id,
  name,
  items,
  savedId: id === "current" ? null : id,
});
const MAG = { supplementId: "p-mag", quantity: 1, timing: null };
const ZINC = { supplementId: "p-zinc", quantity: 2, timing: "evening" as const };

test("an unchanged saved stack takes the current stack's place, named as both", () => {
  const current = [source("current", "Current stack", [ZINC, MAG])];
  const saved = [source("s-1", "Winter", [MAG, ZINC]), source("s-2", "Summer", [MAG])];
  expect(withoutDuplicateCurrent(current, saved).map((entry) => [entry.id, entry.name])).toEqual([
    ["s-1", "Winter (current stack)"],
    ["s-2", "Summer"],
  ]);
});

test("a current stack that differs, even by a serving or a time, is listed on its own", () => {
  const current = [source("current", "Current stack", [MAG, { ...ZINC, quantity: 1 }])];
  const saved = [source("s-1", "Winter", [MAG, ZINC])];
  expect(withoutDuplicateCurrent(current, saved).map((entry) => entry.id)).toEqual(["current", "s-1"]);
  const retimed = [source("current", "Current stack", [MAG, { ...ZINC, timing: "morning" as const }])];
  expect(withoutDuplicateCurrent(retimed, saved).map((entry) => entry.id)).toEqual(["current", "s-1"]);
});
