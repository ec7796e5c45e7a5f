"use client";
// An anchor the app router follows, prefetched on intent (pointer, focus, touch), not on view (docs/decisions.md
// "Links prefetch on intent"). Not next/link: it adds 2.8 kB gzip to every page's first load.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";

import { useOptionalAppRouter } from "@/lib/framework/app-router";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  prefetch?: boolean;
  replace?: boolean;
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** The address inside this app that `href` leads to, or null for another site. */
function appPath(href: string): string | null {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** A click the browser should handle itself: a new tab or window, a download, or a handler that took it. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { currentTarget: anchor } = event;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target !== "" && anchor.target !== "_self") ||
    anchor.hasAttribute("download")
  );
}

export function Link({
  href,
  prefetch,
  replace = false,
  scroll = true,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: LinkProps) {
  const router = useOptionalAppRouter();
  const prefetchOnIntent = () => {
    const path = router && prefetch !== false ? appPath(href) : null;
    if (path) router?.prefetch(path);
  };
  return (
    <a
      {...props}
      href={href}
      onMouseEnter={(event) => {
        prefetchOnIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchOnIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetchOnIntent();
        onTouchStart?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        const path = router && !leftToBrowser(event) ? appPath(href) : null;
        if (!router || !path) return;
        event.preventDefault();
        if (replace) router.replace(path, { scroll });
        else router.push(path, { scroll });
      }}
    />
  );
}
