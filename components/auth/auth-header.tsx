"use client";
// The session loads after the page, so pages stay static.
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
