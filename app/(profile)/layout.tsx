// /profile: an account screen with the header and the account nav but no footer (docs/product-rules.md §2: the
// footer is hidden on every path starting /profile, so later /profile… screens belong here too).
import { AccountFrame } from "@/components/account/account-frame";
import { SiteChrome } from "@/components/layout/site-chrome";

export default function ProfileLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header footer={false}>
      <AccountFrame>{children}</AccountFrame>
    </SiteChrome>
  );
}
