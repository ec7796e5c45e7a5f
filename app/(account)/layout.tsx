// Each page checks its own session (lib/auth/page-session.ts); /profile has its own group, without the footer.
import { SiteChrome } from "@/components/layout/site-chrome";

export default function AccountLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
