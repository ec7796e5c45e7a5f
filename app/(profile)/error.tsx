"use client";

// /profile when it fails: the page-level fallback inside the site frame (docs/product-rules.md §2 "Error and loading
// screens"), with Try Again re-fetching the page.
import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

export default function ProfileError(props: RouteErrorProps) {
  return <RouteError {...props} />;
}
