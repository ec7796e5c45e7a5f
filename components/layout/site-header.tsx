// The user menu is a lazy chunk: signed-out visitors (most who land from search) never download it.
import { LoaderCircle } from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { Suspense, lazy } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { buttonVariants } from "@/components/ui/button";

import { StackBadge } from "@/components/stacks/stack-badge";
import { withRetry } from "@/lib/api/with-retry";
import { clsx } from "clsx";

import { DesktopNav } from "./desktop-nav";
import { MobileDrawer } from "./mobile-drawer";
import { LOGIN_LINK, type HeaderUser } from "./nav-links";

const UserMenu = lazy(() =>
  withRetry(() => import("./user-menu")).then((module) => ({ default: module.UserMenu })),
);

export type SiteHeaderProps = {
  user: HeaderUser | null;
  authLoading?: boolean;
  onSignOut?: () => void | Promise<void>;
};

export function SiteHeader({ user, authLoading = false, onSignOut }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <SiteLogo />
        <DesktopNav signedIn={user !== null && !authLoading} className="hidden lg:block" />
        <div className="ml-auto flex items-center gap-2">
          <StackBadge />
          {authLoading ? (
            <AccountLoading className="inline-flex" />
          ) : user ? (
            <LazyBoundary className="hidden lg:block">
              <Suspense fallback={<AccountLoading className="hidden lg:inline-flex" />}>
                <UserMenu user={user} onSignOut={onSignOut} className="hidden lg:block" />
              </Suspense>
            </LazyBoundary>
          ) : (
            <Link href={LOGIN_LINK.href} className={clsx(buttonVariants({ size: "sm" }), "max-sm:hidden")}>
              {LOGIN_LINK.label}
            </Link>
          )}
          <MobileDrawer user={user} authLoading={authLoading} onSignOut={onSignOut} className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}

function AccountLoading({ className }: { className: string }) {
  return (
    <span role="status" className={clsx("size-10 items-center justify-center text-brand-600", className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">Loading account</span>
    </span>
  );
}

function SiteLogo() {
  return (
    <Link href="/" className="flex min-h-11 shrink-0 items-center gap-2 rounded-md text-slate-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-500" />
        <rect x="8" y="8" width="16" height="4" rx="2" fill="white" />
        <rect x="8" y="14" width="16" height="4" rx="2" fill="white" fillOpacity="0.85" />
        <rect x="8" y="20" width="16" height="4" rx="2" fill="white" fillOpacity="0.7" />
      </svg>
      {/* Two short lines keep the full name readable in a 320 px wide header. */}
      <span className="max-w-[8.5rem] text-sm font-bold leading-tight sm:max-w-[9.5rem]">
        Smart Supplement Stack Builder UK
      </span>
    </Link>
  );
}
