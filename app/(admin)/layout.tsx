// The admin screens (data-collection dashboard, real-user performance): header and footer
// (docs/product-rules.md §2 "Layout rules").
import { SiteChrome } from "@/components/layout/site-chrome";

export default function AdminLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
