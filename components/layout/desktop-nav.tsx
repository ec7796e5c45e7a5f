"use client";

// A client leaf only to read the pathname for aria-current.
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";

import { clsx } from "clsx";

import { DESKTOP_NAV_LINKS, SIGNED_IN_DESKTOP_LINKS, isCurrentPath } from "./nav-links";

export type DesktopNavProps = {
  signedIn: boolean;
  className?: string;
};

export function DesktopNav({ signedIn, className }: DesktopNavProps) {
  const pathname = usePathname();
  const links = signedIn ? [...DESKTOP_NAV_LINKS, ...SIGNED_IN_DESKTOP_LINKS] : DESKTOP_NAV_LINKS;
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-1">
        {links.map((link) => {
          const current = isCurrentPath(pathname, link.href);
          return (
            <li key={link.href} className={link.wideOnly ? "hidden xl:list-item" : undefined}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "rounded-md px-2.5 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-700",
                  current ? "bg-brand-50 text-brand-800" : "text-slate-700",
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
