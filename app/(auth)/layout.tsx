// Sign-in and password reset (/login, /reset-password, /reset-password/{token}): neither header nor
// footer (docs/product-rules.md §2), only the focused card of components/auth/auth-card.tsx.
import { SiteChrome } from "@/components/layout/site-chrome";

export default function AuthLayout({ children }: LayoutProps<"/">) {
  return (
    <SiteChrome header={false} footer={false}>
      {children}
    </SiteChrome>
  );
}
