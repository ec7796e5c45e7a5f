"use client";
// /offline's "Try again": reloads the address in the address bar, which is the page that could not be
// opened (the service worker answers with /offline in its place).
import { Button } from "@/components/ui/button";

export function TryAgainButton() {
  return <Button onClick={() => window.location.reload()}>Try again</Button>;
}
