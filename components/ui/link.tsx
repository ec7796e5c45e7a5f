"use client";
// The app's link: next/link, prefetching when someone shows the intent to follow it (the pointer over
// it, keyboard focus, a touch) instead of as soon as it scrolls into view. Prefetching every link in
// view made a landing page download and compile the JavaScript of every route it links to (the
// builder's through the header's stack icon on every page) while it was still starting up: about half
// of the main-thread blocking Lighthouse measured on `/` (docs/benchmarks.md "Lighthouse"). A link
// given `prefetch={false}` never prefetches.
import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

export type LinkProps = ComponentProps<typeof NextLink>;

export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [wanted, setWanted] = useState(false);
  const want = () => {
    setWanted(true);
  };
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !wanted ? false : prefetch}
      onMouseEnter={(event) => {
        want();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        want();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        want();
        onTouchStart?.(event);
      }}
    />
  );
}
