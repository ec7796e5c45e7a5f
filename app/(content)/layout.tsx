import { SiteChrome } from "@/components/layout/site-chrome";

export default function ContentLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
