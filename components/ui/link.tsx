"use client";
// Prefetches on intent (pointer, focus, touch), not on view (docs/decisions.md "Links prefetch on intent").
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
