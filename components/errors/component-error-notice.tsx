"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

import { describeError } from "./error-details";

export type ComponentErrorNoticeProps = { error: unknown; onRetry: () => void };

export function ComponentErrorNotice({ error, onRetry }: ComponentErrorNoticeProps) {
  return (
    <Alert tone="warning" role="alert" size="roomy">
      <h2 className="font-semibold">Component Error</h2>
      <p className="mt-1 break-words">{describeError(error).message}</p>
      <Button size="sm" onClick={onRetry} className="mt-3">
        Try Again
      </Button>
    </Alert>
  );
}
