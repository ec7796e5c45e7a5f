// The day's plan from the stack's schedule: each slot's products, servings and the separations it keeps.
import { conflictText } from "../interactions/conflict-text";
import { SLOT_TIMES } from "../interactions/schedule";
import type { ScheduleEntry, ScheduleSlot, TimingConflict } from "../interactions/types";

export const SCHEDULE_SLOTS = Object.keys(SLOT_TIMES) as [ScheduleSlot, ...ScheduleSlot[]];

export interface SlotProduct {
  supplementId: string;
  name: string;
  brand: string;
  servings: number;
}

export interface PlanSlot {
  slot: ScheduleSlot;
  time: string;
  label: string;
  withFood: boolean;
  products: SlotProduct[];
  /** Separations from the user's medicines (and between products) this slot keeps. */
  notes: string[];
}

export interface SlotItem {
  supplementId: string;
  name: string;
  brand: string;
  servingsPerDay: number;
}

export function planSlots(
  schedule: readonly ScheduleEntry[],
  conflicts: readonly TimingConflict[],
  items: readonly SlotItem[],
): PlanSlot[] {
  const byId = new Map(items.map((item) => [item.supplementId, item]));
  const slots = new Map<ScheduleSlot, PlanSlot>();
  for (const entry of schedule) {
    const item = byId.get(entry.supplementId);
    if (!item) continue;
    const times = SLOT_TIMES[entry.optimalTime];
    const slot = slots.get(entry.optimalTime) ?? {
      slot: entry.optimalTime,
      time: times.time,
      label: times.label,
      withFood: times.withFood,
      products: [],
      notes: [],
    };
    slot.products.push({
      supplementId: item.supplementId,
      name: item.name,
      brand: item.brand,
      servings: item.servingsPerDay,
    });
    for (const conflict of conflicts) {
      const text = conflictText(conflict);
      if (conflict.supplementIds.includes(item.supplementId) && !slot.notes.includes(text))
        slot.notes.push(text);
    }
    slots.set(entry.optimalTime, slot);
  }
  return SCHEDULE_SLOTS.flatMap((slot) => {
    const found = slots.get(slot);
    return found ? [found] : [];
  });
}
