// The blog: index, articles and RSS: header and footer (docs/product-rules.md §2 "Layout rules").
import { SiteChrome } from "@/components/layout/site-chrome";

export default function ContentLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
