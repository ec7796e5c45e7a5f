"use client";
// The floating Privacy Settings button would sit over the page — prices, buttons — the whole time
// (issue 16) unless the window is wide enough to leave a margin beside the page. So it shows only
// while the page's footer is in view (the end of the page), and always on pages without a footer;
// in a window of 85rem or more it always shows. The page's footer
// changes with the layout, so the observer starts again on each navigation.
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

export function useFooterInView(): boolean {
  const pathname = usePathname();
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const footer = document.querySelector("footer");
    if (!footer) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true));
    observer.observe(footer);
    return () => {
      observer.disconnect();
      // The next page may have no footer: shown until its own footer says otherwise.
      setInView(true);
    };
  }, [pathname]);
  return inView;
}
