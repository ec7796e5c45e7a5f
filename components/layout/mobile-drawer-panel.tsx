"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { Link } from "@/components/ui/link";
import type { RefObject } from "react";

import { ProfileAvatar } from "@/components/profile-images/profile-avatar";
import { cn } from "@/lib/utils/cn";

import {
  DRAWER_LINKS,
  LOGIN_LINK,
  SIGN_UP_LINK,
  SIGNED_IN_DRAWER_LINKS,
  displayFullName,
  isCurrentPath,
  type HeaderUser,
} from "./nav-links";
import { SignOutItem } from "./sign-out-item";

export type MobileDrawerPanelProps = {
  open: boolean;
  onClose: () => void;
  pathname: string;
  user: HeaderUser | null;
  authLoading: boolean;
  onSignOut?: () => void | Promise<void>;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const itemClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800";

type DrawerNavProps = Pick<
  MobileDrawerPanelProps,
  "onClose" | "pathname" | "user" | "authLoading" | "onSignOut"
>;

function DrawerNav({ onClose: close, pathname, user, authLoading, onSignOut }: DrawerNavProps) {
  const accountLinks = authLoading ? [] : user ? SIGNED_IN_DRAWER_LINKS : [LOGIN_LINK, SIGN_UP_LINK];
  return (
    <nav aria-label="Mobile" className="flex-1 px-2 py-3">
      <ul className="space-y-1">
        {[...DRAWER_LINKS, ...accountLinks].map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={close}
              aria-current={isCurrentPath(pathname, link.href) ? "page" : undefined}
              className={cn(itemClass, isCurrentPath(pathname, link.href) && "bg-brand-50 text-brand-800")}
            >
              {link.label}
            </Link>
          </li>
        ))}
        {user && !authLoading && onSignOut ? (
          <SignOutItem className={itemClass} iconClassName="size-5" close={close} onSignOut={onSignOut} />
        ) : null}
      </ul>
    </nav>
  );
}

export function MobileDrawerPanel({ open, returnFocusTo, ...navProps }: MobileDrawerPanelProps) {
  const { user, authLoading, onClose } = navProps;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger to return to: the menu button lives outside this module.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[280px] flex-col overflow-y-auto bg-white shadow-xl transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none sm:w-[350px]"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {user && !authLoading ? (
            <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
              <ProfileAvatar {...user} size={40} alt="" />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">{displayFullName(user)}</p>
                <p className="truncate text-xs text-slate-600">{user.email}</p>
              </div>
            </div>
          ) : null}
          <DrawerNav {...navProps} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
