import { SiteChrome } from "@/components/layout/site-chrome";

export default function CatalogueLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer>
      {children}
    </SiteChrome>
  );
}
