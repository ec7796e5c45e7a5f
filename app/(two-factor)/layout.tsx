// /verify-2fa, the second sign-in step: no header but the footer (docs/product-rules.md §2 hides the header on
// /verify-2fa; its footer rule does not list it).
import { SiteChrome } from "@/components/layout/site-chrome";

export default function TwoFactorLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header={false} footer>
      {children}
    </SiteChrome>
  );
}
