"use client";

// The panel loads when first opened or approached, so Radix Dialog is not in every page's first-load JavaScript.
import { Menu } from "@/components/ui/icons";
import { usePathname } from "next/navigation";
import { Suspense, lazy, useRef, useState } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";
import { clsx } from "clsx";

import type { HeaderUser } from "./nav-links";

export type MobileDrawerProps = {
  user: HeaderUser | null;
  authLoading?: boolean;
  onSignOut?: () => void | Promise<void>;
  className?: string;
};

const loadPanel = () => withRetry(() => import("./mobile-drawer-panel"));
const MobileDrawerPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileDrawerPanel })));

function prefetchPanel(): void {
  loadPanel().catch(() => undefined); // a failed prefetch is tried again when the drawer opens
}

export function MobileDrawer({ user, authLoading = false, onSignOut, className }: MobileDrawerProps) {
  const pathname = usePathname();
  // The drawer is open only on the path where it was opened, so any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  // Once opened, the panel stays mounted, so that closing animates and returns focus.
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpenedAt(pathname);
        }}
        onPointerEnter={prefetchPanel}
        onPointerDown={prefetchPanel}
        onFocus={prefetchPanel}
        className={clsx(
          "inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50",
          className,
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {loaded ? (
        <LazyBoundary className="fixed bottom-4 right-4 z-50 w-[calc(100%-2rem)] max-w-sm">
          <Suspense fallback={null}>
            <MobileDrawerPanel
              open={open}
              onClose={() => setOpenedAt(null)}
              pathname={pathname}
              user={user}
              authLoading={authLoading}
              onSignOut={onSignOut}
              returnFocusTo={buttonRef}
            />
          </Suspense>
        </LazyBoundary>
      ) : null}
    </>
  );
}
