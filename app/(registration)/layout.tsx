import { SiteChrome } from "@/components/layout/site-chrome";

export default function RegistrationLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
