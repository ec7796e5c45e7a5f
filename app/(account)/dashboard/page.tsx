import type { Metadata } from "next";

import { DashboardOverview } from "@/components/account/dashboard-overview";
import { requirePageUser } from "@/lib/auth/page-session";
import {
  getHealthProfile,
  phoneFactorStatus,
  profileCompleteness,
  twoFactorStatus,
} from "@/lib/auth/queries";
import { TodaySummary } from "@/components/today/today-summary";
import { todayPlans } from "@/lib/daily-plan/plans";
import { getRecentStacks } from "@/lib/stacks/queries";

export const metadata: Metadata = { title: "Your dashboard", robots: { index: false } };

export default async function DashboardPage() {
  const user = await requirePageUser("/dashboard");
  const [stacks, profile, twoFactor, phone, plans] = await Promise.all([
    getRecentStacks(user.id, 5),
    getHealthProfile(user.id),
    twoFactorStatus(user.id),
    phoneFactorStatus(user.id),
    todayPlans(user.id),
  ]);
  const completeness = profileCompleteness(profile);
  return (
    <DashboardOverview
      firstName={user.firstName}
      stacks={stacks}
      completeness={completeness}
      twoFactorEnabled={twoFactor.enabled || Boolean(phone?.verified)}
      today={<TodaySummary plans={plans} />}
    />
  );
}
