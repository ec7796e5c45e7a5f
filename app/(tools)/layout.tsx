import { SiteChrome } from "@/components/layout/site-chrome";

export default function ToolsLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
