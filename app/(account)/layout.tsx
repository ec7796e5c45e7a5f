// The signed-in account screens (dashboard, health profile, settings, security, your data): header,
// footer and the account nav. Each page checks the session itself (lib/auth/page-session.ts);
// proxy.ts sends visitors without one to /login first. /profile has its own group: no footer there.
import { AccountFrame } from "@/components/account/account-frame";
import { SiteChrome } from "@/components/layout/site-chrome";

export default function AccountLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      <AccountFrame>{children}</AccountFrame>
    </SiteChrome>
  );
}
