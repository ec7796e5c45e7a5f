"use client";
// The site header with the session from next-auth (loaded from /api/auth/session after the page,
// so pages stay static): a spinner while it loads, Login when signed out, the user menu when in.
import { useSession } from "@/components/auth/session";

import { SiteHeader } from "@/components/layout/site-header";
import type { HeaderUser } from "@/components/layout/nav-links";
import { profileImageUrl } from "@/lib/profile-images/limits";

import { useSignOut } from "./use-sign-out";

export function AuthHeader() {
  const { data, status } = useSession();
  const signOut = useSignOut();
  const sessionUser = data?.user;
  const user: HeaderUser | null =
    status === "authenticated" && sessionUser
      ? {
          firstName: sessionUser.firstName ?? "",
          lastName: sessionUser.lastName ?? "",
          email: sessionUser.email ?? "",
          imageUrl: sessionUser.imageId ? profileImageUrl(sessionUser.imageId) : null,
        }
      : null;
  return <SiteHeader user={user} authLoading={status === "loading"} onSignOut={signOut} />;
}
