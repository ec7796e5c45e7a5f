// A daily timing schedule that actually satisfies the separations it reports: ingredients that
// compete for absorption never share a slot (SPEC §9: "separate by 2 hours or take with different
// meals"), and a medicine with a separation rule (e.g. levothyroxine and calcium or iron: 4 hours)
// is kept that far from the products concerned. When no slot works, the conflict says so.
import { partnersWithinStack, type KnowledgeIndex } from "./knowledge-index";
import { TIMING_CONFLICT_TEXT, timingRuleFor } from "./rules";
import type { DrugFinding, EngineSupplement, ScheduleEntry, ScheduleSlot, TimingConflict } from "./types";

export const SLOT_TIMES: Record<
  ScheduleSlot,
  { time: string; minutes: number; withFood: boolean; label: string }
> = {
  early_morning: { time: "07:00", minutes: 7 * 60, withFood: false, label: "on waking, before breakfast" },
  morning: { time: "08:00", minutes: 8 * 60, withFood: true, label: "with breakfast" },
  midday: { time: "13:00", minutes: 13 * 60, withFood: true, label: "with lunch" },
  evening: { time: "19:00", minutes: 19 * 60, withFood: true, label: "with the evening meal" },
  bedtime: { time: "21:30", minutes: 21 * 60 + 30, withFood: false, label: "before bed" },
};

/** Medicines are assumed to be taken on waking (as levothyroxine usually is); the text says so. */
const ASSUMED_MEDICINE_SLOT: ScheduleSlot = "early_morning";
const ABSORPTION_SEPARATION_MINUTES = 120;

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

function preferredSlots(supplement: EngineSupplement): {
  slots: ScheduleSlot[];
  rule: ReturnType<typeof timingRuleFor>;
} {
  const rule = timingRuleFor(supplement.category, supplement.optimalTiming);
  switch (rule.slot) {
    case "empty_stomach":
      return { rule, slots: ["early_morning", "bedtime"] };
    case "evening":
      return {
        rule,
        slots: supplement.category === "sleep" ? ["bedtime", "evening"] : ["evening", "bedtime", "midday"],
      };
    case "with_food":
    case "morning":
      return { rule, slots: ["morning", "midday", "evening"] };
  }
}

/** Pairs of products whose ingredients compete for absorption (interaction type mentions absorption). */
function absorptionPairs(
  index: KnowledgeIndex,
  supplements: readonly EngineSupplement[],
): Map<string, string> {
  const pairs = new Map<string, string>();
  const pairsWithin = partnersWithinStack(index, supplements);
  for (const a of supplements) {
    for (const b of supplements) {
      if (a.id >= b.id) continue;
      for (const ia of a.ingredients) {
        const partners = pairsWithin.get(ia.slug);
        if (!partners) continue;
        for (const ib of b.ingredients) {
          if (ia.slug === ib.slug) continue;
          const record = partners.get(ib.slug);
          if (record && record.interactionType.includes("absorption"))
            pairs.set(`${a.id}|${b.id}`, `${ia.name} and ${ib.name}`);
        }
      }
    }
  }
  return pairs;
}

export function buildSchedule(
  index: KnowledgeIndex,
  supplements: readonly EngineSupplement[],
  drugFindings: readonly DrugFinding[],
): { schedule: ScheduleEntry[]; conflicts: TimingConflict[] } {
  const competing = absorptionPairs(index, supplements);
  const drugGaps = new Map<string, { drugName: string; minutes: number }[]>();
  for (const finding of drugFindings) {
    const hours = finding.record.timingSeparationHours;
    if (!hours) continue;
    const list = drugGaps.get(finding.supplementId) ?? [];
    list.push({ drugName: finding.drugName, minutes: hours * 60 });
    drugGaps.set(finding.supplementId, list);
  }

  const ordered = supplements
    .map((supplement) => ({ supplement, ...preferredSlots(supplement) }))
    .sort((a, b) => PRIORITY_ORDER[a.rule.priority] - PRIORITY_ORDER[b.rule.priority]);

  const placed = new Map<string, ScheduleSlot>();
  const schedule: ScheduleEntry[] = [];
  const conflicts: TimingConflict[] = [];

  for (const { supplement, slots, rule } of ordered) {
    const clashes = (slot: ScheduleSlot) => {
      const problems: string[] = [];
      for (const [otherId, otherSlot] of placed) {
        const key = supplement.id < otherId ? `${supplement.id}|${otherId}` : `${otherId}|${supplement.id}`;
        const names = competing.get(key);
        if (
          names &&
          Math.abs(SLOT_TIMES[slot].minutes - SLOT_TIMES[otherSlot].minutes) < ABSORPTION_SEPARATION_MINUTES
        ) {
          problems.push(`${names} compete for absorption: ${TIMING_CONFLICT_TEXT}`);
        }
      }
      for (const gap of drugGaps.get(supplement.id) ?? []) {
        if (Math.abs(SLOT_TIMES[slot].minutes - SLOT_TIMES[ASSUMED_MEDICINE_SLOT].minutes) < gap.minutes) {
          problems.push(`keep ${gap.minutes / 60} hours between ${supplement.name} and ${gap.drugName}`);
        }
      }
      return problems;
    };

    const first = slots[0] ?? "morning";
    const chosen = slots.find((slot) => clashes(slot).length === 0);
    const slot = chosen ?? first;
    const firstProblems = clashes(first);
    if (firstProblems.length > 0) {
      const involvedDrugs = (drugGaps.get(supplement.id) ?? []).map((gap) => gap.drugName);
      conflicts.push({
        supplementIds: [supplement.id],
        ...(involvedDrugs[0] ? { drugName: involvedDrugs[0] } : {}),
        description: firstProblems.join("; "),
        resolution: chosen
          ? `Moved ${supplement.name} to ${SLOT_TIMES[slot].time} (${SLOT_TIMES[slot].label})` +
            (involvedDrugs.length ? `, assuming you take ${involvedDrugs.join(" and ")} on waking` : "") +
            "."
          : `No time of day keeps ${supplement.name} far enough apart; ask your pharmacist how to space them.`,
        resolved: chosen !== undefined,
      });
    }
    placed.set(supplement.id, slot);
    schedule.push({
      supplementId: supplement.id,
      supplementName: supplement.name,
      optimalTime: slot,
      time: SLOT_TIMES[slot].time,
      withFood: SLOT_TIMES[slot].withFood,
      reasoning: chosen === first ? rule.reasoning : `${rule.reasoning} Moved to keep separations.`,
      priority: rule.priority,
    });
  }
  schedule.sort((a, b) => SLOT_TIMES[a.optimalTime].minutes - SLOT_TIMES[b.optimalTime].minutes);
  return { schedule, conflicts };
}
