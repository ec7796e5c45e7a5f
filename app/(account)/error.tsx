"use client";

import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

export default function AccountError(props: RouteErrorProps) {
  return <RouteError {...props} />;
}
