import { SiteChrome } from "@/components/layout/site-chrome";

export default function DevLayout({ children }: LayoutProps<"/dev">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
