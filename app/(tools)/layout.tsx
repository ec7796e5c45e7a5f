// The interaction checker: header and footer (docs/product-rules.md §2 "Layout rules").
import { SiteChrome } from "@/components/layout/site-chrome";

export default function ToolsLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
