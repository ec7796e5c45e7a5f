// /terms-of-service: the header but no footer (docs/product-rules.md §2); the page links the other legal pages
// itself (components/legal/legal-page.tsx).
import { SiteChrome } from "@/components/layout/site-chrome";

export default function TermsLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer={false}>
      {children}
    </SiteChrome>
  );
}
