"use client";

// It replaces everything below the root layout, chrome included, so it brings its own <main>.
import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

export default function RootRouteError(props: RouteErrorProps) {
  return (
    <main id="main-content" tabIndex={-1} className="flex-1">
      <RouteError {...props} />
    </main>
  );
}
