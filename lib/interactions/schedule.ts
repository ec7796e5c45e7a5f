import type { DoseFrequency } from "./dictionary-schema";
import { partnersWithinStack, type KnowledgeIndex } from "./knowledge-index";
import type { UserMedicine } from "./profile";
import { TIMING_CONFLICT_TEXT, timingRuleFor, type TimingRule } from "./rules";
import type {
  DrugFinding,
  EngineSupplement,
  OptimalTiming,
  ScheduleEntry,
  ScheduleSlot,
  TimingConflict,
} from "./types";

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

const ALL_SLOTS = Object.keys(SLOT_TIMES) as ScheduleSlot[];
const FOOD_SLOTS: readonly ScheduleSlot[] = ["morning", "midday", "evening"];
const EMPTY_STOMACH_SLOTS: readonly ScheduleSlot[] = ["early_morning", "bedtime"];
const ABSORPTION_SEPARATION_MINUTES = 120;
const MINUTES_PER_DAY = 24 * 60;
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

const ASSUMED_DOSE_TIMES: Record<Exclude<DoseFrequency, "as_needed">, readonly number[]> = {
  once_daily: [7 * 60],
  weekly: [7 * 60],
  twice_daily: [8 * 60, 20 * 60],
  three_times_daily: [8 * 60, 14 * 60, 20 * 60],
  four_times_daily: [8 * 60, 12 * 60, 16 * 60, 20 * 60],
};

const ASSUMPTION_TEXT: Record<DoseFrequency, string> = {
  once_daily: "once a day on waking",
  weekly: "once a week on waking",
  twice_daily: "twice a day (08:00 and 20:00)",
  three_times_daily: "three times a day (08:00, 14:00 and 20:00)",
  four_times_daily: "four times a day (08:00, 12:00, 16:00 and 20:00)",
  as_needed: "when needed",
};

const SEPARATING_TYPES = new Set(["competitive_absorption", "reduced_absorption", "delayed_absorption"]);

export interface ScheduleInput {
  supplements: readonly EngineSupplement[];
  drugFindings: readonly DrugFinding[];
  medicines: readonly UserMedicine[];
  timings: ReadonlyMap<string, OptimalTiming>;
}

interface MedicineDoses {
  drugName: string;
  minutes: readonly number[];
  assumption: string | null;
}

function parseClock(time: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function dosesOf(medicine: UserMedicine | undefined, drugName: string): MedicineDoses {
  const given = (medicine?.times ?? []).map(parseClock).filter((value): value is number => value !== null);
  if (given.length > 0) return { drugName, minutes: given, assumption: null };
  const frequency = medicine?.frequency ?? "once_daily";
  return {
    drugName,
    minutes: frequency === "as_needed" ? [] : ASSUMED_DOSE_TIMES[frequency],
    assumption: `assuming you take ${drugName} ${ASSUMPTION_TEXT[frequency]}`,
  };
}

function circularGap(a: number, b: number): number {
  const gap = Math.abs(a - b) % MINUTES_PER_DAY;
  return Math.min(gap, MINUTES_PER_DAY - gap);
}

function pairRelations(index: KnowledgeIndex, supplements: readonly EngineSupplement[]) {
  const competing = new Map<string, string>();
  const enhancing = new Map<string, string>();
  const pairsWithin = partnersWithinStack(index, supplements);
  for (const a of supplements) {
    for (const b of supplements) {
      if (a.id >= b.id) continue;
      for (const ia of a.ingredients) {
        const partners = pairsWithin.get(ia.slug);
        for (const ib of partners ? b.ingredients : []) {
          const record = ia.slug === ib.slug ? undefined : partners?.get(ib.slug);
          if (!record) continue;
          if (record.severity === "beneficial") enhancing.set(`${a.id}|${b.id}`, `${ia.name} and ${ib.name}`);
          else if (SEPARATING_TYPES.has(record.interactionType))
            competing.set(`${a.id}|${b.id}`, `${ia.name} and ${ib.name}`);
        }
      }
    }
  }
  return { competing, enhancing };
}

function slotsFor(supplement: EngineSupplement, chosen: OptimalTiming | undefined) {
  const rule: TimingRule = timingRuleFor(supplement.category, chosen ?? supplement.optimalTiming);
  const timing = chosen ?? rule.slot;
  const allowed =
    timing === "with_food" ? FOOD_SLOTS : timing === "empty_stomach" ? EMPTY_STOMACH_SLOTS : ALL_SLOTS;
  const preferred: readonly ScheduleSlot[] =
    timing === "empty_stomach"
      ? EMPTY_STOMACH_SLOTS
      : timing === "evening"
        ? supplement.category === "sleep"
          ? ["bedtime", "evening"]
          : ["evening", "bedtime"]
        : timing === "morning"
          ? ["morning", "early_morning"]
          : FOOD_SLOTS;
  return { rule, preferred, allowed: [...preferred, ...allowed.filter((slot) => !preferred.includes(slot))] };
}

interface Placement {
  supplement: EngineSupplement;
  chosen: OptimalTiming | undefined;
  rule: TimingRule;
  preferred: readonly ScheduleSlot[];
  allowed: readonly ScheduleSlot[];
}

function key(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function problemsAt(
  slot: ScheduleSlot,
  item: Placement,
  placed: ReadonlyMap<string, ScheduleSlot>,
  competing: ReadonlyMap<string, string>,
  gaps: readonly { doses: MedicineDoses; minutes: number }[],
): string[] {
  const problems: string[] = [];
  const at = SLOT_TIMES[slot].minutes;
  for (const [otherId, otherSlot] of placed) {
    const names = competing.get(key(item.supplement.id, otherId));
    if (names && circularGap(at, SLOT_TIMES[otherSlot].minutes) < ABSORPTION_SEPARATION_MINUTES)
      problems.push(`${names} compete for absorption: ${TIMING_CONFLICT_TEXT}`);
  }
  for (const gap of gaps) {
    if (gap.doses.minutes.some((dose) => circularGap(at, dose) < gap.minutes))
      problems.push(
        `${item.supplement.name} needs ${String(gap.minutes / 60)} hours between it and each dose of ${gap.doses.drugName}`,
      );
  }
  return problems;
}

function conflictFor(
  item: Placement,
  problems: readonly string[],
  slot: ScheduleSlot | undefined,
  gaps: readonly { doses: MedicineDoses }[],
): TimingConflict {
  const assumptions = gaps.flatMap((gap) => (gap.doses.assumption ? [gap.doses.assumption] : []));
  const chosenText = item.chosen
    ? `You chose ${item.chosen.replace("_", " ")} for ${item.supplement.name}; `
    : "";
  return {
    supplementIds: [item.supplement.id],
    ...(gaps[0] ? { drugName: gaps[0].doses.drugName } : {}),
    description: problems.join("; "),
    resolution: slot
      ? `${chosenText}moved to ${SLOT_TIMES[slot].time} (${SLOT_TIMES[slot].label}) to keep them apart` +
        (assumptions.length > 0 ? `, ${assumptions.join(" and ")}` : "") +
        "."
      : `${chosenText}no time of day keeps ${item.supplement.name} far enough apart; ask your pharmacist how to space them.`,
    resolved: slot !== undefined,
  };
}

function asNeededNotes(
  supplement: EngineSupplement,
  gaps: readonly { doses: MedicineDoses; minutes: number }[],
): TimingConflict[] {
  return gaps
    .filter((gap) => gap.doses.minutes.length === 0)
    .map((gap) => ({
      supplementIds: [supplement.id],
      drugName: gap.doses.drugName,
      description: `${gap.doses.drugName} is taken when needed, so it has no fixed time`,
      resolution: `When you take ${gap.doses.drugName}, keep ${supplement.name} ${gap.minutes / 60} hours away from that dose.`,
      resolved: true,
    }));
}

function medicineGaps(input: ScheduleInput): Map<string, { doses: MedicineDoses; minutes: number }[]> {
  const gaps = new Map<string, { doses: MedicineDoses; minutes: number }[]>();
  for (const finding of input.drugFindings) {
    const hours = finding.record.timingSeparationHours;
    if (!hours) continue;
    const medicine = input.medicines.find((entry) => entry.typed === finding.drugName);
    const list = gaps.get(finding.supplementId) ?? [];
    if (!list.some((gap) => gap.doses.drugName === finding.drugName && gap.minutes >= hours * 60))
      list.push({ doses: dosesOf(medicine, finding.drugName), minutes: hours * 60 });
    gaps.set(finding.supplementId, list);
  }
  return gaps;
}

export function buildSchedule(
  index: KnowledgeIndex,
  input: ScheduleInput,
): { schedule: ScheduleEntry[]; conflicts: TimingConflict[] } {
  const { competing, enhancing } = pairRelations(index, input.supplements);
  const gapsBySupplement = medicineGaps(input);
  const items: Placement[] = input.supplements
    .map((supplement) => {
      const chosen = input.timings.get(supplement.id);
      return { supplement, chosen, ...slotsFor(supplement, chosen) };
    })
    .sort(
      (a, b) =>
        Number(b.chosen !== undefined) - Number(a.chosen !== undefined) ||
        PRIORITY_ORDER[a.rule.priority] - PRIORITY_ORDER[b.rule.priority],
    );

  const placed = new Map<string, ScheduleSlot>();
  const schedule: ScheduleEntry[] = [];
  const conflicts: TimingConflict[] = [];
  for (const item of items) {
    const gaps = gapsBySupplement.get(item.supplement.id) ?? [];
    const problems = (slot: ScheduleSlot) => problemsAt(slot, item, placed, competing, gaps);
    const partnerSlots = [...placed]
      .filter(([id]) => enhancing.has(key(item.supplement.id, id)))
      .map(([, slot]) => slot);
    const order = [...partnerSlots.filter((slot) => item.allowed.includes(slot)), ...item.allowed];
    const slot = order.find((candidate) => problems(candidate).length === 0);
    const first = item.preferred[0] ?? "morning";
    const firstProblems = problems(first);
    if (firstProblems.length > 0) conflicts.push(conflictFor(item, firstProblems, slot, gaps));
    const final = slot ?? first;
    conflicts.push(...asNeededNotes(item.supplement, gaps));
    placed.set(item.supplement.id, final);
    schedule.push({
      supplementId: item.supplement.id,
      supplementName: item.supplement.name,
      optimalTime: final,
      time: SLOT_TIMES[final].time,
      withFood: SLOT_TIMES[final].withFood,
      reasoning: item.chosen
        ? `The time you chose${final === first ? "" : ", moved to keep separations"}.`
        : final === first
          ? item.rule.reasoning
          : `${item.rule.reasoning} Moved to ${SLOT_TIMES[final].time} to keep separations.`,
      priority: item.rule.priority,
    });
  }
  schedule.sort((a, b) => SLOT_TIMES[a.optimalTime].minutes - SLOT_TIMES[b.optimalTime].minutes);
  return { schedule, conflicts };
}
