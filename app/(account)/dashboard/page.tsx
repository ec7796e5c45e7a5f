// /dashboard: the account overview — saved stacks, how complete the health profile is, next steps.
import type { Metadata } from "next";

import { DashboardOverview } from "@/components/account/dashboard-overview";
import { getHealthProfile, profileCompleteness } from "@/lib/auth/account-data";
import { requirePageUser } from "@/lib/auth/page-session";
import { twoFactorStatus } from "@/lib/auth/two-factor";
import { db } from "@/lib/db/prisma";

export const metadata: Metadata = { title: "Your dashboard", robots: { index: false } };

export default async function DashboardPage() {
  const user = await requirePageUser("/dashboard");
  const [stacks, profile, twoFactor] = await Promise.all([
    db().stack.findMany({
      where: { userId: user.id },
      orderBy: { updatedAt: "desc" },
      take: 5,
      select: {
        id: true,
        name: true,
        isPublished: true,
        updatedAt: true,
        _count: { select: { items: true } },
      },
    }),
    getHealthProfile(user.id),
    twoFactorStatus(user.id),
  ]);
  const completeness = profileCompleteness(profile);
  return (
    <DashboardOverview
      firstName={user.firstName}
      stacks={stacks}
      completeness={completeness}
      twoFactorEnabled={twoFactor.enabled}
    />
  );
}
