import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { ChangeEmailForm } from "@/components/account/change-email-form";
import { PageHeading, Panel } from "@/components/account/page-heading";
import { PreferencesForm } from "@/components/account/preferences-form";
import { CalendarFeeds } from "@/components/today/calendar-feeds";
import { CareCardLinks } from "@/components/today/care-card-links";
import { PushDeviceList } from "@/components/today/push-device-list";
import { getPreferences } from "@/lib/auth/queries";
import { requirePageUser } from "@/lib/auth/page-session";
import { careCardLinksOf } from "@/lib/daily-plan/care-card-links";
import { plansOf } from "@/lib/daily-plan/plans";
import { pushDeviceViewsOf } from "@/lib/daily-plan/push-subscriptions";
import { authSecret, serverEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Settings", robots: { index: false } };

export default async function SettingsPage() {
  const user = await requirePageUser("/settings");
  const [preferences, plans, cardLinks, pushDevices] = await Promise.all([
    getPreferences(user.id),
    plansOf(user.id),
    careCardLinksOf(user.id, serverEnv().SITE_URL, authSecret()),
    pushDeviceViewsOf(user.id),
  ]);
  return (
    <>
      <PageHeading title="Settings">How the app works for you.</PageHeading>
      <div className="space-y-6">
        <Panel title="Preferences">
          <PreferencesForm {...preferences} />
        </Panel>
        <Panel title="Reminders and calendar feeds">
          <CalendarFeeds plans={plans} />
        </Panel>
        <Panel title="Devices getting push reminders">
          <PushDeviceList initial={pushDevices} />
        </Panel>
        <Panel title="Links to your pharmacist card">
          <CareCardLinks
            initial={cardLinks.map((link) => ({ ...link, expiresAt: link.expiresAt.toISOString() }))}
          />
        </Panel>
        <Panel title="Email address">
          <ChangeEmailForm currentEmail={user.email} />
        </Panel>
        <Panel title="Privacy">
          <p className="text-sm text-slate-700">
            Cookie choices are kept in your browser; change them with the privacy button at the bottom left of
            any page. Read what we store and why in the{" "}
            <Link href="/privacy-policy" className="font-medium text-brand-800 underline">
              privacy policy
            </Link>
            , or download or delete your data on{" "}
            <Link href="/data-export" className="font-medium text-brand-800 underline">
              Your data
            </Link>
            .
          </p>
        </Panel>
      </div>
    </>
  );
}
