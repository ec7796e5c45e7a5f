// No footer: docs/product-rules.md §2 hides it on every path starting /profile.
import { AccountFrame } from "@/components/account/account-frame";
import { SiteChrome } from "@/components/layout/site-chrome";

export default function ProfileLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer={false}>
      <AccountFrame>{children}</AccountFrame>
    </SiteChrome>
  );
}
