"use client";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/utils/cn";

const LINKS = [
  { href: "/dashboard", label: "Overview" },
  { href: "/today", label: "Today" },
  { href: "/care-card", label: "Pharmacist card" },
  { href: "/profile", label: "Profile" },
  { href: "/health-profile", label: "Health profile" },
  { href: "/settings", label: "Settings" },
  { href: "/security", label: "Security" },
  { href: "/data-export", label: "Your data" },
] as const;

export function AccountNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Account" className="lg:sticky lg:top-24 lg:self-start">
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {LINKS.map((link) => {
          const current = pathname === link.href;
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium lg:min-h-0",
                  current ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-100",
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
