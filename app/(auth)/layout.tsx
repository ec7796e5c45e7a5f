import { SiteChrome } from "@/components/layout/site-chrome";

export default function AuthLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header={false} footer={false}>
      {children}
    </SiteChrome>
  );
}
