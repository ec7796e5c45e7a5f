// What a reminder notification says: a lock screen shows it to anyone nearby, so by default it names no
// product or stack (docs/daily-plan.md "Reminders").
import { planReminderSubject } from "../mail/templates";
import { formatDay } from "./days";
import type { PlanStockView, TodayPlan } from "./plans";
import type { PushMessage } from "./push";

export function reminderPushMessage(
  view: TodayPlan,
  digest: boolean,
  runOuts: readonly PlanStockView[],
): PushMessage {
  const named = view.reminders.namesInReminders;
  const title = planReminderSubject({
    named,
    stackName: view.stackName,
    runOuts: runOuts.map((item) => ({ name: item.name, runOutDay: item.runOutDay })),
  });
  const lines = named
    ? [
        ...(digest
          ? view.slots.map((slot) => `${slot.time}: ${slot.products.map((p) => p.name).join(", ")}`)
          : []),
        ...runOuts.map((item) => `${item.name} runs out on ${formatDay(item.runOutDay)}`),
      ]
    : [
        ...(digest ? ["Today's plan is ready."] : []),
        ...(runOuts.length > 0 ? ["Something in your stack runs low soon."] : []),
      ];
  return { title, body: lines.join("\n"), url: "/today", tag: `plan-${view.planId}` };
}
