"use client";

import { Terminal } from "lucide-react";

import { Button } from "@/components/ui/button";

function writeTestLines(): void {
  const at = new Date().toISOString();
  console.log(`[debug shell] console test (log) at ${at}`);
  console.info(`[debug shell] console test (info) at ${at}`);
  console.warn(`[debug shell] console test (warn) at ${at}`);
  console.debug(`[debug shell] console test (debug) at ${at}`);
}

export function ConsoleTestButton() {
  return (
    <Button variant="secondary" onClick={writeTestLines}>
      <Terminal aria-hidden="true" className="size-4" />
      Test Console Logging
    </Button>
  );
}
