"use client";

import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

export default function StackError(props: RouteErrorProps) {
  return <RouteError {...props} />;
}
