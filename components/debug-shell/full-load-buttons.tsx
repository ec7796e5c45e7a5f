"use client";

// The whole document is fetched again, so the server routing is tested without the client router.
import { ExternalLink } from "lucide-react";

import { Button } from "@/components/ui/button";
import { debugShellHref } from "@/lib/layout/debug-shell";

const FULL_LOAD_TARGETS = ["/browse", "/navigation-test"] as const;

function loadPage(target: string): void {
  const href = debugShellHref(target);
  console.info(`[debug shell] full page load: ${target} (${href})`);
  window.location.assign(href);
}

export function FullLoadButtons() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {FULL_LOAD_TARGETS.map((target) => (
        <Button key={target} variant="outline" onClick={() => loadPage(target)}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Load {target} (full page)
        </Button>
      ))}
    </div>
  );
}
