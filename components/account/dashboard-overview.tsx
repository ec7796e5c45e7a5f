import type { ReactNode } from "react";

import { Link } from "@/components/ui/link";

import { PageHeading, Panel } from "@/components/account/page-heading";

type DashboardStack = {
  id: string;
  name: string;
  isPublished: boolean;
  _count: { items: number };
};

export type DashboardOverviewProps = {
  firstName: string;
  stacks: readonly DashboardStack[];
  completeness: { answered: number; total: number };
  twoFactorEnabled: boolean;
  /** Today's plans, when the user takes a stack (or an invitation to). */
  today?: ReactNode;
};

type NextStep = { href: string; label: string; why: string };

function nextSteps({ stacks, completeness, twoFactorEnabled }: DashboardOverviewProps): NextStep[] {
  return [
    stacks.length === 0
      ? {
          href: "/stacks",
          label: "Build your first stack",
          why: "Add supplements, see the cost per day and check them together.",
        }
      : null,
    completeness.answered === 0
      ? {
          href: "/health-profile",
          label: "Add your medicines and conditions",
          why: "So interaction checks can warn you about them.",
        }
      : null,
    !twoFactorEnabled
      ? {
          href: "/security",
          label: "Turn on two-factor authentication",
          why: "A stolen password alone will not open your account.",
        }
      : null,
    {
      href: "/interactions",
      label: "Check a combination",
      why: "See how supplements interact with each other and with medicines.",
    },
  ].filter((step) => step !== null);
}

function SavedStacksPanel({ stacks }: { stacks: readonly DashboardStack[] }) {
  return (
    <Panel title="Saved stacks">
      {stacks.length === 0 ? (
        <p className="text-sm text-slate-700">You have not saved a stack yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {stacks.map((stack) => (
            <li key={stack.id} className="flex items-center justify-between gap-3 py-2">
              <span className="font-medium text-slate-900">{stack.name}</span>
              <span className="shrink-0 text-slate-600">
                {stack._count.items} {stack._count.items === 1 ? "item" : "items"}
                {stack.isPublished ? " · published" : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-x-6">
        <Link
          href="/stacks"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
        >
          Open the stack builder
        </Link>
        <Link
          href="/recommendations"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
        >
          Get recommendations
        </Link>
      </div>
    </Panel>
  );
}

function HealthProfilePanel({ completeness }: Pick<DashboardOverviewProps, "completeness">) {
  return (
    <Panel title="Health profile">
      <p className="text-sm text-slate-700">
        {completeness.answered} of {completeness.total} questions answered.
      </p>
      <div className="mt-3 h-2 rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="h-2 rounded-full bg-brand-600"
          style={{ width: `${(completeness.answered / completeness.total) * 100}%` }}
        />
      </div>
      <Link
        href="/health-profile"
        className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
      >
        {completeness.answered === 0 ? "Start your health profile" : "Review your health profile"}
      </Link>
    </Panel>
  );
}

export function DashboardOverview(props: DashboardOverviewProps) {
  return (
    <>
      <PageHeading title={`Hello, ${props.firstName}`}>Your account at a glance.</PageHeading>
      {props.today ? <div className="mb-6">{props.today}</div> : null}
      <div className="grid gap-6 md:grid-cols-2">
        <SavedStacksPanel stacks={props.stacks} />
        <HealthProfilePanel completeness={props.completeness} />
      </div>
      <div className="mt-6">
        <Panel title="Next steps">
          <ul className="space-y-3">
            {nextSteps(props).map((step) => (
              <li key={step.href}>
                <Link href={step.href} className="font-semibold text-brand-800 hover:underline">
                  {step.label}
                </Link>
                <p className="text-sm text-slate-600">{step.why}</p>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}
