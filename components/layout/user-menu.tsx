"use client";

// A disclosure (button + aria-expanded), not a WAI-ARIA menu: these are navigation links, not application
// commands, so the menu role and its arrow-key model do not apply.
import { ChevronDown } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type RefObject } from "react";

import { ProfileAvatar } from "@/components/profile-images/profile-avatar";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

import { USER_MENU_LINKS, displayFirstName, displayFullName, type HeaderUser } from "./nav-links";
import { SignOutItem } from "./sign-out-item";

export type UserMenuProps = {
  user: HeaderUser;
  onSignOut?: () => void | Promise<void>;
  className?: string;
};

const itemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800";

function useDismiss(
  open: boolean,
  containerRef: RefObject<HTMLDivElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
  setOpenedAt: (openedAt: string | null) => void,
): void {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpenedAt(null);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, containerRef, buttonRef, setOpenedAt]);
}

type UserMenuPanelProps = Pick<UserMenuProps, "user" | "onSignOut"> & {
  id: string;
  open: boolean;
  onClose: () => void;
};

function UserMenuPanel({ id, open, user, onClose: close, onSignOut }: UserMenuPanelProps) {
  return (
    <div
      id={id}
      hidden={!open}
      className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
    >
      <div className="border-b border-slate-100 px-3 pb-2 pt-1">
        <p className="truncate text-sm font-semibold text-slate-900">{displayFullName(user)}</p>
        <p className="truncate text-xs text-slate-600">{user.email}</p>
      </div>
      <ul className="pt-1">
        {USER_MENU_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={close} className={itemClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {onSignOut ? (
          <SignOutItem className={itemClass} iconClassName="size-4" close={close} onSignOut={onSignOut} />
        ) : null}
      </ul>
    </div>
  );
}

export function UserMenu({ user, onSignOut, className }: UserMenuProps) {
  const pathname = usePathname();
  // Remembering where the menu was opened closes it on any navigation, including back/forward.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(open, containerRef, buttonRef, setOpenedAt);

  const close = () => setOpenedAt(null);

  return (
    <div
      ref={containerRef}
      className={cn("relative", className)}
      onBlur={(event) => {
        // Tabbing out of the menu closes it, as clicking outside does.
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget))
          close();
      }}
    >
      {/* The outline button's look as a lighter pill, merged with cn (this menu loads after the page). */}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedAt(open ? null : pathname)}
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "max-w-40 gap-1 rounded-full border-slate-200 font-medium hover:border-brand-300 hover:bg-brand-50",
        )}
      >
        {/* Decorative here: the first name beside it already says whose menu this is. */}
        <ProfileAvatar {...user} size={24} alt="" className="-ml-1.5" />
        <span className="truncate">{displayFirstName(user)}</span>
        <span className="sr-only">, account menu</span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")}
        />
      </button>
      <UserMenuPanel id={panelId} open={open} user={user} onClose={close} onSignOut={onSignOut} />
    </div>
  );
}
