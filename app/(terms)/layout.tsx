import { SiteChrome } from "@/components/layout/site-chrome";

export default function TermsLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer={false}>
      {children}
    </SiteChrome>
  );
}
