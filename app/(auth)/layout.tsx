import { SiteChrome } from "@/components/layout/site-chrome";

export default function AuthLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header={false} footer={false}>
      {/* No header or footer here: the card's background fills the screen, with no white band below. */}
      <div className="min-h-dvh bg-slate-50">{children}</div>
    </SiteChrome>
  );
}
