// The signed-in account screens (dashboard, health profile, settings, security, your data): header
// and footer here, the account nav in template.tsx. Each page checks the session itself
// (lib/auth/page-session.ts); proxy.ts sends visitors without one to /login first. /profile has its
// own group: no footer there.
import { SiteChrome } from "@/components/layout/site-chrome";

export default function AccountLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
