"use client";
// On a phone the floating Privacy Settings button would sit over the page — prices, buttons — the
// whole time (issue 16). There it shows only while the page's footer is in view (the end of the
// page), and always on pages without a footer; from `sm` up it always shows. The page's footer
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
