"use client";
// The app router from the context next/link reads it from; outside the app (a unit test) there is none and a link
// stays a plain anchor. useRouter() would throw there instead.
import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";
import { useContext } from "react";

export type { AppRouterInstance };

export function useOptionalAppRouter(): AppRouterInstance | null {
  return useContext(AppRouterContext);
}
