// Development screens (/dev/outbox): header and footer (docs/product-rules.md §2 "Layout rules").
import { SiteChrome } from "@/components/layout/site-chrome";

export default function DevLayout({ children }: LayoutProps<"/dev">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
