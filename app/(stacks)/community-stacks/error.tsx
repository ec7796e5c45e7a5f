"use client";

import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

export default function CommunityStacksError(props: RouteErrorProps) {
  return <RouteError {...props} />;
}
