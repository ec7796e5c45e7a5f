/** @jest-environment node */
// The triage measured on the sets written from NHS pages and patient wording by people who did not see its
// rules (tests/triage/): every self-harm and poisoning message signposted, 98% of all emergencies, and no
// more than 1% of ordinary messages taken for one.
import { rate, scoreTriage } from "@/tests/triage/score";
import type { TriageCase, TriageFamily } from "@/tests/triage/schema";
import { ALL_TRIAGE_SETS } from "@/tests/triage/sets";

const SETS = ALL_TRIAGE_SETS.map((set) => [set.name, set.cases, set.references] as const);
const MUST_NOT_MISS: TriageFamily[] = [
  "suicide_self_harm",
  "overdose",
  "child_poisoning",
  "animal_poisoning",
];
const show = (cases: readonly TriageCase[]) =>
  cases.map((test) => `${test.earlier ? `[${test.earlier.join(" / ")}] ` : ""}${test.message}`);

describe.each(SETS)("the triage on the set %s", (_name, cases, references) => {
  const score = scoreTriage(cases);

  it("cites a source page for every emergency", () => {
    const unsourced = cases.filter(
      (test) => test.families.length > 0 && (test.source === undefined || !(test.source in references)),
    );
    expect(show(unsourced)).toEqual([]);
    for (const reference of Object.values(references)) expect(reference.url).toMatch(/^https?:\/\//);
  });

  it("holds enough cases of every kind to mean something", () => {
    expect(score.emergencies.total).toBeGreaterThanOrEqual(100);
    expect(score.ordinary.total).toBeGreaterThanOrEqual(50);
  });

  it("signposts every self-harm, overdose and poisoning message", () => {
    const missed = score.misses.filter((test) =>
      test.families.some((family) => MUST_NOT_MISS.includes(family)),
    );
    expect(show(missed)).toEqual([]);
  });

  it("signposts at least 98% of emergencies", () => {
    expect({ rate: rate(score.emergencies) >= 0.98, misses: show(score.misses) }).toMatchObject({
      rate: true,
    });
  });

  it("leads with a family the writer named for at least 90% of the emergencies it signposts", () => {
    expect(rate(score.lead)).toBeGreaterThanOrEqual(0.9);
  });

  it("takes no more than 1% of ordinary messages for an emergency", () => {
    expect({ rate: 1 - rate(score.ordinary) <= 0.01, falseAlarms: show(score.falseAlarms) }).toMatchObject({
      rate: true,
    });
  });
});

it("has at least 300 phrasings in all, 100 of them ordinary", () => {
  const all = SETS.flatMap(([, cases]) => cases);
  expect(all.length).toBeGreaterThanOrEqual(300);
  expect(all.filter((test) => test.families.length === 0).length).toBeGreaterThanOrEqual(100);
});
