import { SiteChrome } from "@/components/layout/site-chrome";

// The service worker shows this page in place of any page that cannot load, so its chrome cannot follow the address.
export default function OfflineLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header={false} footer={false}>
      {children}
    </SiteChrome>
  );
}
