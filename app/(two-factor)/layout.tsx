// No header but the footer: docs/product-rules.md §2 hides the header on /verify-2fa only.
import { SiteChrome } from "@/components/layout/site-chrome";

export default function TwoFactorLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header={false} footer>
      {children}
    </SiteChrome>
  );
}
