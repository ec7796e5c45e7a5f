// Anyone signed in without the admin role gets the 404 page: the report's existence is not disclosed.
import type { Metadata } from "next";

import { ClientErrorsReport } from "@/components/monitoring/client-errors-report";
import { VitalsReport } from "@/components/monitoring/vitals-report";
import { requirePageAdmin } from "@/lib/auth/page-session";
import { CLIENT_ERROR_RETENTION_DAYS } from "@/lib/client-errors/retention";
import { CLIENT_ERROR_GROUPS_SHOWN, listClientErrorGroups } from "@/lib/client-errors/store";
import { serverEnv } from "@/lib/env";
import { REPORT_WINDOW_DAYS, getPageVitals } from "@/lib/monitoring/queries";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Real-user performance",
  robots: { index: false, follow: false },
};

const PERFORMANCE_PATH = "/analytics/performance";

export default async function PerformancePage() {
  await requirePageAdmin(PERFORMANCE_PATH);
  const [pages, errorGroups] = await Promise.all([getPageVitals(), listClientErrorGroups()]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Real-user performance</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        The 75th percentile of each web vital by page over the last {REPORT_WINDOW_DAYS} days, as measured in
        visitors&rsquo; browsers, with the number of measurements behind it. The score starts at 100 and loses
        points for LCP, FID, CLS and TTFB values that need improvement or are poor: Good at 90 or more, Needs
        Improvement at 50 or more, else Poor.
      </p>
      <div className="mt-8">
        <VitalsReport pages={pages} windowDays={REPORT_WINDOW_DAYS} rumEnabled={serverEnv().RUM_ENABLED} />
      </div>
      <h2 id="browser-errors" className="mt-12 text-2xl font-bold tracking-tight text-slate-900">
        Browser errors
      </h2>
      <p className="mt-3 max-w-3xl text-slate-700">
        Uncaught errors (GLOBAL_ERROR) and unhandled promise rejections (UNHANDLED_PROMISE_REJECTION) reported
        by visitors&rsquo; browsers, without personal data, kept {CLIENT_ERROR_RETENTION_DAYS} days.
      </p>
      <div className="mt-6">
        <ClientErrorsReport
          groups={errorGroups}
          retentionDays={CLIENT_ERROR_RETENTION_DAYS}
          shownAtMost={CLIENT_ERROR_GROUPS_SHOWN}
        />
      </div>
    </div>
  );
}
