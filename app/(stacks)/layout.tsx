// The stack builder, saved and community stacks: header and footer (docs/product-rules.md §2 "Layout rules").
import { SiteChrome } from "@/components/layout/site-chrome";

export default function StacksLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
