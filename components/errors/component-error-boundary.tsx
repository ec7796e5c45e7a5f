"use client";

// A class: React still offers error boundaries only as classes.
import { Component, type ErrorInfo, type ReactNode } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

import { describeError } from "./error-details";

type ComponentErrorFallbackRender = (props: { error: unknown; reset: () => void }) => ReactNode;

export type ComponentErrorBoundaryProps = {
  children: ReactNode;
  fallback?: ReactNode | ComponentErrorFallbackRender;
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type ComponentErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

export class ComponentErrorBoundary extends Component<
  ComponentErrorBoundaryProps,
  ComponentErrorBoundaryState
> {
  override state: ComponentErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ComponentErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error("Component error caught by ComponentErrorBoundary", error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    const { fallback } = this.props;
    if (typeof fallback === "function") return fallback({ error, reset: this.reset });
    if (fallback !== undefined) return fallback;
    return <ComponentErrorNotice error={error} onRetry={this.reset} />;
  }
}

export function ComponentErrorNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
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
