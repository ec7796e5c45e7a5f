import { SiteChrome } from "@/components/layout/site-chrome";

export default function OfflineLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header={false} footer={false}>
      {children}
    </SiteChrome>
  );
}
