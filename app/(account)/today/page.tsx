import type { Metadata } from "next";

import { PageHeading, Panel } from "@/components/account/page-heading";
import { OfflineCopyNote } from "@/components/offline/offline-copy-note";
import { PlanReminders } from "@/components/today/plan-reminders";
import { PlanSlots } from "@/components/today/plan-slots";
import { PlanStock } from "@/components/today/plan-stock";
import { Link } from "@/components/ui/link";
import { requirePageUser } from "@/lib/auth/page-session";
import { formatDay } from "@/lib/daily-plan/days";
import { todayPlans } from "@/lib/daily-plan/plans";
import { pushDeviceViewsOf } from "@/lib/daily-plan/push-subscriptions";
import { pushConfig } from "@/lib/env";

export const metadata: Metadata = { title: "Today's plan", robots: { index: false } };

export default async function TodayPage() {
  const user = await requirePageUser("/today");
  const [plans, pushDevices] = await Promise.all([todayPlans(user.id), pushDeviceViewsOf(user.id)]);
  return (
    <>
      <OfflineCopyNote
        userId={user.id}
        renderedAt={new Date().toISOString()}
        offlineHint="Ticks and misses are kept here and sync when you are back online."
      />
      <PageHeading title="Today's plan">
        {plans[0] ? `${formatDay(plans[0].today)}: what to take when, from the stacks you are taking.` : null}
      </PageHeading>
      {plans.length === 0 ? (
        <Panel title="No stack is being taken">
          <p className="text-sm text-slate-700">
            Open one of{" "}
            <Link href="/my-stacks" className="font-medium text-brand-800 underline">
              your saved stacks
            </Link>{" "}
            and choose &ldquo;Start taking this stack&rdquo; to get a daily plan, run-out dates and reminders.
          </p>
        </Panel>
      ) : (
        <div className="space-y-10">
          {plans.map((plan, index) => (
            <section key={plan.planId} aria-labelledby={`plan-${plan.stackId}`} className="space-y-6">
              <h2 id={`plan-${plan.stackId}`} className="text-2xl font-bold tracking-tight text-slate-900">
                {plan.stackName}
              </h2>
              {plan.started ? null : (
                <p className="text-slate-700">This plan starts on {formatDay(plan.startDate)}.</p>
              )}
              {plan.slots.length === 0 ? (
                <p className="text-slate-700">This stack has no products yet.</p>
              ) : (
                <PlanSlots plan={plan} userId={user.id} />
              )}
              <Panel title={`Run-out dates: ${plan.stackName}`}>
                <PlanStock plan={plan} />
              </Panel>
              <div id={index === 0 ? "reminders" : undefined}>
                <Panel title={`Reminders: ${plan.stackName}`}>
                  <PlanReminders
                    plan={plan}
                    pushPublicKey={pushConfig()?.publicKey ?? null}
                    pushDevices={pushDevices}
                  />
                </Panel>
              </div>
              <p className="text-sm">
                <Link href={`/stack/${plan.stackId}`} className="font-medium text-brand-800 underline">
                  Change the stack or stop taking it
                </Link>
              </p>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
