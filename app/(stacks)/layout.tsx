import { SiteChrome } from "@/components/layout/site-chrome";

export default function StacksLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
