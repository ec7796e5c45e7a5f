import { SiteChrome } from "@/components/layout/site-chrome";

export default function AdminLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
