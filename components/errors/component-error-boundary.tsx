"use client";

// A class: React still offers error boundaries only as classes. The notice loads when a component fails, not with
// every page; if it cannot load, the error reaches the next boundary up.
import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from "react";

import { withRetry } from "@/lib/api/with-retry";

import type { ComponentErrorNoticeProps } from "./component-error-notice";

const LoadedNotice = lazy(() =>
  withRetry(() => import("./component-error-notice")).then((module) => ({
    default: module.ComponentErrorNotice,
  })),
);

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

/** 'Component Error' with a Try Again button (docs/product-rules.md §2 "Error and loading screens"). */
export function ComponentErrorNotice(props: ComponentErrorNoticeProps) {
  return (
    <Suspense fallback={null}>
      <LoadedNotice {...props} />
    </Suspense>
  );
}
