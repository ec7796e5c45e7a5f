"use client";
// The service worker answered the address bar's address with /offline: reloading it tries that page again.
import { Button } from "@/components/ui/button";

export function TryAgainButton() {
  return <Button onClick={() => window.location.reload()}>Try again</Button>;
}
