"use client";
// The floating button would otherwise sit over prices and buttons the whole time: unless the window leaves an 85rem
// margin, it shows only while the footer is in view. The footer changes with the layout: observe again per navigation.
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
